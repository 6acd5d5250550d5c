/** Stores a validated lead and its outbox rows in one transaction; a repeated dedupe key returns the first lead. */
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leadDeliveries, leads, type NewLead } from '@/server/db/schema';
import type { DeliveryChannel } from './delivery-channels';

export async function storeLead(
  db: Database,
  lead: Omit<NewLead, 'id' | 'createdAt'>,
  channels: readonly DeliveryChannel[],
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({ ...lead, id: crypto.randomUUID() })
      .onConflictDoNothing({ target: leads.dedupeKey })
      .returning({ id: leads.id });
    const created = inserted[0];
    if (!created) {
      const [existing] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.dedupeKey, lead.dedupeKey));
      if (!existing) throw new Error('Lead vanished between conflict and read');
      return { id: existing.id, duplicate: true };
    }
    if (channels.length > 0) {
      await tx.insert(leadDeliveries).values(channels.map((channel) => ({ leadId: created.id, channel })));
    }
    return { id: created.id, duplicate: false };
  });
}
