// CSP violation reports: both browser formats read into one shape, and the endpoint on a real node:http server
// (methods, media types, size, junk, rate limit, what reaches the log).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, parseCspReport, withoutQuery } from '@/features/security/csp-violation-report';
import { createCspReportEndpoint, MAX_REPORT_BODY_BYTES, REPORTS_PER_CLIENT_PER_MINUTE } from '@/features/security/server/csp-report-endpoint';

/** What Chromium posts through report-to (application/reports+json). */
const reportingApiBatch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://darko.pe/contacto?nombre=Rosa',
    user_agent: 'Chrome',
    body: {
      documentURL: 'https://darko.pe/contacto?nombre=Rosa#form',
      referrer: '',
      blockedURL: 'https://tags.example/x.js?id=42',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'",
      sourceFile: 'https://darko.pe/_next/static/chunks/a.js?v=1',
      sample: '',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 2040,
    },
  },
  { type: 'deprecation', age: 1, url: 'https://darko.pe/', body: { id: 'x', message: 'y' } },
];

/** What Firefox and Safari post through report-uri (application/csp-report). */
const levelTwoReport = {
  'csp-report': {
    'document-uri': 'https://darko.pe/en?x=1',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'https://darko.pe/en',
    'status-code': 200,
    'script-sample': 'alert(document.cookie)//' + 'x'.repeat(60),
  },
};

describe('parseCspReport', () => {
  it('reads a Reporting API batch, keeps only CSP violations and drops queries and fragments', () => {
    expect(parseCspReport(reportingApiBatch)).toEqual({
      ok: true,
      violations: [
        {
          documentUrl: 'https://darko.pe/contacto',
          blocked: 'https://tags.example/x.js',
          directive: 'script-src-elem',
          disposition: 'enforce',
          sourceFile: 'https://darko.pe/_next/static/chunks/a.js',
          line: 1,
          column: 2040,
          sample: '',
          statusCode: 200,
        },
      ],
    });
  });

  it('reads a CSP level 2 report, with the sample cut to 40 characters', () => {
    const parsed = parseCspReport(levelTwoReport);
    expect(parsed).toMatchObject({ ok: true, violations: [{ documentUrl: 'https://darko.pe/en', blocked: 'inline', directive: 'script-src-elem', line: 12 }] });
    expect(parsed.ok && parsed.violations[0]!.sample).toHaveLength(40);
  });

  it('refuses what no browser writes, naming the fields', () => {
    for (const junk of [null, 1, 'x', {}, [], { 'csp-report': {} }, [{ type: 'csp-violation', body: {} }], Array(51).fill(reportingApiBatch[0])]) {
      const parsed = parseCspReport(junk);
      expect(parsed.ok, JSON.stringify(junk).slice(0, 80)).toBe(false);
      if (!parsed.ok) expect(parsed.issues.length).toBeGreaterThan(0);
    }
    const parsed = parseCspReport([{ type: 'csp-violation', body: { documentURL: 'https://darko.pe/' } }]);
    expect(parsed).toMatchObject({ ok: false, issues: [{ path: '0.body.effectiveDirective' }] });
  });

  it('logs keywords and opaque sources as they are, URLs by origin and path', () => {
    expect(withoutQuery('eval')).toBe('eval');
    expect(withoutQuery('data:text/javascript,alert(1)')).toBe('data');
    expect(withoutQuery('blob:https://darko.pe/123')).toBe('blob');
    expect(withoutQuery('wss://darko.pe/socket.io/?token=secret')).toBe('wss://darko.pe/socket.io/');
    expect(withoutQuery('/relative?q=1')).toBe('/relative');
  });
});

describe('POST /api/csp-reports', () => {
  const logged: object[] = [];
  let server: Server;
  let base: string;
  let clientNumber = 0;
  /** Each test is its own client, so the per-client limit of one does not touch the others. */
  let client = '';
  beforeAll(async () => {
    const endpoint = createCspReportEndpoint({ warn: (data) => logged.push(data) });
    server = createServer((req, res) => {
      // As the custom server does before any handler: the peer address ends X-Forwarded-For.
      req.headers['x-forwarded-for'] = String(req.headers['x-forwarded-for'] ?? '127.0.0.1');
      if (!endpoint.serve(req, res)) {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    logged.length = 0;
    clientNumber += 1;
    client = `203.0.113.${clientNumber}`;
  });

  const post = (body: string, contentType: string) =>
    fetch(`${base}${CSP_REPORT_PATH}`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': client, 'user-agent': 'UA' }, body });

  it('takes both formats with 204 and logs each violation once', async () => {
    expect((await post(JSON.stringify(reportingApiBatch), 'application/reports+json')).status).toBe(204);
    expect((await post(JSON.stringify(levelTwoReport), 'application/csp-report')).status).toBe(204);
    expect(logged).toEqual([
      expect.objectContaining({ documentUrl: 'https://darko.pe/contacto', blocked: 'https://tags.example/x.js', userAgent: 'UA' }),
      expect.objectContaining({ documentUrl: 'https://darko.pe/en', blocked: 'inline' }),
    ]);
  });

  it('answers junk with a clear 4xx and logs nothing', async () => {
    const invalid = await post('{"csp-report":{"document-uri":42}}', 'application/csp-report');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid_report', issues: [{ path: 'csp-report.document-uri' }] });
    expect((await post('{', 'application/csp-report')).status).toBe(400);
    expect((await post(JSON.stringify(levelTwoReport), 'text/plain')).status).toBe(415);
    expect((await post(JSON.stringify([levelTwoReport]), 'application/reports+json')).status).toBe(400);
    expect((await fetch(`${base}${CSP_REPORT_PATH}`)).status).toBe(405);
    expect((await fetch(`${base}${CSP_REPORT_PATH}`, { method: 'OPTIONS' })).status).toBe(204);
    expect(logged).toEqual([]);
  });

  it('refuses a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'https://darko.pe/', x: 'y'.repeat(MAX_REPORT_BODY_BYTES) } });
    expect((await post(big, 'application/csp-report')).status).toBe(413);
    // Chunked, without Content-Length: the limit holds while reading.
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${base}${CSP_REPORT_PATH}`);
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/csp-report' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(413) : reject(error)));
      for (let i = 0; i < 8; i += 1) req.write('x'.repeat(16 * 1024));
      req.end();
    });
    expect(status).toBe(413);
    expect(logged).toEqual([]);
  });

  it('stops logging a client that sends more than its share, with Retry-After', async () => {
    const batch = JSON.stringify(Array(40).fill(reportingApiBatch[0]));
    const statuses: number[] = [];
    for (let i = 0; i < Math.ceil(REPORTS_PER_CLIENT_PER_MINUTE / 40) + 1; i += 1) statuses.push((await post(batch, 'application/reports+json')).status);
    expect(statuses.at(-1)).toBe(429);
    expect(logged.length).toBeLessThanOrEqual(REPORTS_PER_CLIENT_PER_MINUTE);
    const limited = await post(batch, 'application/reports+json');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
