// The outbox delivers every lead to the CRM, the webhook and the mailbox, survives an outage and a
// restart without losing or duplicating a lead, and gives up (dead letter) after the last try.
import { createHmac } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getEnv, resetEnvCache } from '@/config/env';
import { closeDb, useDatabase, type DatabaseHandle } from '@/server/db';
import { leadDeliveries } from '../../../src/features/leads/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { leadOutboxQueue } from '@/features/leads/server/lead-outbox';
import { OutboxWorker, backoffDelayMs } from '@/server/outbox/outbox-worker';
import { deliverersFromEnv } from '@/features/leads/server/runtime';
import { submitLead } from '@/features/leads/server/submit-lead';
import { FakeHttpReceiver, FakeSmtpSink, freePort } from './support/fake-receivers';

const silent = pino({ level: 'silent' });
const WEBHOOK_SECRET = 'test-webhook-secret';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const validLead = {
  formId: 'contacto',
  locale: 'es' as const,
  fields: { firstName: 'Lucía', lastName: 'Quispe', phone: '987 654 321', service: 'web-page', source: 'recommendation', message: 'Quiero <b>una web</b>' },
  context: { page: '/contacto?utm_source=google', utm: { utm_source: 'google' }, ip: '203.0.113.9' },
};

describe('backoff', () => {
  it('doubles from the base delay, capped, within ±20 % jitter', () => {
    expect(backoffDelayMs(1, 1000, 60_000, () => 0.5)).toBe(1000);
    expect(backoffDelayMs(2, 1000, 60_000, () => 0.5)).toBe(2000);
    expect(backoffDelayMs(4, 1000, 60_000, () => 0.5)).toBe(8000);
    expect(backoffDelayMs(20, 1000, 60_000, () => 0.5)).toBe(60_000);
    expect(backoffDelayMs(1, 1000, 60_000, () => 0)).toBe(800);
    expect(backoffDelayMs(1, 1000, 60_000, () => 1)).toBe(1200);
  });
});

describe.each(testDrivers())('lead outbox on %s', (driver) => {
  let database: TestDatabase;
  let current: DatabaseHandle;
  let crm: FakeHttpReceiver;
  let webhook: FakeHttpReceiver;
  let smtp: FakeSmtpSink;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    crm = new FakeHttpReceiver(await freePort());
    webhook = new FakeHttpReceiver(await freePort());
    smtp = new FakeSmtpSink(await freePort());
  });

  beforeEach(async () => {
    Object.assign(process.env, {
      HUBSPOT_PORTAL_ID: '424242',
      HUBSPOT_API_BASE: crm.baseUrl,
      LEADS_WEBHOOK_URL: `${webhook.baseUrl}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SMTP_URL: smtp.url,
      LEADS_MAIL_TO: 'ventas@darkodigital.pe',
      LEADS_MAIL_FROM: 'web@darkodigital.pe',
    });
    resetEnvCache();
    database = await openTestDatabase(driver);
    current = database;
    useDatabase(database);
    crm.requests.length = 0;
    webhook.requests.length = 0;
    smtp.messages.length = 0;
    crm.status = 200;
    webhook.status = 200;
  });

  afterEach(async () => {
    await Promise.all([crm.down(), webhook.down(), smtp.down()]);
    await closeDb();
    if (current !== database) await current.close().catch(() => {});
    await database.destroy();
    process.env = { ...savedEnv };
    resetEnvCache();
  });

  afterAll(() => {
    resetEnvCache();
  });

  function worker(maxAttempts = 5) {
    return new OutboxWorker({
      db: async () => current.db,
      queue: leadOutboxQueue,
      deliverers: deliverersFromEnv(getEnv()),
      logger: silent,
      maxAttempts,
      baseDelayMs: 20,
    });
  }

  async function deliveries() {
    return current.db.select().from(leadDeliveries).orderBy(leadDeliveries.channel);
  }

  it('delivers a stored lead to the CRM form, the signed webhook and the mailbox', async () => {
    await Promise.all([crm.up(), webhook.up(), smtp.up()]);
    const result = await submitLead(validLead);
    expect(result.ok).toBe(true);
    const id = (result as { id: string }).id;

    expect(await worker().drain()).toBe(3);
    expect((await deliveries()).map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ['email', 'delivered', 1],
      ['hubspot', 'delivered', 1],
      ['webhook', 'delivered', 1],
    ]);

    // CRM: the form of contacto in content/forms.json, with the standard contact properties.
    expect(crm.requests).toHaveLength(1);
    expect(crm.requests[0]!.url).toBe('/submissions/v3/integration/submit/424242/881798f2-2e33-56fa-a1ff-905053fa2356');
    const crmBody = JSON.parse(crm.requests[0]!.body);
    expect(crmBody.fields).toContainEqual({ objectTypeId: '0-1', name: 'firstname', value: 'Lucía' });
    expect(crmBody.fields).toContainEqual({ objectTypeId: '0-1', name: 'phone', value: '987654321' });
    expect(crmBody.context).toMatchObject({ pageName: 'contacto', ipAddress: '203.0.113.9' });

    // Webhook: HMAC-SHA256 of "timestamp.body" with the shared secret.
    const hook = webhook.requests[0]!;
    const expected = createHmac('sha256', WEBHOOK_SECRET).update(`${hook.headers['x-leads-timestamp']}.${hook.body}`).digest('hex');
    expect(hook.headers['x-leads-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(hook.body).lead).toMatchObject({ id, formId: 'contacto', message: 'Quiero <b>una web</b>', utm: { utm_source: 'google' } });

    // Email: plain text to the sales mailbox.
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['ventas@darkodigital.pe']);
    expect(smtp.messages[0]!.raw).toContain(`X-Lead-ID: ${id}`);
    expect(smtp.messages[0]!.raw).toContain('Content-Type: text/plain');
  });

  it('delivers a chat lead with an e-mail and no phone: no empty phone to the CRM, null in the webhook, no phone line in the mail', async () => {
    await Promise.all([crm.up(), webhook.up(), smtp.up()]);
    const result = await submitLead({
      formId: 'chatbot',
      locale: 'es',
      fields: { firstName: 'Lucía', email: 'lucia@empresa.pe', service: 'chatbot', message: 'Darky: Chatbot' },
      context: { page: '/servicios', idempotencyKey: 'darky-outbox-email-only' },
    });
    expect(result.ok).toBe(true);
    expect(await worker().drain()).toBe(3);
    expect((await deliveries()).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
    const crmFields = JSON.parse(crm.requests[0]!.body).fields as Array<{ name: string; value: string }>;
    expect(crmFields.map((f) => f.name)).not.toContain('phone');
    expect(crmFields).toContainEqual({ objectTypeId: '0-1', name: 'email', value: 'lucia@empresa.pe' });
    expect(JSON.parse(webhook.requests[0]!.body).lead).toMatchObject({ phone: null, email: 'lucia@empresa.pe' });
    expect(smtp.messages[0]!.raw).toContain('lucia@empresa.pe');
    expect(smtp.messages[0]!.raw).not.toMatch(/Tel(é|=C3=A9)fono/);
  });

  it('keeps leads through an outage and a restart, then delivers each exactly once', async () => {
    // Outage: the CRM answers 503, the webhook and the mail server are down.
    crm.status = 503;
    await crm.up();
    const first = await submitLead(validLead);
    const second = await submitLead({ ...validLead, fields: { ...validLead.fields, firstName: 'Mateo' } });
    expect(first.ok && second.ok).toBe(true);

    const before = worker();
    expect(await before.drain()).toBe(6);
    const failed = await deliveries();
    expect(failed.every((d) => d.status === 'pending' && d.attempts === 1 && d.lastError)).toBe(true);
    await before.stop();

    // Restart: the process goes away with everything pending; a new one opens the same database.
    await closeDb();
    current = await database.reopen();
    useDatabase(current);
    expect((await deliveries()).filter((d) => d.status === 'pending')).toHaveLength(6);

    // Recovery: the receivers come back; once the backoff has passed, everything is delivered.
    crm.status = 200;
    await Promise.all([webhook.up(), smtp.up()]);
    await sleep(120);
    const after = worker();
    await after.drain();
    const delivered = await deliveries();
    expect(delivered.map((d) => d.status)).toEqual(Array(6).fill('delivered'));
    expect(delivered.every((d) => d.attempts === 2)).toBe(true);
    expect(crm.requests.filter((r) => r.body.includes('Mateo'))).toHaveLength(2); // one refused at 503, one accepted
    expect(webhook.requests).toHaveLength(2);
    expect(smtp.messages).toHaveLength(2);
    expect(await after.drain()).toBe(0);
  });

  it('marks a delivery dead after the last try, and at once when the receiver refuses the lead', async () => {
    crm.status = 400; // HubSpot refusing the submission: retrying cannot help.
    webhook.status = 500;
    await Promise.all([crm.up(), webhook.up(), smtp.up()]);
    await submitLead(validLead);
    const outbox = worker(3);
    for (let pass = 0; pass < 3; pass += 1) {
      await outbox.drain();
      await sleep(150);
    }
    const byChannel = Object.fromEntries((await deliveries()).map((d) => [d.channel, d]));
    expect(byChannel.hubspot).toMatchObject({ status: 'dead', attempts: 1 });
    expect(byChannel.webhook).toMatchObject({ status: 'dead', attempts: 3 });
    expect(byChannel.webhook!.lastError).toContain('500');
    expect(byChannel.email).toMatchObject({ status: 'delivered' });
    expect(webhook.requests).toHaveLength(3);
  });

  it('does not hand a claimed delivery to a second worker', async () => {
    await Promise.all([crm.up(), webhook.up(), smtp.up()]);
    await submitLead(validLead);
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a + b).toBe(3);
    expect(crm.requests).toHaveLength(1);
    const rows = await current.db.select().from(leadDeliveries).where(eq(leadDeliveries.status, 'delivered'));
    expect(rows).toHaveLength(3);
  });
});
