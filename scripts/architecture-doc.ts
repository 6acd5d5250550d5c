// `npm run docs:architecture`: rewrites the generated parts of docs/architecture.md (the endpoint table)
// from the code; server/endpoints.test.ts fails when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { endpointTable, siteEndpoints } from '../server/endpoints';

const notCalled = () => {
  throw new Error('only read when a request comes');
};
const file = new URL('../docs/architecture.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const table = endpointTable(siteEndpoints({ healthToken: undefined, healthSources: notCalled, cspLogger: { warn: notCalled }, guestTokenLimiter: notCalled }));
writeFileSync(file, doc.replace(/(<!-- endpoints:start -->)[\s\S]*(<!-- endpoints:end -->)/, `$1\n\n${table}\n\n$2`));
console.log('docs/architecture.md: endpoint table written');
