/**
 * POST /api/leads under hostile input: wrong content types, broken, huge and deeply nested JSON, wrong shapes
 * and types, prototype keys, unicode edge cases, unknown forms, cross-site posts, then seeded random mutations
 * of a valid lead. Every refusal is a clear 4xx with a JSON body, never a 5xx, and stores nothing; the few
 * inputs that are genuinely valid (hostile text in the free message) are stored exactly once each.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_KEYS, HOSTILE_STRINGS, Random } from './support/random';

const RANDOM_CASES = 240;
const CONCURRENCY = 6;

const person = { firstName: 'Rosa', lastName: 'Huamán', phone: '987 654 321', service: 'webs-y-apps', source: 'other', message: 'Quiero una web.' };
const validLead = () => ({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person } });
/** What the API may answer to input it refuses (429 cannot happen: refused input spends no allowance). */
const REFUSALS = [400, 403, 413, 415, 422];

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function post(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Answer> {
  const response = await fetch(`${fuzzServer().baseUrl}/api/leads`, { method: 'POST', headers, body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

const postJson = (value: unknown, headers: Record<string, string> = {}) => post(JSON.stringify(value), { 'content-type': 'application/json', ...headers });

/** A raw request, for what fetch will not send (lying lengths, chunked floods). */
function rawRequest(options: http.RequestOptions, chunks: (string | Buffer)[]): Promise<{ status: number; text: string }> {
  const { baseUrl } = fuzzServer();
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: '/api/leads', method: 'POST', ...options }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (d: string) => (text += d));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may answer and close while we are still writing: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve({ status: 0, text: '' }) : reject(error),
    );
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

/** Writes raw bytes on a new connection and returns all it answers until it closes (or goes quiet for 2 s). */
function rawExchange(url: URL, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (data: string) => (answer += data));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function expectRefused(answer: Answer, label: string, allowed = REFUSALS): void {
  expect(allowed, `${label}: status ${answer.status} ${answer.text.slice(0, 300)}`).toContain(answer.status);
  expect(answer.contentType, label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if (answer.status === 201)
    expect(typeof body.id, `${label}: ${answer.text}`).toBe('string'); // a bot's neutral answer
  else expect(typeof body.error === 'string' || (typeof body.errors === 'object' && body.errors !== null), `${label}: ${answer.text}`).toBe(true);
}

async function inBatches<T>(items: T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) await Promise.all(items.slice(i, i + CONCURRENCY).map((item, j) => work(item, i + j)));
}

let leadsBefore = 0;
beforeAll(async () => {
  leadsBefore = await countRows('leads');
});
afterAll(async () => {
  await expectServerHealthy();
});

describe('POST /api/leads refuses what is not a lead, storing nothing', () => {
  it('wrong or missing content types answer 415', async () => {
    const body = JSON.stringify(validLead());
    for (const contentType of [
      '',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
      'text/json',
      'json',
      '*/*',
      'application/xml',
    ]) {
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      const answer = await post(contentType ? body : new TextEncoder().encode(body), headers);
      expectRefused(answer, `content-type "${contentType}"`, [415]);
    }
  });

  it('malformed, truncated and non-object JSON answers 400 or 422', async () => {
    const full = JSON.stringify(validLead());
    const bodies = [
      '',
      '{',
      '}',
      '{"formId":',
      'nul',
      'undefined',
      "{'formId':'contacto'}",
      '{"a":1}{"b":2}',
      '\ufeff' + full,
      full.slice(0, -1),
      full.slice(0, full.length / 2),
      '{"formId":"contacto",}',
      'NaN',
      '{"locale":"es","fields":{"firstName":"\\ud800"}',
      '\u0000',
      '[',
      '\\',
    ];
    for (const body of bodies) expectRefused(await post(body), `body ${JSON.stringify(body.slice(0, 40))}`, [400]);
    for (const body of ['null', 'true', '0', '-1e999', '"lead"', '[]', '[{}]', '{}', '"\\u0000"', JSON.stringify([validLead()])]) {
      expectRefused(await post(body), `body ${body.slice(0, 40)}`, [422]);
    }
  });

  it('bodies over 16 KiB answer 413, whether declared, chunked or with a lying length', async () => {
    const huge = JSON.stringify({ ...validLead(), fields: { ...person, message: 'x'.repeat(20_000) } });
    expectRefused(await post(huge), 'declared 20 kB', [413]);
    const chunked = await rawRequest(
      { headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      Array.from({ length: 8 }, () => 'x'.repeat(16 * 1024)),
    );
    expect([0, 413], `chunked 128 KiB: ${chunked.status}`).toContain(chunked.status);
    // Declares less than it sends: the rest reads as a broken next request, and Node answers 400 and closes (it may
    // do so before the route's own 400 for the 5-byte body is written).
    const url = new URL(fuzzServer().baseUrl);
    const lying = await rawExchange(
      url,
      `POST /api/leads HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"formId":"contacto","locale":"es"}`,
    );
    const statuses = lying.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
    expect(statuses.length, lying.slice(0, 400)).toBeGreaterThanOrEqual(1);
    expect(new Set(statuses), lying.slice(0, 400)).toEqual(new Set(['HTTP/1.1 400']));
  });

  it('deep nesting answers 400 or 422, never a stack overflow', async () => {
    const depth = 7_000; // as deep as 16 KiB allows
    expectRefused(await post('['.repeat(depth) + ']'.repeat(depth)), 'nested arrays', [422]);
    expectRefused(await post('{"a":'.repeat(2_500) + '1' + '}'.repeat(2_500)), 'nested objects', [422]);
    const deepField = JSON.stringify({ ...validLead(), fields: { ...person, firstName: 'X' } }).replace('"X"', '['.repeat(5_000) + '"X"' + ']'.repeat(5_000));
    expectRefused(await post(deepField), 'nested field', [422]);
    const deepUtm = JSON.stringify({ ...validLead(), utm: { utm_source: 'X' } }).replace('"X"', '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000));
    expectRefused(await post(deepUtm), 'nested utm', [422]);
  });

  it('arrays where objects belong, and wrong types everywhere, answer 422', async () => {
    const shapes: unknown[] = [
      { ...validLead(), fields: [] },
      { ...validLead(), fields: [person] },
      { ...validLead(), fields: 'firstName=Rosa' },
      { ...validLead(), fields: null },
      { ...validLead(), utm: ['utm_source'] },
      { ...validLead(), utm: { utm_source: 5 } },
      { ...validLead(), locale: ['es'] },
      { ...validLead(), locale: 'pt' },
      { ...validLead(), locale: null },
      { ...validLead(), formId: ['nuevo-contacto'] },
      { ...validLead(), formId: 7 },
      { ...validLead(), formId: { toString: 'nuevo-contacto' } },
      { ...validLead(), page: 42 },
      { ...validLead(), referrer: false },
      { ...validLead(), idempotencyKey: {} },
      { ...validLead(), startedAt: [] },
      { locale: 'es', fields: person },
      { formId: 'nuevo-contacto', fields: person },
      { formId: 'nuevo-contacto', locale: 'es' },
    ];
    for (const field of Object.keys(person)) {
      for (const wrong of [0, 1.5, true, false, null, [], ['Rosa'], { value: 'Rosa' }]) {
        shapes.push({ ...validLead(), fields: { ...person, [field]: wrong } });
      }
    }
    await inBatches(shapes, async (shape) => expectRefused(await postJson(shape), JSON.stringify(shape).slice(0, 120), [422]));
  });

  it('prototype keys are unknown fields, not a way in', async () => {
    const payloads = [
      `{"__proto__":{"formId":"nuevo-contacto","locale":"es","fields":${JSON.stringify(person)}}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":{"__proto__":${JSON.stringify(person)}}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":${JSON.stringify({ ...person, message: undefined }).slice(0, -1)},"__proto__":{"message":"x"}}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":${JSON.stringify(person).slice(0, -1)},"__proto__":null}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":${JSON.stringify(person)},"__proto__":{"isAdmin":true}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":${JSON.stringify(person)},"constructor":{"prototype":{"polluted":1}}}`,
      `{"formId":"nuevo-contacto","locale":"es","fields":{"constructor":{"prototype":{"firstName":"Rosa"}}}}`,
      `{"formId":"__proto__","locale":"es","fields":${JSON.stringify(person)}}`,
      `{"formId":"constructor","locale":"es","fields":${JSON.stringify(person)}}`,
      `{"formId":"toString","locale":"es","fields":${JSON.stringify(person)}}`,
      `{"formId":"hasOwnProperty","locale":"es","fields":${JSON.stringify(person)}}`,
    ];
    for (const payload of payloads) expectRefused(await post(payload), payload.slice(0, 100), [422]);
  });

  it('unknown forms answer 422 and spend none of the per-IP allowance', async () => {
    const unknown = [
      'nope',
      '',
      ' ',
      'CONTACTO',
      'contacto ',
      '../contacto',
      'contacto\u0000',
      '\ud800',
      '<script>',
      'x'.repeat(100),
      'x'.repeat(101),
      'valueOf',
      '__defineGetter__',
    ];
    // More unknown-form posts than the allowance (20 accepted leads per IP and window) holds.
    for (let round = 0; round < 2; round++) {
      for (const formId of unknown) expectRefused(await postJson({ ...validLead(), formId }), `formId ${JSON.stringify(formId)}`, [422]);
    }
    // Regression: an unknown form used to spend the allowance before being refused, locking the IP out.
    const accepted = await postJson({ ...validLead(), fields: { ...person, message: 'Control tras formularios desconocidos.' } });
    expect(accepted.status, accepted.text).toBe(201);
  });

  it('unicode edge cases, HTML and oversized values in the checked fields answer 422', async () => {
    const names = [
      '\ud800',
      'Ro\udfffsa',
      '\u202easoR',
      'Rosa\u0000',
      '\u0000',
      '\u200b',
      '<b>Rosa</b>',
      '<script>alert(1)</script>',
      'Rosa\nHuamán',
      '\u0301Rosa',
      'R'.repeat(61),
      "'; DROP TABLE leads; --",
      '😀',
    ];
    const phones = [
      '987654321\u0000',
      '\u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661',
      '+'.repeat(10),
      '1'.repeat(16),
      '123456',
      '9'.repeat(21),
      '987 654 321 <script>',
      '\u202e123456789',
      '١٢٣٤٥٦٧٨٩',
    ];
    const cases = [
      ...names.map((firstName) => ({ fields: { ...person, firstName } })),
      ...names.map((lastName) => ({ fields: { ...person, lastName } })),
      ...phones.map((phone) => ({ fields: { ...person, phone } })),
      { fields: { ...person, message: 'm'.repeat(2001) } },
      { fields: { ...person, message: '😀'.repeat(2001) } }, // the limit counts characters, not UTF-16 units
      { fields: { ...person, service: 'webs-y-apps\u0000' } },
      { fields: { ...person, source: '<script>' } },
      { fields: { ...person, website2: 'x' } },
    ];
    await inBatches(cases, async (c) => expectRefused(await postJson({ ...validLead(), ...c }), JSON.stringify(c).slice(0, 120), [422]));
  });

  it('cross-site browser posts answer 403', async () => {
    const body = JSON.stringify(validLead());
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://127.0.0.1.evil.example' },
    ];
    for (const headers of crossSite) {
      expectRefused(await post(body, { 'content-type': 'application/json', ...headers }), JSON.stringify(headers), [403]);
    }
  });

  it('other methods never answer 5xx', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      const response = await fetch(`${fuzzServer().baseUrl}/api/leads`, { method, ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }) });
      expect(response.status, method).toBeLessThan(500);
    }
  });

  it(`${RANDOM_CASES} seeded random mutations of a lead are refused with a JSON 4xx (or a bot's neutral 201)`, async () => {
    const random = new Random(fuzzServer().seed, 'leads-api');
    const cases = Array.from({ length: RANDOM_CASES }, () => mutatedLead(random));
    await inBatches(cases, async ({ body, headers, botSignal, label }, index) => {
      const answer = await post(body, headers);
      expectRefused(
        answer,
        `case ${index} (${label}): ${typeof body === 'string' ? body.slice(0, 160) : `${body.byteLength} bytes`}`,
        botSignal ? [...REFUSALS, 201] : REFUSALS,
      );
    });
  });

  it('stored nothing but the one control lead', async () => {
    expect(await countRows('leads')).toBe(leadsBefore + 1);
  });
});

describe('POST /api/leads stores hostile text of the free message as typed', () => {
  it('HTML, right-to-left overrides, emoji, a NUL and lone surrogates in the message are stored once each; prototype keys in the UTM are dropped', async () => {
    const before = await countRows('leads');
    const messages = ['<script>alert("x")</script>', '\u202eevil.exe\u202c', 'Zalgo Z̷̢̛̲a̸̧̛͎', 'antes\u0000después', 'sur\ud800rogado', "'; DROP TABLE leads; --"];
    for (const [i, message] of messages.entries()) {
      const answer = await postJson({
        ...validLead(),
        fields: { ...person, message },
        page: `/conversemos?x=\u0000${i}`,
        referrer: 'https://a.example/\u0000',
        utm: { utm_source: `fb\u0000${i}` },
      });
      expect(answer.status, `${JSON.stringify(message)}: ${answer.text}`).toBe(201);
    }
    // A prototype key in the UTM metadata is dropped (metadata never refuses a lead), never merged into anything.
    const proto = await post(
      JSON.stringify({ ...validLead(), fields: { ...person, message: 'utm proto' } }).slice(0, -1) + ',"utm":{"__proto__":{"utm_source":"polluted"}}}',
    );
    expect(proto.status, proto.text).toBe(201);
    expect(await countRows('leads')).toBe(before + messages.length + 1);
    expect(await countRows('leads', "where message = 'utm proto' and utm is null")).toBe(1);
    expect(await countRows('leads', "where message like '%' || chr(65533) || '%'")).toBeGreaterThanOrEqual(1);
    expect(await countRows('leads', "where message = 'antesdespués' and page = '/conversemos?x=3' and utm->>'utm_source' = 'fb3'")).toBe(1);
  });
});

interface FuzzCase {
  body: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  /** Honeypot or fill time touched: a bot's neutral 201 (nothing stored) is a correct answer too. */
  botSignal: boolean;
  label: string;
}

const ENVELOPE_KEYS = ['formId', 'locale', 'fields', 'page', 'referrer', 'utm', 'idempotencyKey', 'startedAt', 'website'];

/**
 * A valid lead with one mutation that guarantees a refusal, plus up to three that may or may not
 * (hostile text in optional places), so the random cases never make a genuine lead.
 */
function mutatedLead(random: Random): FuzzCase {
  const lead: Record<string, unknown> = validLead();
  const fields = lead.fields as Record<string, unknown>;
  let botSignal = false;
  const labels: string[] = [];
  for (let i = random.int(0, 3); i > 0; i--) {
    const target = random.pick(['message', 'page', 'referrer', 'utm', 'idempotencyKey', 'startedAt', 'website', 'messageKey']);
    labels.push(`noise:${target}`);
    if (target === 'message') fields.message = random.hostileString();
    else if (target === 'messageKey') fields.message = random.pick(HOSTILE_STRINGS);
    else if (target === 'utm') lead.utm = { utm_source: random.hostileString(), utm_campaign: random.hostileString() };
    else {
      lead[target] = target === 'startedAt' ? random.hostileValue(0) : random.hostileString();
      if (target === 'startedAt' || target === 'website') botSignal = true;
    }
  }
  const breaker = random.int(0, 11);
  labels.push(`break:${breaker}`);
  const json = () => JSON.stringify(lead);
  const asJson = (body: string | Uint8Array<ArrayBuffer>): FuzzCase => ({
    body,
    headers: { 'content-type': 'application/json' },
    botSignal,
    label: labels.join(','),
  });
  switch (breaker) {
    case 0: // a required field gets a wrong type or hostile content it cannot accept
      fields[random.pick(['firstName', 'lastName', 'phone', 'service', 'source'])] = random.pick([
        null,
        0,
        true,
        [],
        {},
        '<script>',
        '\u0000',
        '\ud800',
        'x'.repeat(61),
        '',
      ]);
      return asJson(json());
    case 1: // a required field is missing
      delete fields[random.pick(['firstName', 'lastName', 'phone', 'service', 'source'])];
      return asJson(json());
    case 2: // an unknown field or envelope key
      if (random.bool()) fields[random.pick([...HOSTILE_KEYS.filter((k) => k !== '__proto__'), 'company', 'website'])] = random.hostileValue();
      else lead[random.pick([...HOSTILE_KEYS.filter((k) => k !== '__proto__'), 'extra', 'Fields'])] = random.hostileValue();
      return asJson(json());
    case 3: // a prototype key with content
      return asJson(json().replace('"fields":{', `"fields":{"__proto__":${JSON.stringify(random.hostileValue(1) ?? 1)},`));
    case 4: // unknown form or locale
      if (random.bool()) lead.formId = random.hostileString();
      else lead.locale = random.pick(['ES', 'pt', '', null, 1, ['en'], 'es\u0000']);
      if (lead.formId === 'nuevo-contacto') lead.formId = 'nope';
      return asJson(json());
    case 5: // an envelope member of the wrong type
      lead[random.pick(ENVELOPE_KEYS.slice(0, 7))] = random.pick([0, true, [1], { a: random.hostileString() }]);
      if (typeof lead.fields === 'object' && lead.fields !== null && !Array.isArray(lead.fields)) lead.fields = [lead.fields];
      return asJson(json());
    case 6: {
      // truncated or corrupted JSON
      const text = json();
      const cut = random.int(1, text.length - 2);
      return asJson(random.bool() ? text.slice(0, cut) : text.slice(0, cut) + random.pick(['\u0000', '\u0001', '\u0007', '\u001f']) + text.slice(cut + 1));
    }
    case 7: // random bytes
      return asJson(random.bytes(random.int(1, 400)));
    case 8: // over the size limit
      fields.message = random.ascii(17_000);
      return asJson(json());
    case 9: // not JSON by content type
      return {
        body: json(),
        headers: { 'content-type': random.pick(['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/octet-stream', 'image/png']) },
        botSignal,
        label: labels.join(','),
      };
    case 10: // message over 2000 characters (but under the body limit)
      fields.message = random.ascii(random.int(2001, 4000));
      return asJson(json());
    default: // fields replaced by a non-object
      lead.fields = random.pick([null, 'x', 1, [], [fields], true]);
      return asJson(json());
  }
}
