// POST /api/leads as a visitor's browser, a bot and a broken client see it: every answer is clear and
// nothing partial is ever stored. Runs against PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { leads } from '../../../src/features/leads/tables';
import { testDrivers, type TestDatabase } from '@/server/db/testing';
import { handleLeadApiRequest, MAX_BODY_BYTES } from '@/features/leads/server/api-handler';
import { resetLeadRateLimiter } from '@/features/leads/server/rate-limit';
import { submitLead } from '@/features/leads/server/submit-lead';
import { apiRequest, prepareApiTests } from '../support/api-test';

const person = {
  firstName: 'Rosa',
  lastName: 'Huamán',
  phone: '+51 987 654 321',
  service: 'webs-y-apps',
  source: 'other',
  message: 'Necesito una tienda online.',
};

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return handleLeadApiRequest(apiRequest('/api/leads', body, headers));
}

describe.each(testDrivers())('POST /api/leads on %s', (driver) => {
  let database: TestDatabase;

  prepareApiTests({
    driver,
    env: { LEADS_RATE_LIMIT_POINTS: '1000', HUBSPOT_PORTAL_ID: undefined, LEADS_WEBHOOK_URL: undefined, SMTP_URL: undefined },
    resetLimiter: resetLeadRateLimiter,
    useTestDatabase: (opened) => (database = opened),
  });

  const stored = () => database.db.select().from(leads);

  it('stores a valid lead with its page, language, referrer and UTM, and answers 201 with its id', async () => {
    const response = await post(
      {
        formId: 'nuevo-contacto',
        locale: 'es',
        fields: person,
        page: '/nuevo-contacto?utm_source=facebook',
        referrer: 'https://www.google.com/',
        utm: { utm_source: 'facebook', utm_campaign: 'abril', other: 'dropped' },
      },
      { 'user-agent': 'Vitest' },
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [lead] = await stored();
    expect(lead).toMatchObject({
      id,
      formId: 'nuevo-contacto',
      formKind: 'contact',
      locale: 'es',
      firstName: 'Rosa',
      lastName: 'Huamán',
      phone: '+51987654321',
      service: 'webs-y-apps',
      source: 'other',
      page: '/nuevo-contacto?utm_source=facebook',
      referrer: 'https://www.google.com/',
      utm: { utm_source: 'facebook', utm_campaign: 'abril' },
      ip: '198.51.100.7',
      userAgent: 'Vitest',
    });
  });

  it("answers 422 with the errors by field in the lead's language, storing nothing", async () => {
    const es = await post({ formId: 'contacto', locale: 'es', fields: { firstName: '', phone: 'abc', service: 'webs-y-apps' } });
    expect(es.status).toBe(422);
    expect((await es.json()).errors).toEqual({
      firstName: 'Este campo es obligatorio.',
      lastName: 'Este campo es obligatorio.',
      phone: 'Escribe un teléfono válido: 9 dígitos en Perú o el número internacional con +código de país.',
      service: 'Elige una opción de la lista.', // contacto offers the legacy list
      source: 'Este campo es obligatorio.',
    });
    const en = await post({ formId: 'nosotros', locale: 'en', fields: { ...person, lastName: '<script>' } });
    expect((await en.json()).errors).toEqual({ lastName: 'Enter a valid name (letters, spaces, apostrophes and hyphens only).' });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses unknown forms, unknown fields and wrong types', async () => {
    const unknownForm = await post({ formId: 'no-such-form', locale: 'en', fields: person });
    expect(unknownForm.status).toBe(422);
    expect((await unknownForm.json()).errors).toEqual({ formId: 'Unknown form.' });

    const unknownField = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, company: 'ACME' }, admin: true });
    expect(unknownField.status).toBe(422);
    expect((await unknownField.json()).errors).toEqual({ admin: 'Campo no reconocido.' });
    const unknownInnerField = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, company: 'ACME' } });
    expect((await unknownInnerField.json()).errors).toEqual({ company: 'Campo no reconocido.' });

    const wrongTypes = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, phone: 987654321, message: ['x'] } });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys((await wrongTypes.json()).errors).sort()).toEqual(['message', 'phone']);
    const wrongEnvelope = await post({ formId: 'nuevo-contacto', locale: 'fr', fields: 'all of them' });
    expect(wrongEnvelope.status).toBe(422);
    expect(Object.keys((await wrongEnvelope.json()).errors).sort()).toEqual(['fields', 'locale']);
    expect(await stored()).toHaveLength(0);
  });

  it('answers malformed JSON, other media types, oversized bodies and cross-site posts clearly', async () => {
    expect((await post('{"formId": "contacto",')).status).toBe(400);
    expect((await post('formId=contacto', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    const huge = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, message: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(huge.status).toBe(413);
    const crossSite = await post({ formId: 'nuevo-contacto', locale: 'es', fields: person }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await stored()).toHaveLength(0);
  });

  it('caps the message at 2000 characters', async () => {
    const response = await post({ formId: 'nuevo-contacto', locale: 'en', fields: { ...person, message: 'x'.repeat(2001) } });
    expect((await response.json()).errors).toEqual({ message: 'At most 2000 characters.' });
  });

  it('keeps HTML and script as plain text', async () => {
    const message = '<img src=x onerror=alert(1)><script>alert("x")</script> & "quotes"';
    expect((await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, message } })).status).toBe(201);
    expect((await stored())[0]!.message).toBe(message);
  });

  it('gives a bot a neutral 201 and stores nothing (honeypot, too fast)', async () => {
    const honeypot = await post({ formId: 'nuevo-contacto', locale: 'es', fields: person, website: 'http://spam.example' });
    expect(honeypot.status).toBe(201);
    expect((await honeypot.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    const tooFast = await post({ formId: 'nuevo-contacto', locale: 'es', fields: person, startedAt: Date.now() - 300 });
    expect(tooFast.status).toBe(201);
    expect(await stored()).toHaveLength(0);
    const human = await post({ formId: 'nuevo-contacto', locale: 'es', fields: person, startedAt: Date.now() - 30_000 });
    expect(human.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it('makes one lead of a double submit, with the client key or, without one, by content', async () => {
    const withKey = { formId: 'nuevo-contacto', locale: 'es', fields: person, idempotencyKey: 'b3c1f0d2a4e5f6a7' };
    const answers = await Promise.all([post(withKey), post(withKey), post(withKey)]);
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).id));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);

    const noKey = { formId: 'nosotros', locale: 'es', fields: person };
    const [a, b] = await Promise.all([post(noKey), post(noKey)]);
    expect((await a.json()).id).toBe((await b.json()).id);
    expect(await stored()).toHaveLength(2);
    // A different person (another IP) with the same words is another lead.
    expect((await post(noKey, { 'x-forwarded-for': '192.0.2.44' })).status).toBe(201);
    expect(await stored()).toHaveLength(3);
  });

  it('rate-limits one IP with a clear message in its language, and spares invalid attempts', async () => {
    process.env.LEADS_RATE_LIMIT_POINTS = '2';
    resetEnvCache();
    resetLeadRateLimiter();
    expect((await post({ formId: 'nuevo-contacto', locale: 'en', fields: { firstName: '' } })).status).toBe(422);
    for (const name of ['Ana', 'Bea']) {
      expect((await post({ formId: 'nuevo-contacto', locale: 'en', fields: { ...person, firstName: name } })).status).toBe(201);
    }
    const limited = await post({ formId: 'nuevo-contacto', locale: 'en', fields: { ...person, firstName: 'Cira' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe('You have sent too many forms. Please wait a few minutes and try again.');
    expect((await post({ formId: 'nuevo-contacto', locale: 'en', fields: { ...person, firstName: 'Dora' } }, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(
      201,
    );
  });

  it('answers 503 with the generic error and Retry-After when the database fails, storing nothing', async () => {
    await database.close();
    const response = await post({ formId: 'nuevo-contacto', locale: 'es', fields: person });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect((await response.json()).message).toBe('Ocurrió un error. Por favor, intente de nuevo.');
    const reopened = await database.reopen();
    expect(await reopened.db.select().from(leads)).toHaveLength(0);
    await reopened.close();
  });

  it('files a Darky lead (form "chatbot") without last name or how they knew us', async () => {
    const result = await submitLead({
      formId: 'chatbot',
      locale: 'en',
      fields: { firstName: 'Sam', phone: '+1 415 555 0100', message: 'Chatbot for my shop' },
      context: { page: '/en', ip: '203.0.113.1' },
    });
    expect(result.ok).toBe(true);
    const [lead] = await stored();
    expect(lead).toMatchObject({ formId: 'chatbot', firstName: 'Sam', lastName: null, source: null, phone: '+14155550100' });
  });

  it('files a Darky lead with an e-mail and no phone; neither is refused on the phone field in the language, storing nothing', async () => {
    const emailOnly = await submitLead({
      formId: 'chatbot',
      locale: 'es',
      fields: { firstName: 'Lucía', email: 'Lucia@Empresa.PE', message: 'Darky: Chatbot' },
      context: { page: '/servicios', idempotencyKey: 'darky-email-only' },
    });
    expect(emailOnly.ok).toBe(true);
    const [lead] = await stored();
    expect(lead).toMatchObject({ formId: 'chatbot', firstName: 'Lucía', phone: null, email: 'Lucia@empresa.pe' });
    // The console's search column is built without a phone (coalesce), not left null.
    expect(lead!.searchText).toBe('lucia  lucia@empresa.pe darky: chatbot ');

    await database.db.delete(leads);
    const es = await post({ formId: 'chatbot', locale: 'es', fields: { firstName: 'Lucía', phone: '', email: '' } });
    expect(es.status).toBe(422);
    expect((await es.json()).errors).toEqual({ phone: 'Déjanos un teléfono o un correo para responderte.' });
    const en = await post({ formId: 'chatbot', locale: 'en', fields: { firstName: '' } });
    expect(en.status).toBe(422);
    // Said with the other fields' errors, not on a second try.
    expect((await en.json()).errors).toEqual({ firstName: 'This field is required.', phone: 'Leave us a phone or an e-mail so we can get back to you.' });
    // A phone given but wrong keeps the phone's own message.
    const wrong = await post({ formId: 'chatbot', locale: 'en', fields: { firstName: 'Sam', phone: 'abc' } });
    expect((await wrong.json()).errors).toEqual({ phone: 'Enter a valid phone: 9 digits in Peru or the international number with +country code.' });
    expect(await stored()).toHaveLength(0);
    // The site's forms keep asking for a phone (their own UX, docs/decisions.md).
    const form = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, phone: '', email: 'rosa@empresa.pe' } });
    expect((await form.json()).errors).toEqual({ phone: 'Este campo es obligatorio.' });
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limit shared through Redis', () => {
  prepareApiTests({
    driver: 'pglite',
    env: { REDIS_URL: process.env.TEST_REDIS_URL, LEADS_RATE_LIMIT_POINTS: '1' },
    resetLimiter: resetLeadRateLimiter,
    useTestDatabase: () => {},
  });

  it('counts an IP in Redis, so a second process would see the same allowance', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    expect((await post({ formId: 'nuevo-contacto', locale: 'es', fields: person }, { 'x-forwarded-for': ip })).status).toBe(201);
    resetLeadRateLimiter(); // a fresh limiter, as another process would have
    const limited = await post({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, firstName: 'Otra' } }, { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toBe('Has enviado demasiados formularios. Espera unos minutos e inténtalo de nuevo.');
  });
});
