/** Payment links for the console: the list (issue 16's module) with each link's attempts, newest first. */
import 'server-only';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { paymentAttempts, type PaymentAttempt } from '@/features/payments/tables';
import { listPaymentLinks, type PaymentLinkSummary } from '@/features/payments/server';

export interface ConsolePaymentLink extends PaymentLinkSummary {
  attemptRows: PaymentAttempt[];
}

export async function consolePaymentLinks(db: Database, limit = 50): Promise<ConsolePaymentLink[]> {
  const links = await listPaymentLinks(db, { limit });
  if (links.length === 0) return [];
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(
      inArray(
        paymentAttempts.linkId,
        links.map((l) => l.id),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt));
  return links.map((link) => ({ ...link, attemptRows: attempts.filter((a) => a.linkId === link.id) }));
}
