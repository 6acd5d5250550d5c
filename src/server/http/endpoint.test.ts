// The edge's fixed order of checks (method → origin → guard → limit → size → type → parse → validate → handle) and its
// answers in the request's language, over a Fetch Request.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerFetch, defineEndpoint, type UploadedFile } from './endpoint';

const SITE = 'http://localhost:3000';

function endpointWith(log: string[], allowed = true) {
  return defineEndpoint({
    path: '/api/things/:id',
    methods: ['POST'],
    summary: 'test',
    sameOrigin: true,
    body: { maxBytes: 64 },
    schema: z.strictObject({ name: z.string().min(1), locale: z.enum(['es', 'en']).optional() }),
    async limit() {
      log.push('limit');
      return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 7 };
    },
    handle({ input, params, locale }) {
      log.push('handle');
      return { status: 201, body: { name: input.name, id: params.id, locale } };
    },
  });
}

function post(body: string, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request(`${SITE}/api/things/7`, {
    method,
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: SITE, ...headers },
    body: method === 'GET' ? undefined : body,
  });
}

describe('defineEndpoint', () => {
  it('answers a valid request through the handler, with its path parameters and the body’s language', async () => {
    const log: string[] = [];
    const response = await answerFetch(endpointWith(log), post('{"name":"Ana","locale":"en"}'), { id: '7' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Ana', id: '7', locale: 'en' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(log).toEqual(['limit', 'handle']);
  });

  it('checks in order: method, origin, limit, size, type, parse, validate', async () => {
    const log: string[] = [];
    const wrongMethod = await answerFetch(endpointWith(log), post('', {}, 'GET'));
    expect([wrongMethod.status, wrongMethod.headers.get('allow')]).toEqual([405, 'OPTIONS, POST']);
    expect((await answerFetch(endpointWith(log), post('x', {}, 'OPTIONS'))).status).toBe(204);
    const crossSite = await answerFetch(endpointWith(log), post('{}', { origin: 'https://evil.example' }));
    expect(crossSite.status).toBe(403);
    expect(log).toEqual([]);
    // A refused allowance comes before the body is read: a huge body of the wrong type is still a 429.
    const limited = await answerFetch(endpointWith(log, false), post('x'.repeat(1000), { 'content-type': 'text/plain' }));
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '7']);
    expect((await limited.json()).message).toBe('Demasiadas solicitudes desde tu conexión. Espera un momento y vuelve a intentarlo.');
    expect((await answerFetch(endpointWith(log), post('x'.repeat(65), { 'content-type': 'text/plain' }))).status).toBe(413);
    expect((await answerFetch(endpointWith(log), post('{', { 'content-type': 'text/plain' }))).status).toBe(415);
    expect((await answerFetch(endpointWith(log), post('{'))).status).toBe(400);
    expect(log).not.toContain('handle');
  });

  it('names every field error in the request’s language, an unknown key (even __proto__) as unrecognized', async () => {
    const log: string[] = [];
    const es = await answerFetch(endpointWith(log), post('{"name":"","extra":1}'));
    expect(es.status).toBe(422);
    expect((await es.json()).errors).toEqual({ name: 'Valor no válido.', extra: 'Campo no reconocido.' });
    const en = await answerFetch(endpointWith(log), post('{"locale":"en","__proto__":{"x":1}}'));
    const errors = (await en.json()).errors as Record<string, string>;
    expect(Object.entries(errors)).toEqual([
      ['name', 'Invalid value.'],
      ['__proto__', 'Unrecognized field.'],
    ]);
    expect(log).toEqual(['limit', 'limit']);
  });

  it('answers a failing handler 500 in the request’s language, without details', async () => {
    const failing = defineEndpoint({
      path: '/api/fail',
      methods: ['GET'],
      summary: 'test',
      sameOrigin: false,
      handle() {
        throw new Error('secret detail');
      },
    });
    const response = await answerFetch(failing, new Request(`${SITE}/api/fail?locale=en`));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'server_error', message: 'An error ocurred. Please, try again.' });
  });

  it('runs the guard after the origin and before the limit and the body; its principal reaches the handler', async () => {
    const log: string[] = [];
    const guarded = defineEndpoint({
      path: '/api/upload',
      methods: ['POST'],
      summary: 'test',
      sameOrigin: true,
      body: { maxBytes: 1024, format: 'form' },
      schema: z.strictObject({ title: z.string().min(1), file: z.custom<UploadedFile>((value) => Buffer.isBuffer((value as UploadedFile)?.bytes)) }),
      async guard({ headers }) {
        log.push('guard');
        return headers.get('cookie') === 'who=ana' ? { principal: 'ana' } : { refuse: { status: 401, body: { error: 'unauthorized' } } };
      },
      async limit() {
        log.push('limit');
        return { allowed: true };
      },
      handle({ input, principal }) {
        return { status: 201, body: { by: principal, title: input.title, bytes: input.file.bytes.length, name: input.file.name } };
      },
    });
    const form = (cookie: string, size = 10) => {
      const data = new FormData();
      data.set('title', 'Cat');
      data.set('file', new Blob([new Uint8Array(size)]), 'cat.png');
      return new Request(`${SITE}/api/upload`, { method: 'POST', body: data, headers: { host: 'localhost:3000', origin: SITE, cookie } });
    };
    const crossSite = new Request(`${SITE}/api/upload`, { method: 'POST', body: 'x', headers: { origin: 'https://evil.example' } });
    expect((await answerFetch(guarded, crossSite)).status).toBe(403);
    expect(log).toEqual([]);
    // Refused before the body: a body over the cap is still a 401, not a 413.
    expect((await answerFetch(guarded, form('who=bob', 4096))).status).toBe(401);
    expect(log).toEqual(['guard']);
    const accepted = await answerFetch(guarded, form('who=ana'));
    expect(await accepted.json()).toEqual({ by: 'ana', title: 'Cat', bytes: 10, name: 'cat.png' });
    expect(log).toEqual(['guard', 'guard', 'limit']);
    const notAForm = new Request(`${SITE}/api/upload`, {
      method: 'POST',
      body: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=y', cookie: 'who=ana' },
    });
    expect((await answerFetch(guarded, notAForm)).status).toBe(400);
  });
});
