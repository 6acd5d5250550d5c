/** Leads as CSV for the sales team: one row per lead with its origin and delivery state, safe to open in a spreadsheet. */
import 'server-only';
import { asc, gte, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { databaseError, isDamage, readSalvaging, type SkippedBlocks } from '@/server/db/integrity';
import { leadDeliveries, leads, type Lead } from '@/features/leads/tables';

const UTM_COLUMNS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const csvColumns = [
  'id',
  'created_at',
  'form_id',
  'form_kind',
  'locale',
  'first_name',
  'last_name',
  'phone',
  'service',
  'source',
  'message',
  'page',
  'referrer',
  ...UTM_COLUMNS,
  'deliveries',
  // Added after the first release: appended, so readers that index columns by position keep working.
  'email',
  'slot_start',
  'registration_for',
] as const;

/**
 * Quotes a cell (RFC 4180) and defuses spreadsheet formulas: a cell starting with = + - @ or a
 * control character gets a leading apostrophe, except international phone numbers ("+51987654321").
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d{7,15}$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One lead's cells in the order of `csvColumns`; instants written by `instant` (UTC ISO here, Lima time in the
 * console's export, which appends its own columns to these).
 */
export function leadCells(lead: Lead, deliveries: string, instant: (date: Date) => string = (date) => date.toISOString()): (string | null | undefined)[] {
  const utm = lead.utm ?? {};
  return [
    lead.id,
    instant(lead.createdAt),
    lead.formId,
    lead.formKind,
    lead.locale,
    lead.firstName,
    lead.lastName,
    lead.phone,
    lead.service,
    lead.source,
    lead.message,
    lead.page,
    lead.referrer,
    ...UTM_COLUMNS.map((key) => utm[key]),
    deliveries,
    lead.email,
    lead.slotStart ? instant(lead.slotStart) : null,
    lead.registrationFor,
  ];
}

/** One lead's CSV line; `deliveries` is 'channel:status' per delivery, space-separated. */
export function csvRow(lead: Lead, deliveries: string): string {
  return leadCells(lead, deliveries).map(csvCell).join(',');
}

export async function exportLeadsCsv(db: Database, options: { since?: Date } = {}): Promise<string> {
  const rows = await db
    .select()
    .from(leads)
    .where(options.since ? gte(leads.createdAt, options.since) : undefined)
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const states = new Map<string, string[]>();
  if (rows.length > 0) {
    const deliveries = await db
      .select({ leadId: leadDeliveries.leadId, channel: leadDeliveries.channel, status: leadDeliveries.status })
      .from(leadDeliveries)
      .where(
        inArray(
          leadDeliveries.leadId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(leadDeliveries.channel));
    for (const d of deliveries) states.set(d.leadId, [...(states.get(d.leadId) ?? []), `${d.channel}:${d.status}`]);
  }
  return csvDocument(rows, states);
}

function csvDocument(rows: Lead[], states: Map<string, string[]>): string {
  const lines = [csvColumns.join(','), ...rows.map((lead) => csvRow(lead, (states.get(lead.id) ?? []).join(' ')))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The export, also from a damaged database: when a page of leads or lead_deliveries cannot be read, every readable
 * row is exported (read block by block, src/server/db/integrity.ts) and what was skipped is returned with the
 * database's own error, for the command to tell.
 */
export async function exportLeadsCsvSalvaging(
  db: Database,
  options: { since?: Date } = {},
): Promise<{ csv: string; error?: string; skipped: Record<string, SkippedBlocks> }> {
  try {
    return { csv: await exportLeadsCsv(db, options), skipped: {} };
  } catch (error) {
    const cause = databaseError(error);
    if (!isDamage(cause.code)) throw error;
    const skipped: Record<string, SkippedBlocks> = {};
    const read = await readSalvaging(db, 'leads', (where) => db.select().from(leads).where(where));
    if (read.skipped) skipped.leads = read.skipped;
    const rows = read.rows
      .filter((lead) => !options.since || lead.createdAt >= options.since)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const deliveries = await readSalvaging(db, 'lead_deliveries', (where) =>
      db.select({ leadId: leadDeliveries.leadId, channel: leadDeliveries.channel, status: leadDeliveries.status }).from(leadDeliveries).where(where),
    );
    if (deliveries.skipped) skipped.lead_deliveries = deliveries.skipped;
    const states = new Map<string, string[]>();
    for (const d of deliveries.rows.sort((a, b) => a.channel.localeCompare(b.channel))) {
      states.set(d.leadId, [...(states.get(d.leadId) ?? []), `${d.channel}:${d.status}`]);
    }
    return { csv: csvDocument(rows, states), error: cause.message, skipped };
  }
}
