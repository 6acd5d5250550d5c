// CPU time the server process spends per request (utime + stime from /proc/<pid>/stat, Linux), beside a plain Node
// server answering the same page: a figure that holds when the machine runs other work too, unlike req/s.
// Usage: node scripts/bench/cpu-per-request.mjs  (after `npm run build`; PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432/test)
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitUntilUp } from '../lib/production-server.mjs';
import { startProductionServer } from './lib/production-server.mjs';
const cpuMs = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
const db = `cpu_${Date.now()}`;
await admin.query(`create database ${db}`);
const databaseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
databaseUrl.pathname = `/${db}`;
const server = await startProductionServer({ DATABASE_URL: databaseUrl.toString() }, { readyPath: '/api/health', ready: (res) => res.ok, output: 'inherit' });
const base = server.url;
// The plain reference: a Node server answering the page's bytes.
const sample = await fetch(`${base}/nosotros`, { headers: { cookie: 'NEXT_LOCALE=es' } });
const bytes = Buffer.from(await sample.arrayBuffer());
writeFileSync('/tmp/cpu-bench-page.html', bytes);
const plainPort = await freePort();
const plain = spawn(
  process.execPath,
  [
    '-e',
    `const b=require('fs').readFileSync('/tmp/cpu-bench-page.html');require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/html; charset=utf-8','content-length':b.length});s.end(b)}).listen(${plainPort},'127.0.0.1')`,
  ],
  { stdio: 'inherit' },
);
await waitUntilUp(`http://127.0.0.1:${plainPort}/`, { child: plain, ready: (res) => res.ok });
async function measure(name, pid, opts) {
  await autocannon({ ...opts, amount: 200, connections: 10 });
  const before = cpuMs(pid);
  const r = await autocannon({ ...opts, amount: opts.amount ?? 3000, connections: opts.connections ?? 25 });
  const used = cpuMs(pid) - before;
  const n = r.requests.total;
  console.log(
    `${name.padEnd(34)} ${n} requests, ${(used / n).toFixed(3)} ms CPU each (${Math.round(1000 / (used / n))}/s per core), wall ${Math.round(r.requests.average)} req/s, non-2xx ${r.non2xx}`,
  );
}
await measure('static page /nosotros (cookie)', server.pid, { url: `${base}/nosotros`, headers: { cookie: 'NEXT_LOCALE=es' } });
await measure('static page /nosotros (plain Node)', plain.pid, { url: `http://127.0.0.1:${plainPort}/nosotros` });
await measure('static page /nosotros (no cookie)', server.pid, { url: `${base}/nosotros`, amount: 300 });
await measure('dynamic page /portafolio?categoria=1', server.pid, { url: `${base}/portafolio?categoria=1`, amount: 300 });
let n = 0;
const body = () =>
  JSON.stringify({
    formId: 'nuevo-contacto',
    locale: 'es',
    idempotencyKey: `cpu-${process.pid}-${++n}`,
    fields: { firstName: 'Carga', lastName: 'Prueba', phone: '+51 987 654 321', service: 'webs-y-apps', source: 'other', message: 'Bench' },
  });
await measure('POST /api/leads (PostgreSQL)', server.pid, {
  url: `${base}/api/leads`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (r) => ({ ...r, body: body() }) }],
  amount: 2000,
  connections: 50,
});
plain.kill();
await server.stop();
await admin.query(`drop database ${db} with (force)`);
await admin.end();
