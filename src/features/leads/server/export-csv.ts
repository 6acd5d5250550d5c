/** Leads as CSV for the sales team: one row per lead with its origin and delivery state, safe to open in a spreadsheet. */
import { asc, gte, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leadDeliveries, leads, type Lead } from '@/server/db/schema';

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

/** One lead's CSV line; `deliveries` is 'channel:status' per delivery, space-separated (the console streams these too). */
export function csvRow(lead: Lead, deliveries: string): string {
  const utm = lead.utm ?? {};
  return [
    lead.id,
    lead.createdAt.toISOString(),
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
    lead.slotStart ? lead.slotStart.toISOString() : null,
  ]
    .map(csvCell)
    .join(',');
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
  const lines = [csvColumns.join(','), ...rows.map((lead) => csvRow(lead, (states.get(lead.id) ?? []).join(' ')))];
  return `${lines.join('\r\n')}\r\n`;
}
