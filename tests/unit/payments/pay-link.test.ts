// Paying a link on both database drivers: one charge per link whatever the clicks, declines then a good
// card, refusals of paid/expired/cancelled links, timeouts settled by a lookup, notices queued in the outbox.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentAttempts, paymentLinks, paymentNotices } from '../../../src/features/payments/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { cancelPaymentLink, createPaymentLink, findPaymentLink, listPaymentLinks } from '@/features/payments/server/payment-links';
import { MAX_FAILED_ATTEMPTS_PER_LINK, payLink, type PayDeps } from '@/features/payments/server/pay-link';
import { sandboxProvider } from '@/features/payments/server/providers/sandbox-provider';
import { ProviderUnavailableError, type ChargeInput, type ChargeResult, type PaymentProvider } from '@/features/payments/server/providers/payment-provider';
import { makeSandboxToken } from '@/features/payments/sandbox-cards';

const silent = pino({ level: 'silent' });
const card = (number: string) => {
  const made = makeSandboxToken({ number, expiry: '12/35', cvv: '123' });
  if (!made.ok) throw new Error('bad test card');
  return made.token;
};
const GOOD = '4111 1111 1111 1111';
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';
const request = (token: string, attemptKey = randomUUID()) => ({ attemptKey, token, locale: 'es' as const, email: 'client@example.com' });

describe.each(testDrivers())('paying a link on %s', (driver) => {
  let database: TestDatabase;
  let deps: PayDeps;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(() => {
    deps = { db: database.db, provider: sandboxProvider({ latencyMs: 20 }), logger: silent, leaseMs: 30_000 };
  });

  const newLink = (overrides: Partial<Parameters<typeof createPaymentLink>[1]> = {}) =>
    createPaymentLink(database.db, {
      concept: 'Landing page',
      amountCents: 15_000,
      currency: 'PEN',
      clientEmail: 'client@example.com',
      expiresInMs: 86_400_000,
      ...overrides,
    });

  it('pays with the success card: link paid with a receipt number, one successful attempt, notices in the outbox', async () => {
    const link = await newLink();
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const outcome = await payLink(deps, link.code, request(card(GOOD)));
    expect(outcome).toMatchObject({ status: 'succeeded', receiptNumber: expect.stringMatching(/^DD-\d{8}-[A-Z2-9]{6}$/) });
    const [row] = await database.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.id));
    expect(row).toMatchObject({ status: 'paid', chargingAttemptId: null });
    expect(row!.paidAt).toBeInstanceOf(Date);
    const attempts = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: 'succeeded', amountCents: 15_000, currency: 'PEN', cardLast4: '1111' });
    expect(attempts[0]!.succeededAt).toBeInstanceOf(Date);
    const notices = await database.db.select().from(paymentNotices).where(eq(paymentNotices.linkId, link.id)).orderBy(paymentNotices.channel);
    expect(notices.map((n) => [n.channel, n.status])).toEqual([
      ['agency_notice', 'pending'],
      ['client_receipt', 'pending'],
    ]);
  });

  it('makes one attempt of a double click (same attempt key) and answers both alike', async () => {
    const link = await newLink();
    const same = request(card(GOOD));
    const [first, second] = await Promise.all([payLink(deps, link.code, same), payLink(deps, link.code, same)]);
    const answers = [first.status, second.status].sort();
    // The second either waits for the first (pending, then asks again) or sees its success.
    expect(answers).toContain('succeeded');
    const again = await payLink(deps, link.code, same);
    expect(again.status).toBe('succeeded');
    const attempts = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
    expect(attempts).toHaveLength(1);
  });

  it('explains a declined card, then takes a good one', async () => {
    const link = await newLink();
    const declined = await payLink(deps, link.code, request(card(DECLINED)));
    expect(declined).toEqual({ status: 'declined', code: 'card_declined' });
    expect((await findPaymentLink(database.db, link.code))!.status).toBe('open');
    const paid = await payLink(deps, link.code, request(card(GOOD)));
    expect(paid.status).toBe('succeeded');
    const attempts = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
    expect(attempts.map((a) => a.status).sort()).toEqual(['failed', 'succeeded']);
    expect(attempts.find((a) => a.status === 'failed')!.failedAt).toBeInstanceOf(Date);
  });

  it('asks for 3-D Secure and charges on the second round with the same attempt', async () => {
    const link = await newLink();
    const first = request(card(CHALLENGE));
    expect(await payLink(deps, link.code, first)).toEqual({ status: 'requires_3ds' });
    const [waiting] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, first.attemptKey));
    expect(waiting).toMatchObject({ status: 'requires_3ds' });
    expect(waiting!.requires3dsAt).toBeInstanceOf(Date);
    const second = await payLink(deps, link.code, { ...first, authentication: { sandbox3ds: 'approved' } });
    expect(second.status).toBe('succeeded');
  });

  it('refuses a second payment of a paid link', async () => {
    const link = await newLink();
    await payLink(deps, link.code, request(card(GOOD)));
    expect(await payLink(deps, link.code, request(card(GOOD)))).toEqual({ status: 'refused', reason: 'paid' });
  });

  it('gives one charge for two concurrent payments with different attempts', async () => {
    const link = await newLink();
    let charges = 0;
    const counting: PaymentProvider = { ...deps.provider, charge: (input) => ((charges += 1), deps.provider.charge(input)) };
    const outcomes = await Promise.all([1, 2, 3].map(() => payLink({ ...deps, provider: counting }, link.code, request(card(GOOD)))));
    expect(outcomes.filter((o) => o.status === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status !== 'succeeded').every((o) => o.status === 'pending' || (o.status === 'refused' && o.reason === 'paid'))).toBe(true);
    expect(charges).toBe(1);
    const [summary] = await listPaymentLinks(database.db, { code: link.code });
    expect(summary).toMatchObject({ status: 'paid', succeededAttempts: 1, attempts: 1 });
  });

  it('refuses an expired link and records when it expired', async () => {
    const link = await newLink();
    await database.db
      .update(paymentLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(paymentLinks.id, link.id));
    expect(await payLink(deps, link.code, request(card(GOOD)))).toEqual({ status: 'refused', reason: 'expired' });
    const row = await findPaymentLink(database.db, link.code);
    expect(row).toMatchObject({ status: 'expired' });
    expect(row!.expiredAt).toBeInstanceOf(Date);
  });

  it('refuses a cancelled link and an unknown code', async () => {
    const link = await newLink();
    expect(await cancelPaymentLink(database.db, link.code)).toBe('cancelled');
    expect(await cancelPaymentLink(database.db, link.code)).toBe('not_open');
    expect(await payLink(deps, link.code, request(card(GOOD)))).toEqual({ status: 'refused', reason: 'cancelled' });
    expect(await payLink(deps, 'A'.repeat(22), request(card(GOOD)))).toEqual({ status: 'refused', reason: 'not_found' });
  });

  it('after a timeout looks the charge up before anything else, and finds it', async () => {
    const link = await newLink();
    const made: ChargeResult = { kind: 'succeeded', chargeId: 'chr_late', amountCents: 15_000, currency: 'PEN' };
    let lookups = 0;
    const slow: PaymentProvider = {
      name: 'sandbox',
      charge: async () => {
        throw new ProviderUnavailableError('timed out', true);
      },
      findCharge: async () => ((lookups += 1), made),
    };
    expect((await payLink({ ...deps, provider: slow }, link.code, request(card(GOOD)))).status).toBe('succeeded');
    expect(lookups).toBe(1);
    const [attempt] = await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.linkId, link.id));
    expect(attempt).toMatchObject({ status: 'succeeded', chargeId: 'chr_late' });
  });

  it('holds the link while a timed-out charge is unknown, and settles it first when the hold ends', async () => {
    const link = await newLink();
    let charged: ChargeInput | undefined;
    const lost: PaymentProvider = {
      name: 'sandbox',
      charge: async (input) => {
        charged = input;
        throw new ProviderUnavailableError('timed out', true);
      },
      findCharge: async () => null,
    };
    const first = request(card(GOOD));
    expect(await payLink({ ...deps, provider: lost }, link.code, first)).toEqual({ status: 'pending' });
    // Another try meanwhile must not charge: the link is held.
    expect(await payLink(deps, link.code, request(card(GOOD)))).toEqual({ status: 'pending' });
    // The hold ends; the provider now reports the charge the lost answer made: it pays the link, nothing else is charged.
    await database.db
      .update(paymentLinks)
      .set({ chargingUntil: sql`now() - interval '1 second'` })
      .where(eq(paymentLinks.id, link.id));
    const late: PaymentProvider = {
      name: 'sandbox',
      charge: async () => {
        throw new Error('must not charge again');
      },
      findCharge: async (input) =>
        input.attemptId === charged!.attemptId ? { kind: 'succeeded', chargeId: 'chr_found', amountCents: 15_000, currency: 'PEN' } : null,
    };
    expect(await payLink({ ...deps, provider: late }, link.code, request(card(GOOD)))).toEqual({ status: 'refused', reason: 'paid' });
    expect(await payLink({ ...deps, provider: late }, link.code, first)).toMatchObject({ status: 'succeeded' });
  });

  it('lets the database refuse a second successful attempt of one link', async () => {
    const link = await newLink();
    await payLink(deps, link.code, request(card(GOOD)));
    await expect(
      database.db.insert(paymentAttempts).values({
        id: randomUUID(),
        linkId: link.id,
        provider: 'sandbox',
        idempotencyKey: randomUUID(),
        status: 'succeeded',
        amountCents: 15_000,
        currency: 'PEN',
      }),
    ).rejects.toThrow();
  });

  it('stops taking tries after too many declined cards', async () => {
    const link = await newLink();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS_PER_LINK; i++) expect((await payLink(deps, link.code, request(card(DECLINED)))).status).toBe('declined');
    expect(await payLink(deps, link.code, request(card(GOOD)))).toEqual({ status: 'refused', reason: 'too_many_attempts' });
  });

  it('refuses amounts and currencies out of bounds', async () => {
    await expect(newLink({ amountCents: 50 })).rejects.toThrow();
    await expect(newLink({ currency: 'EUR' as 'PEN' })).rejects.toThrow();
    await expect(
      database.db
        .insert(paymentLinks)
        .values({ id: randomUUID(), code: 'B'.repeat(22), concept: 'x', amountCents: -5, currency: 'PEN', expiresAt: new Date() }),
    ).rejects.toThrow();
  });
});
