// Regressions found by the fuzz suite (tests/fuzz): a NUL in free text made PostgreSQL refuse the insert (500),
// a "__proto__" field slipped past the unknown-field check, and posts to unknown forms spent the IP's allowance.
// Runs against PGlite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { leads } from '../../../src/features/leads/tables';
import { testDrivers, type TestDatabase } from '@/server/db/testing';
import { handleLeadApiRequest } from '@/features/leads/server/api-handler';
import { resetLeadRateLimiter } from '@/features/leads/server/rate-limit';
import { apiRequest, prepareApiTests } from '../support/api-test';

const person = { firstName: 'Rosa', lastName: 'Huamán', phone: '987 654 321', service: 'webs-y-apps', source: 'other' };

function post(body: string): Promise<Response> {
  return handleLeadApiRequest(apiRequest('/api/leads', body));
}

describe.each(testDrivers())('hostile lead input on %s', (driver) => {
  let database: TestDatabase;

  prepareApiTests({
    driver,
    env: { LEADS_RATE_LIMIT_POINTS: '3', HUBSPOT_PORTAL_ID: undefined, LEADS_WEBHOOK_URL: undefined, SMTP_URL: undefined },
    resetLimiter: resetLeadRateLimiter,
    useTestDatabase: (opened) => (database = opened),
  });

  it('stores a lead whose message, page, referrer and UTM hold NUL characters, without them', async () => {
    const response = await post(
      JSON.stringify({
        formId: 'nuevo-contacto',
        locale: 'es',
        fields: { ...person, message: 'antes\u0000después' },
        page: '/nuevo-contacto?\u0000',
        referrer: 'https://a.example/\u0000',
        utm: { utm_source: 'fb\u0000' },
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({ message: 'antesdespués', page: '/nuevo-contacto?', referrer: 'https://a.example/', utm: { utm_source: 'fb' } });
  });

  it('still refuses a NUL in a name or phone', async () => {
    const response = await post(
      JSON.stringify({ formId: 'nuevo-contacto', locale: 'es', fields: { ...person, firstName: 'Rosa\u0000', phone: '987654321\u0000' } }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(['firstName', 'phone']);
  });

  it('refuses a "__proto__" field as an unknown field', async () => {
    const body = `{"formId":"nuevo-contacto","locale":"en","fields":${JSON.stringify(person).slice(0, -1)},"__proto__":{"message":"x"}}}`;
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ __proto__: 'Unrecognized field.' });
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it('spends none of the allowance on unknown forms', async () => {
    for (const formId of ['nope', 'toString', '__proto__', 'x', 'y']) {
      const response = await post(JSON.stringify({ formId, locale: 'es', fields: person }));
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ formId: 'Formulario desconocido.' });
    }
    expect((await post(JSON.stringify({ formId: 'nuevo-contacto', locale: 'es', fields: person }))).status).toBe(201);
  });
});
