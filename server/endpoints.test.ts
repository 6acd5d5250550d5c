// docs/architecture.md's endpoint table is written from server/endpoints.ts: the doc cannot drift from the code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointTable, siteEndpoints } from './endpoints';

const notCalled = () => {
  throw new Error('only read when a request comes');
};

describe('the endpoint table', () => {
  const endpoints = siteEndpoints({ healthToken: undefined, healthSources: notCalled, cspLogger: { warn: notCalled }, guestTokenLimiter: notCalled });

  it('is the one in docs/architecture.md (regenerate: npm run docs:architecture)', () => {
    const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');
    const start = doc.indexOf('<!-- endpoints:start -->');
    const end = doc.indexOf('<!-- endpoints:end -->');
    expect(start).toBeGreaterThan(-1);
    expect(doc.slice(start + '<!-- endpoints:start -->'.length, end).trim()).toBe(endpointTable(endpoints));
  });

  it('declares every path once, each with its methods', () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const endpoint of endpoints) expect(endpoint.methods.length).toBeGreaterThan(0);
  });
});
