/**
 * POST /api/csp-reports under hostile input: wrong methods and content types, broken, huge and deeply nested JSON,
 * prototype keys, report-shaped values of every wrong type, then seeded random mutations of a real report. Every
 * refusal is a clear 4xx with a JSON body, never a 5xx and never a crash; real reports get 204 (or 429 once the
 * client's share is spent).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_KEYS, HOSTILE_STRINGS, Random } from './support/random';

const ROUTE = '/api/csp-reports';
const RANDOM_CASES = 200;
const REFUSALS = [400, 405, 413, 415];

const violation = {
  documentURL: 'http://127.0.0.1/contacto',
  blockedURL: 'inline',
  effectiveDirective: 'script-src-elem',
  originalPolicy: "default-src 'self'",
  disposition: 'enforce',
  statusCode: 200,
  lineNumber: 1,
  columnNumber: 1,
};
const realReport = () => [{ type: 'csp-violation', age: 1, url: 'http://127.0.0.1/contacto', body: { ...violation } }];

afterAll(async () => {
  await expectServerHealthy();
});

async function post(body: string | Uint8Array<ArrayBuffer>, contentType = 'application/reports+json') {
  const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

function expectRefusal(answer: { status: number; contentType: string; text: string }, label: string): void {
  expect(REFUSALS, `${label}: ${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status);
  expect(answer.contentType, label).toContain('application/json');
  expect(JSON.parse(answer.text).error, label).toEqual(expect.any(String));
}

describe('POST /api/csp-reports', () => {
  it('refuses wrong methods, media types and bodies with a clear 4xx', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await fetch(`${fuzzServer().baseUrl}${ROUTE}`, { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toContain('POST');
    }
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const cases: Array<[string | Uint8Array<ArrayBuffer>, string]> = [
      [JSON.stringify(realReport()), 'text/plain'],
      [JSON.stringify(realReport()), 'multipart/form-data; boundary=x'],
      ['', 'application/reports+json'],
      ['{', 'application/csp-report'],
      ['null', 'application/csp-report'],
      [deep, 'application/reports+json'],
      ['x'.repeat(70 * 1024), 'application/csp-report'],
      [new Random(fuzzServer().seed, 'csp-bytes').bytes(2048), 'application/reports+json'],
      [JSON.stringify({ __proto__: { polluted: true }, 'csp-report': { 'document-uri': 1 } }), 'application/csp-report'],
      [JSON.stringify([{ type: 'csp-violation', body: null }]), 'application/reports+json'],
      [JSON.stringify(Array(500).fill(realReport()[0])), 'application/reports+json'],
    ];
    for (const [body, contentType] of cases) expectRefusal(await post(body, contentType), `${contentType} ${String(body).slice(0, 40)}`);
  });

  it('answers seeded random mutations of a real report with 204, 429 or a clear 4xx', async () => {
    const random = new Random(fuzzServer().seed, 'csp-mutations');
    for (let i = 0; i < RANDOM_CASES; i += 1) {
      const report = realReport();
      const body = report[0]!.body as Record<string, unknown>;
      const keys = [...Object.keys(body), ...HOSTILE_KEYS];
      for (let m = random.int(1, 3); m > 0; m -= 1) {
        const key = keys[random.int(0, keys.length - 1)]!;
        body[key] = random.bool(0.5) ? random.hostileValue() : HOSTILE_STRINGS[random.int(0, HOSTILE_STRINGS.length - 1)];
      }
      // Refused reports spend nothing; the valid ones spend this client's share, then get 429.
      const answer = await post(JSON.stringify(report), 'application/reports+json');
      const label = `case ${i}: ${JSON.stringify(body).slice(0, 160)}`;
      if (answer.status === 204 || answer.status === 429) continue;
      expectRefusal(answer, label);
    }
  });
});
