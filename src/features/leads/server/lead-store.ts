/** Stores a validated lead and its outbox rows in one statement (a repeated dedupe key returns the first lead), and probes that it could. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leadDeliveries, leads, type NewLead } from '@/server/db/schema';
import type { DeliveryChannel } from './delivery-channels';
import { isSlotConflict, SlotTakenError } from './appointments';

/**
 * One statement, so one round trip and no explicit transaction: the lead and its outbox rows go in together or not
 * at all (a data-modifying CTE is one atomic statement). The former BEGIN, INSERT, INSERT, COMMIT cost four round
 * trips, and on PGlite four turns of the event loop's database, per lead.
 */
export async function storeLead(
  db: Database,
  lead: Omit<NewLead, 'id' | 'createdAt'>,
  channels: readonly DeliveryChannel[],
): Promise<{ id: string; duplicate: boolean }> {
  const id = crypto.randomUUID();
  const utm = lead.utm === null || lead.utm === undefined ? null : JSON.stringify(lead.utm);
  const slotStart = lead.slotStart ? lead.slotStart.toISOString() : null;
  // A slot another lead holds fails the whole statement on leads_slot_start_idx (only dedupe_key is the conflict
  // target): nothing is stored and the caller hears SlotTakenError. A repeat of the same submission (same dedupe
  // key) still joins its first lead, because the arbiter index is checked first.
  const result = await db
    .execute<{ id: string }>(
      sql`
    with inserted as (
      insert into ${leads} (id, form_id, form_kind, locale, first_name, last_name, phone, email, slot_start, service, source, message, page, referrer, utm, ip, user_agent, dedupe_key)
      values (${id}, ${lead.formId}, ${lead.formKind}, ${lead.locale}, ${lead.firstName}, ${lead.lastName ?? null}, ${lead.phone}, ${lead.email ?? null},
        ${slotStart}::timestamptz, ${lead.service ?? null},
        ${lead.source ?? null}, ${lead.message ?? null}, ${lead.page ?? null}, ${lead.referrer ?? null}, ${utm}::jsonb, ${lead.ip ?? null},
        ${lead.userAgent ?? null}, ${lead.dedupeKey})
      on conflict (dedupe_key) do nothing
      returning id
    ), outbox as (
      insert into ${leadDeliveries} (lead_id, channel)
      select inserted.id, channel from inserted, unnest(${`{${channels.join(',')}}`}::text[]) as channel
    )
    select id from inserted`,
    )
    .catch((error: unknown) => {
      throw isSlotConflict(error) ? new SlotTakenError() : error;
    });
  if (rowsOf(result).length > 0) return { id, duplicate: false };
  // A repeated dedupe key: the first lead's id (its insert has committed: ON CONFLICT waited for it).
  const [existing] = await db.select({ id: leads.id }).from(leads).where(eq(leads.dedupeKey, lead.dedupeKey));
  if (!existing) throw new Error('Lead vanished between conflict and read');
  return { id: existing.id, duplicate: true };
}

/** Rows of db.execute on either driver (node-postgres and PGlite both answer { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Thrown inside the probe's transaction to roll it back; anything else means the write failed. */
class ProbeRollback extends Error {}

/**
 * Proves a lead could be stored now: the same two inserts as storeLead (the leads table, its unique index, the
 * outbox), in a transaction that is rolled back, so nothing is left behind. Rejects when the write fails.
 */
export async function probeLeadWrite(db: Database): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const id = crypto.randomUUID();
      await tx
        .insert(leads)
        .values({ id, formId: 'health-probe', formKind: 'contact', locale: 'es', firstName: 'probe', phone: '0', dedupeKey: `probe:${id}` });
      await tx.insert(leadDeliveries).values({ leadId: id, channel: 'health-probe' });
      throw new ProbeRollback();
    });
  } catch (error) {
    if (error instanceof ProbeRollback) return;
    throw error;
  }
}
