/**
 * The console's leads inbox: the filter read from the URL's query, the page of leads it selects (newest first), one
 * lead with its deliveries and follow-up history, marking a lead, and the filter's leads as CSV in the CLI's format.
 */
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatGuestLeads, chatGuests, leadDeliveries, leads, leadStatusChanges, type Lead } from '@/server/db/schema';
import { csvColumns, csvRow } from '@/features/leads/server/export-csv';

export const LEAD_STATUSES = ['contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DELIVERY_FILTERS = ['pending', 'delivered', 'dead', 'none'] as const;
export const PAGE_SIZE = 25;

export interface LeadFilter {
  q?: string;
  form?: string;
  locale?: 'es' | 'en';
  /** YYYY-MM-DD, days in Lima (where the sales team works), both inclusive. */
  from?: string;
  to?: string;
  delivery?: (typeof DELIVERY_FILTERS)[number];
  status?: LeadStatus | 'new';
  page: number;
}

type Query = Record<string, string | string[] | undefined>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function first(query: Query, name: string): string | undefined {
  const value = query[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, 200) : undefined;
}

/** Reads the filter from a page's query; what is not understood is ignored (a bookmarked URL never breaks). */
export function parseLeadFilter(query: Query): LeadFilter {
  const locale = first(query, 'locale');
  const delivery = first(query, 'delivery');
  const status = first(query, 'status');
  const from = first(query, 'from');
  const to = first(query, 'to');
  const page = Number(first(query, 'page'));
  return {
    q: first(query, 'q'),
    form: first(query, 'form')?.replace(/[^\w-]/g, '') || undefined,
    locale: locale === 'es' || locale === 'en' ? locale : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    delivery: (DELIVERY_FILTERS as readonly string[]).includes(delivery ?? '') ? (delivery as LeadFilter['delivery']) : undefined,
    status: status === 'new' || (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? (status as LeadFilter['status']) : undefined,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The filter as a query string (without the page unless asked), for links, pagination and the CSV export. */
export function leadFilterQuery(filter: LeadFilter, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'form', 'locale', 'from', 'to', 'delivery', 'status'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Start of a Lima day (UTC-5, no daylight saving). */
function limaDay(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00-05:00`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The newest status of a lead, as SQL (null: never marked). */
// Written out with an alias: drizzle prints the columns of a selected SQL fragment unqualified.
const latestStatus = sql<string | null>`(select lsc.status from lead_status_changes lsc where lsc.lead_id = "leads"."id" order by lsc.id desc limit 1)`;

export function leadFilterWhere(filter: LeadFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const digits = filter.q.replace(/\D/g, '');
    conditions.push(
      sql`(${leads.firstName} ilike ${pattern} or ${leads.lastName} ilike ${pattern} or (${leads.firstName} || ' ' || coalesce(${leads.lastName}, '')) ilike ${pattern}
        or ${leads.phone} ilike ${pattern} or ${leads.message} ilike ${pattern}
        ${digits.length >= 3 ? sql`or regexp_replace(${leads.phone}, '\\D', '', 'g') like ${`%${digits}%`}` : sql``})`,
    );
  }
  if (filter.form) conditions.push(eq(leads.formId, filter.form));
  if (filter.locale) conditions.push(eq(leads.locale, filter.locale));
  if (filter.from) conditions.push(gte(leads.createdAt, limaDay(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, limaDay(filter.to, 1)));
  const deliveriesOf = (status: string) =>
    sql`exists (select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leads.id} and ${leadDeliveries.status} = ${status})`;
  if (filter.delivery === 'pending' || filter.delivery === 'dead') conditions.push(deliveriesOf(filter.delivery));
  if (filter.delivery === 'delivered') {
    conditions.push(
      sql`${deliveriesOf('delivered')} and not exists (select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leads.id} and ${leadDeliveries.status} <> 'delivered')`,
    );
  }
  if (filter.delivery === 'none') conditions.push(sql`not exists (select 1 from ${leadDeliveries} where ${leadDeliveries.leadId} = ${leads.id})`);
  if (filter.status === 'new') conditions.push(sql`${latestStatus} is null`);
  else if (filter.status) conditions.push(sql`${latestStatus} = ${filter.status}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export interface LeadListItem {
  lead: Lead;
  status: LeadStatus | null;
  deliveries: Array<{ channel: string; status: string }>;
}

async function deliveriesByLead(db: Database, ids: string[]): Promise<Map<string, Array<{ channel: string; status: string }>>> {
  const byLead = new Map<string, Array<{ channel: string; status: string }>>();
  if (ids.length === 0) return byLead;
  const rows = await db
    .select({ leadId: leadDeliveries.leadId, channel: leadDeliveries.channel, status: leadDeliveries.status })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.leadId, ids))
    .orderBy(asc(leadDeliveries.channel));
  for (const row of rows) byLead.set(row.leadId, [...(byLead.get(row.leadId) ?? []), { channel: row.channel, status: row.status }]);
  return byLead;
}

export async function listLeads(db: Database, filter: LeadFilter, pageSize = PAGE_SIZE) {
  const where = leadFilterWhere(filter);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(where)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .select({ lead: leads, status: latestStatus })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const deliveries = await deliveriesByLead(
    db,
    rows.map((r) => r.lead.id),
  );
  const items: LeadListItem[] = rows.map((r) => ({ lead: r.lead, status: r.status as LeadStatus | null, deliveries: deliveries.get(r.lead.id) ?? [] }));
  return { items, total, page, pages };
}

/** The forms leads came from (the filter's choices). */
export async function leadForms(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ formId: leads.formId }).from(leads).orderBy(asc(leads.formId));
  return rows.map((r) => r.formId);
}

/**
 * The chat guest a Darky lead came from: Darky files its leads with the idempotency key
 * `darky-<guest id without hyphens>-…` (src/features/darky/server/lead-capture.ts), kept in the lead's dedupe key.
 */
export function chatGuestIdOfLead(lead: Pick<Lead, 'formId' | 'dedupeKey'>): string | undefined {
  const match = /^key:[\w-]+:darky-([0-9a-f]{32})-/.exec(lead.dedupeKey);
  if (!match) return undefined;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function leadDetail(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const [deliveries, history] = await Promise.all([
    db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)).orderBy(asc(leadDeliveries.channel)),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(desc(leadStatusChanges.id)),
  ]);
  // The link Darky stores when it files the lead (chat_guest_leads); leads filed before that table existed are
  // matched by their idempotency key.
  const [linked] = await db.select({ guestId: chatGuestLeads.guestId }).from(chatGuestLeads).where(eq(chatGuestLeads.leadId, id)).limit(1);
  let chatGuestId = linked?.guestId ?? chatGuestIdOfLead(lead);
  if (chatGuestId && !linked) {
    const [guest] = await db.select({ id: chatGuests.id }).from(chatGuests).where(eq(chatGuests.id, chatGuestId));
    if (!guest) chatGuestId = undefined;
  }
  return { lead, deliveries, history, status: (history[0]?.status ?? null) as LeadStatus | null, chatGuestId };
}

/** Records a follow-up mark; the history keeps every one. Returns false when the lead does not exist. */
export async function markLead(
  db: Database,
  actor: { id: string; email: string },
  leadId: string,
  status: LeadStatus,
  note: string | undefined,
): Promise<boolean> {
  if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new Error(`Unknown lead status: ${status}`);
  const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
  if (!lead) return false;
  await db.insert(leadStatusChanges).values({ leadId, status, note: note?.trim().slice(0, 2000) || null, operatorId: actor.id, operatorEmail: actor.email });
  return true;
}

/** The filter's leads as CSV (the CLI's columns and quoting, oldest first like the CLI), in batches of `batchSize`. */
export async function* leadCsvLines(db: Database, filter: LeadFilter, batchSize = 500): AsyncGenerator<string> {
  yield `${csvColumns.join(',')}\r\n`;
  const where = leadFilterWhere(filter);
  // Offset, not a (created_at, id) cursor: JavaScript dates drop the microseconds the database keeps.
  for (let offset = 0; ; offset += batchSize) {
    const rows = await db.select().from(leads).where(where).orderBy(asc(leads.createdAt), asc(leads.id)).limit(batchSize).offset(offset);
    if (rows.length === 0) return;
    const states = await deliveriesByLead(
      db,
      rows.map((r) => r.id),
    );
    yield rows.map((lead) => `${csvRow(lead, (states.get(lead.id) ?? []).map((d) => `${d.channel}:${d.status}`).join(' '))}\r\n`).join('');
    if (rows.length < batchSize) return;
  }
}
