// The Culqi adapter against a fake Culqi on 127.0.0.1 (both database drivers): charges, the 3-D Secure
// round, declines, a timeout settled by looking the charge up, and webhook events confirmed with Culqi
// (applied, duplicated, mismatched, unknown). Then the paid link's receipt and notice leave through the outbox.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, paymentEvents, paymentLinks, paymentNotices, type PaymentLink } from '../../../src/features/payments/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import { handleCulqiEvent } from '@/features/payments/server/culqi-events';
import { createPaymentLink } from '@/features/payments/server/payment-links';
import { paymentNoticeDeliverers } from '@/features/payments/server/payment-notices';
import { paymentOutboxQueue } from '@/features/payments/server/payment-outbox';
import { payLink, type PayDeps } from '@/features/payments/server/pay-link';
import { CulqiClient } from '@/features/payments/server/providers/culqi-client';
import { culqiProvider } from '@/features/payments/server/providers/culqi-provider';
import type { Env } from '@/config/env';
import { FakeSmtpSink, freePort } from '../leads/support/fake-receivers';
import { FAKE_SECRET_KEY, FakeCulqi } from './support/fake-culqi';

const silent = pino({ level: 'silent' });
const request = (token: string, attemptKey = randomUUID()) => ({ attemptKey, token, locale: 'es' as const, email: 'client@example.com' });
const token = (scenario: string) => `tkn_test_${scenario}${randomUUID().replaceAll('-', '').slice(0, 12)}`;

describe.each(testDrivers())('Culqi adapter on %s', (driver) => {
  let database: TestDatabase;
  let culqi: FakeCulqi;
  let client: CulqiClient;
  let deps: PayDeps;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    culqi = new FakeCulqi();
    await culqi.up();
    client = new CulqiClient({ secretKey: FAKE_SECRET_KEY, apiBase: culqi.baseUrl, timeoutMs: 500 });
    deps = { db: database.db, provider: culqiProvider(client), logger: silent, leaseMs: 30_000 };
  });
  afterAll(async () => {
    await culqi?.down();
    await database?.destroy();
  });

  const newLink = (amountCents = 15_000, currency: 'PEN' | 'USD' = 'PEN') =>
    createPaymentLink(database.db, { concept: 'Landing page', amountCents, currency, clientEmail: 'client@example.com', expiresInMs: 86_400_000 });

  it('charges the amount and currency of the link, with the link and attempt in the metadata', async () => {
    const link = await newLink(25_050, 'USD');
    const outcome = await payLink(deps, link.code, request(token('ok')));
    expect(outcome.status).toBe('succeeded');
    const sent = culqi.chargeRequests.at(-1)!;
    expect(sent).toMatchObject({ amount: 25_050, currency_code: 'USD', email: 'client@example.com', description: 'Landing page' });
    const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
    expect(sent.metadata).toEqual({ link_id: link.id, attempt_id: attempt!.id });
    expect(attempt!.chargeId).toMatch(/^chr_test_/);
  });

  it('runs the 3-D Secure round: a 200 asks for it, the resend with the authentication charges', async () => {
    const link = await newLink();
    const first = request(token('3ds'));
    expect(await payLink(deps, link.code, first)).toEqual({ status: 'requires_3ds' });
    const authentication = { eci: '05', xid: 'xid-1', cavv: 'cavv-1', protocolVersion: '2.1.0', directoryServerTransactionId: 'ds-1' };
    expect((await payLink(deps, link.code, { ...first, authentication })).status).toBe('succeeded');
    expect(culqi.chargeRequests.at(-1)!.authentication_3DS).toEqual(authentication);
  });

  it('explains a decline with its code and leaves the link open', async () => {
    const link = await newLink();
    expect(await payLink(deps, link.code, request(token('declined')))).toEqual({ status: 'declined', code: 'insufficient_funds' });
    const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: 'open', chargingAttemptId: null });
  });

  it('after a timeout finds the charge Culqi made and pays the link once', async () => {
    const link = await newLink();
    const before = culqi.chargeRequests.length;
    const outcome = await payLink(deps, link.code, request(token('slow')));
    expect(outcome.status).toBe('succeeded');
    expect(culqi.chargeRequests.length - before).toBe(1);
  });

  it('refuses a wrong secret key as a processing error, without charging', async () => {
    const link = await newLink();
    const wrong = culqiProvider(new CulqiClient({ secretKey: 'sk_test_wrong', apiBase: culqi.baseUrl, timeoutMs: 500 }));
    expect(await payLink({ ...deps, provider: wrong }, link.code, request(token('ok')))).toEqual({ status: 'declined', code: 'processing_error' });
  });

  describe('webhook events', () => {
    const event = (data: unknown, id = `evt_test_${randomUUID()}`) => ({
      object: 'event',
      id,
      type: 'charge.creation.succeeded',
      creation_date: Date.now(),
      data: JSON.stringify(data),
    });
    const eventDeps = () => ({ db: database.db, culqi: client, logger: silent });

    async function openAttempt(link: PaymentLink) {
      const [attempt] = await database.db
        .insert(paymentAttempts)
        .values({ id: randomUUID(), linkId: link.id, provider: 'culqi', idempotencyKey: randomUUID(), amountCents: link.amountCents, currency: link.currency })
        .returning();
      return attempt!;
    }

    it('applies a charge confirmed with Culqi (amount, currency, link), once per event id', async () => {
      const link = await newLink();
      const attempt = await openAttempt(link);
      const charge = culqi.addCharge({ amount: 15_000, currency_code: 'PEN', metadata: { link_id: link.id, attempt_id: attempt.id } });
      const payload = event({ object: 'charge', id: charge.id });
      expect(await handleCulqiEvent(eventDeps(), payload)).toEqual({ result: 'applied' });
      expect(await handleCulqiEvent(eventDeps(), payload)).toEqual({ result: 'duplicate' });
      const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
      expect(row!.status).toBe('paid');
      expect(await database.db.select().from(paymentNotices).where(eq(paymentNotices.linkId, link.id))).toHaveLength(2);
    });

    it('ignores an event whose charge at Culqi does not match the link: the link stays open, the event is logged as a mismatch', async () => {
      const link = await newLink();
      const attempt = await openAttempt(link);
      // The event claims our link, but Culqi's charge is for 1.00: a forged or mistaken event.
      const charge = culqi.addCharge({ amount: 100, currency_code: 'PEN', metadata: { link_id: link.id, attempt_id: attempt.id } });
      const payload = event({ object: 'charge', id: charge.id, amount: 15_000 });
      const outcome = await handleCulqiEvent(eventDeps(), payload);
      expect(outcome).toMatchObject({ result: 'ignored', reason: expect.stringContaining('mismatch') });
      const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
      expect(row!.status).toBe('open');
      const [logged] = await database.db.select().from(paymentEvents).where(eq(paymentEvents.id, payload.id));
      expect(logged!.outcome).toContain('mismatch');
    });

    it('ignores charges Culqi does not know, and refuses malformed events', async () => {
      expect(await handleCulqiEvent(eventDeps(), event({ object: 'charge', id: 'chr_test_forged' }))).toMatchObject({ result: 'ignored' });
      expect(await handleCulqiEvent(eventDeps(), { hello: 'world' })).toEqual({ result: 'invalid' });
    });

    it('asks Culqi to retry when Culqi cannot be reached to confirm', async () => {
      const unreachable = new CulqiClient({ secretKey: FAKE_SECRET_KEY, apiBase: `http://127.0.0.1:${await freePort()}`, timeoutMs: 300 });
      const payload = event({ object: 'charge', id: 'chr_test_any' });
      expect(await handleCulqiEvent({ ...eventDeps(), culqi: unreachable }, payload)).toEqual({ result: 'retry' });
      expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.id, payload.id))).toHaveLength(0);
    });
  });

  it('sends the receipt to the client and the notice to the agency through the outbox', async () => {
    const smtp = new FakeSmtpSink(await freePort());
    await smtp.up();
    try {
      const link = await newLink();
      expect((await payLink(deps, link.code, request(token('ok')))).status).toBe('succeeded');
      const env = { SMTP_URL: smtp.url, LEADS_MAIL_TO: 'ventas@darkodigital.pe', LEADS_MAIL_FROM: 'web@darkodigital.pe' } as Env;
      const worker = new OutboxWorker<PaymentLink>({
        db: async () => database.db,
        queue: paymentOutboxQueue,
        deliverers: paymentNoticeDeliverers(env, async () => database.db),
        logger: silent,
        maxAttempts: 3,
        baseDelayMs: 10,
      });
      await worker.drain();
      const notices = await database.db.select().from(paymentNotices).where(eq(paymentNotices.linkId, link.id));
      expect(notices.every((n) => n.status === 'delivered')).toBe(true);
      const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
      // Earlier tests' paid links are in this outbox too: pick this link's mails by their header.
      const ours = smtp.messages.filter((m) => m.raw.includes(link.id));
      const receipt = ours.find((m) => m.to.includes('client@example.com'))!;
      expect(receipt.raw).toContain(row!.receiptNumber!);
      expect(receipt.raw).toContain('Comprobante');
      // The agency's notice, in the site's default language (quoted-printable: soft line breaks joined; the subject an
      // encoded word, as the amount's no-break space is not ASCII).
      const notice = ours.find((m) => m.to.includes('ventas@darkodigital.pe'))!.raw.replace(/=\r\n/g, '');
      expect(notice).toContain(`Subject: =?UTF-8?Q?Pago_recibido_${row!.receiptNumber}=3A`);
      expect(notice).toContain('Cliente: - <client@example.com>');
      expect(notice).toContain('Proveedor: culqi chr_');
      expect(notice).toContain(`Enlace: ${link.code}`);
    } finally {
      await smtp.down();
    }
  });
});
