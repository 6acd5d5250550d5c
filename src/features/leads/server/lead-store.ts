/** Stores a validated lead and its outbox rows in one statement (a repeated dedupe key returns the first lead), and probes that it could. */
import 'server-only';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leadDeliveries, leads, type NewLead } from '@/features/leads/tables';
import type { DeliveryChannel } from './delivery-channels';
import { isSlotConflict, SlotTakenError } from './appointments';

/**
 * The lead's insert, written once from the drizzle schema: every column the database does not fill itself (those
 * with a default, and generated ones such as the console's search text), in the schema's order, each value mapped to the driver as drizzle maps it (jsonb, timestamps).
 * The statement's text is fixed, so a lead costs only its parameters: built per request with drizzle's insert
 * builder it cost about 200 µs of CPU per lead (measured), a sixth of the lead API's whole cost.
 */
const INSERTED_COLUMNS = Object.entries(getTableColumns(leads)).filter(([, column]) => !column.hasDefault && !column.generated);
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const STORE_LEAD_TEXT = [
  `with inserted as (insert into ${quoted(getTableName(leads))} (${INSERTED_COLUMNS.map(([, column]) => quoted(column.name)).join(', ')}) values (`,
  ...INSERTED_COLUMNS.slice(1).map(() => ', '),
  `) on conflict (${quoted(leads.dedupeKey.name)}) do nothing returning id), outbox as (insert into ${quoted(getTableName(leadDeliveries))} ` +
    `(${quoted(leadDeliveries.leadId.name)}, ${quoted(leadDeliveries.channel.name)}) select inserted.id, channel from inserted, unnest(`,
  '::text[]) as channel) select id from inserted',
];
const STORE_LEAD_STATEMENT = Object.assign([...STORE_LEAD_TEXT], { raw: STORE_LEAD_TEXT }) as unknown as TemplateStringsArray;

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
  const row: Record<string, unknown> = { ...lead, id };
  // A slot another lead holds fails the whole statement on leads_slot_start_idx (only dedupe_key is the conflict
  // target): nothing is stored and the caller hears SlotTakenError. A repeat of the same submission (same dedupe key)
  // still joins its first lead, because the arbiter index is checked first.
  const values = INSERTED_COLUMNS.map(([key, column]) => (row[key] == null ? null : column.mapToDriverValue(row[key])));
  const result = await db.execute<{ id: string }>(sql(STORE_LEAD_STATEMENT, ...values, `{${channels.join(',')}}`)).catch((error: unknown) => {
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
