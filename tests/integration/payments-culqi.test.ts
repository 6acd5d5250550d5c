// The production server with Culqi's keys set, against a fake Culqi on 127.0.0.1, on both database drivers:
// Culqi's origins in the CSP of payment pages only, a charge with a card token taken at the link's amount,
// card numbers and cross-site posts refused, and webhook events confirmed with Culqi (mismatch ignored, dedupe).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '@/server/db';
import type { PaymentLink } from '../../src/features/payments/tables';
import { createScratchPostgresDatabase } from '@/server/db/testing';
import { createPaymentLink } from '@/features/payments/server/payment-links';
import { FAKE_SECRET_KEY, FakeCulqi } from '../unit/payments/support/fake-culqi';
import { missingBuild, startProductionServer, type ProductionServer } from './support/production-server';

const skipReason = missingBuild();
const drivers = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.skipIf(skipReason)('payments with Culqi on the production server', () => {
  describe.each(drivers)('on %s', (driver) => {
    let culqi: FakeCulqi;
    let server: ProductionServer;
    let links: PaymentLink[];
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      culqi = new FakeCulqi();
      await culqi.up();
      let target: DatabaseTarget;
      let env: Record<string, string>;
      if (driver === 'pglite') {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-int-'));
        target = { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') };
        env = { DATA_DIR: dataDir };
        cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
      } else {
        const scratch = await createScratchPostgresDatabase(process.env.TEST_DATABASE_URL!, 'payments');
        target = { driver: 'postgres', url: scratch.url };
        // Production with a shared PostgreSQL requires a shared APP_SECRET (src/server/app-secret.ts).
        env = { DATABASE_URL: scratch.url, APP_SECRET: randomBytes(32).toString('hex') };
        cleanup = scratch.drop;
      }
      // The links are made before the server owns the database (the embedded one has a single owner).
      const handle = await openDatabase(target);
      links = [];
      for (const concept of ['Landing page', 'Branding', 'Chatbot']) {
        links.push(
          await createPaymentLink(handle.db, { concept, amountCents: 15_000, currency: 'PEN', clientEmail: 'client@example.com', expiresInMs: 86_400_000 }),
        );
      }
      await handle.close();
      server = await startProductionServer({
        ...env,
        CULQI_PUBLIC_KEY: 'pk_test_fakefakefake',
        CULQI_SECRET_KEY: FAKE_SECRET_KEY,
        CULQI_API_BASE: culqi.baseUrl,
        PAYMENTS_CHARGE_TIMEOUT_MS: '3000',
      });
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      await culqi?.down();
      await cleanup?.();
    });

    const charge = (code: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/payments/links/${code}/charge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    it("allows Culqi's origins on the payment page only, and offers Culqi's checkout there", async () => {
      const page = await fetch(`${server.url}/pagos/${links[0]!.code}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/checkout\.culqi\.com/);
      const html = await page.text();
      expect(html).toContain('con Culqi');
      expect(html).not.toContain('pay-card-number');
      for (const other of ['/pagos', '/', `/pagos/gracias/${links[0]!.code}`]) {
        const response = await fetch(`${server.url}${other}`, { redirect: 'manual' });
        expect(response.headers.get('content-security-policy') ?? '').not.toContain('culqi');
      }
    });

    it('charges a Culqi token at the amount and currency of the link', async () => {
      const link = links[0]!;
      const response = await charge(link.code, { attemptKey: randomUUID(), token: 'tkn_test_okABCDEFGH12', locale: 'es', amount: 1 });
      expect(response.status).toBe(422);
      const paid = await charge(link.code, { attemptKey: randomUUID(), token: 'tkn_test_okABCDEFGH12', locale: 'es' });
      expect(await paid.json()).toMatchObject({ status: 'succeeded' });
      const sent = culqi.chargeRequests.at(-1)!;
      expect(sent).toMatchObject({ amount: 15_000, currency_code: 'PEN', source_id: 'tkn_test_okABCDEFGH12', metadata: { link_id: link.id } });
      const status = await (await fetch(`${server.url}/api/payments/links/${link.code}`)).json();
      expect(status).toMatchObject({ status: 'paid', receiptNumber: expect.stringMatching(/^DD-/) });
      const again = await charge(link.code, { attemptKey: randomUUID(), token: 'tkn_test_okABCDEFGH13', locale: 'es' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ status: 'refused', reason: 'paid' });
    });

    it('refuses card numbers and cross-site posts without charging', async () => {
      const before = culqi.chargeRequests.length;
      const card = await charge(links[1]!.code, { attemptKey: randomUUID(), token: '4111111111111111', locale: 'es' });
      expect(card.status).toBe(422);
      const crossSite = await charge(
        links[1]!.code,
        { attemptKey: randomUUID(), token: 'tkn_test_okABCDEFGH12', locale: 'es' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(crossSite.status).toBe(403);
      expect(culqi.chargeRequests.length).toBe(before);
    });

    it('ignores a webhook whose charge at Culqi does not match the link, once per event', async () => {
      const link = links[2]!;
      const forged = culqi.addCharge({ amount: 100, currency_code: 'PEN', metadata: { link_id: link.id, attempt_id: randomUUID() } });
      const event = {
        object: 'event',
        id: `evt_test_${randomUUID()}`,
        type: 'charge.creation.succeeded',
        data: JSON.stringify({ object: 'charge', id: forged.id, amount: 15_000 }),
      };
      const post = () =>
        fetch(`${server.url}/api/payments/culqi/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
      expect(await (await post()).json()).toEqual({ received: true, result: 'ignored' });
      expect(await (await post()).json()).toEqual({ received: true, result: 'duplicate' });
      const status = await (await fetch(`${server.url}/api/payments/links/${link.code}`)).json();
      expect(status).toMatchObject({ status: 'open' });
      expect(server.rawLog()).toContain('culqi event ignored');
    });
  });
});
