/**
 * The leads CSV that keeps the sales team's work (issue 26): the CLI's columns, then status, owner, call-back day,
 * the last mark's time and every note; dates in Lima time (ISO with its -05:00 offset, so a program still reads the
 * instant), UTF-8 with a BOM so Excel reads the accents, and the file named by the Lima day. Used by the console's
 * export and by `npm run leads -- export` alike.
 */
import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { leads, type Lead } from '@/features/leads/tables';
import { leadStatusChanges, leadWork, operators } from '@/features/console/tables';
import { csvCell, csvColumns, leadCells } from '@/features/leads/server';
import { deliveriesByLead, leadFilterWhere, limaToday, type LeadFilter } from './leads-inbox';

export const BOM = '\uFEFF';
export const workColumns = ['status', 'owner', 'call_back_on', 'status_changed_at', 'notes'] as const;
export const exportColumns = [...csvColumns, ...workColumns] as const;

/** An instant in Lima, ISO 8601 with its offset: 2026-11-23T22:42:05-05:00 (Peru keeps no daylight saving). */
export function limaIso(date: Date): string;
export function limaIso(date: Date | null | undefined): string | null;
export function limaIso(date: Date | null | undefined): string | null {
  if (!date) return null;
  return `${new Date(date.getTime() - 5 * 3600_000).toISOString().slice(0, 19)}-05:00`;
}

export function exportFileName(now = new Date()): string {
  return `leads-${limaToday(now)}.csv`;
}

interface Work {
  status: string | null;
  owner: string | null;
  callBackOn: string | null;
  statusChangedAt: Date | null;
  notes: string[];
}

async function workOf(db: Database, ids: string[]): Promise<Map<string, Work>> {
  const byLead = new Map<string, Work>(ids.map((id) => [id, { status: null, owner: null, callBackOn: null, statusChangedAt: null, notes: [] }]));
  if (ids.length === 0) return byLead;
  const [marks, work] = await Promise.all([
    db.select().from(leadStatusChanges).where(inArray(leadStatusChanges.leadId, ids)).orderBy(desc(leadStatusChanges.id)),
    db
      .select({ leadId: leadWork.leadId, owner: operators.name, callBackOn: leadWork.callBackOn })
      .from(leadWork)
      .leftJoin(operators, eq(operators.id, leadWork.ownerId))
      .where(inArray(leadWork.leadId, ids)),
  ]);
  for (const mark of marks) {
    const entry = byLead.get(mark.leadId)!;
    if (!entry.status) {
      entry.status = mark.status;
      entry.statusChangedAt = mark.createdAt;
    }
    if (mark.note) entry.notes.push(`${limaIso(mark.createdAt)?.slice(0, 16).replace('T', ' ')} ${mark.operatorEmail}: ${mark.note}`);
  }
  for (const row of work) {
    const entry = byLead.get(row.leadId)!;
    entry.owner = row.owner;
    entry.callBackOn = row.callBackOn;
  }
  return byLead;
}

/** One lead's line: the CLI's columns (instants in Lima), then its work. */
export function exportRow(lead: Lead, deliveries: string, work: Work): string {
  return [...leadCells(lead, deliveries, limaIso), work.status ?? 'new', work.owner, work.callBackOn, limaIso(work.statusChangedAt), work.notes.join('\n')]
    .map(csvCell)
    .join(',');
}

/** The filter's leads as CSV lines (oldest first), in batches of `batchSize`; the first chunk starts with the BOM. */
export async function* leadExportLines(db: Database, filter: LeadFilter, options: { batchSize?: number; operatorId?: string } = {}): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? 500;
  yield `${BOM}${exportColumns.join(',')}\r\n`;
  const where = leadFilterWhere(filter, options.operatorId);
  // Offset, not a (created_at, id) cursor: JavaScript dates drop the microseconds the database keeps.
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db.select().from(leads).where(where).orderBy(asc(leads.createdAt), asc(leads.id)).limit(batchSize).offset(offset);
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const [states, work] = await Promise.all([deliveriesByLead(db, ids), workOf(db, ids)]);
    yield rows
      .map((lead) => `${exportRow(lead, (states.get(lead.id) ?? []).map((d) => `${d.channel}:${d.status}`).join(' '), work.get(lead.id)!)}\r\n`)
      .join('');
    if (rows.length < batchSize) return;
  }
}

/** The whole export as one string (the CLI). */
export async function exportLeads(db: Database, filter: LeadFilter): Promise<string> {
  let text = '';
  for await (const chunk of leadExportLines(db, filter)) text += chunk;
  return text;
}
