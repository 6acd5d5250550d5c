// `npm run bench:http`: the HTTP part of `npm run bench` alone, against the current build (no Lighthouse, no rebuild
// of Next; the server bundle is remade): a static page (returning and first visit), a service tab, a filtered
// portfolio, a dynamic page and POST /api/leads, each beside a plain Node
// server answering the same bytes, with the site's share of the plain server's throughput printed per endpoint.
// Options: --duration S (default 8), DATABASE_URL in the environment to measure on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { compareWithPlainNode } from './lib/http-compare.mjs';
import { startProductionServer } from './lib/production-server.mjs';

const args = process.argv.slice(2);
const durationAt = args.indexOf('--duration');
const durationS = durationAt === -1 ? 8 : Number(args[durationAt + 1]);

if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' }).status !== 0) throw new Error('could not bundle server/main.ts');

const server = await startProductionServer({ LEADS_RATE_LIMIT_POINTS: '100000000', LEADS_MIN_FILL_MS: '0' });
const rows = [];
try {
  let sequence = 0;
  const leadBody = () =>
    JSON.stringify({
      formId: 'nuevo-contacto',
      locale: 'es',
      idempotencyKey: `bench-http-${process.pid}-${++sequence}`,
      fields: { firstName: 'Carga', lastName: 'Prueba', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: 'Bench' },
    });
  // A returning visitor carries the language cookie the switcher wrote; a first visit (search, ads, crawlers) carries
  // none. Both are answered from memory (server/prerendered-pages.ts).
  const returning = { cookie: 'NEXT_LOCALE=es' };
  rows.push(await compareWithPlainNode({ name: 'static page', url: `${server.url}/nosotros`, headers: returning, durationS }));
  rows.push(
    await compareWithPlainNode({
      name: 'static page, Brotli',
      url: `${server.url}/nosotros`,
      headers: { ...returning, 'accept-encoding': 'br' },
      durationS,
    }),
  );
  rows.push(await compareWithPlainNode({ name: 'static page, first visit (no cookie)', url: `${server.url}/nosotros`, durationS }));
  // Query variants: prerendered per value and mapped by the server (server/query-variants.ts).
  rows.push(
    await compareWithPlainNode({ name: 'service tab, first visit', url: `${server.url}/servicios/webs-y-apps-a-medida?tab=web-e-commerce`, durationS }),
  );
  rows.push(await compareWithPlainNode({ name: 'filtered portfolio, first visit', url: `${server.url}/portafolio?categoria=1`, durationS }));
  // A value no link reaches still goes through Next, rendered per request.
  rows.push(await compareWithPlainNode({ name: 'dynamic page (unknown filter)', url: `${server.url}/portafolio?categoria=99`, durationS }));
  rows.push(
    await compareWithPlainNode({
      name: 'POST /api/leads',
      url: `${server.url}/api/leads`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: leadBody,
      durationS,
      connections: 10,
    }),
  );
} finally {
  await server.stop();
}
console.table(
  rows.map((row) => ({
    endpoint: `${row.name} (${row.path})`,
    'site req/s': row.site.requestsPerSecond,
    'site p50/p99 ms': `${row.site.p50Ms} / ${row.site.p99Ms}`,
    'plain req/s': row.plainNode.requestsPerSecond,
    'site / plain': (row.site.requestsPerSecond / Math.max(1, row.plainNode.requestsPerSecond)).toFixed(2),
    'non-2xx': row.site.non2xx,
    errors: row.site.errors,
  })),
);
