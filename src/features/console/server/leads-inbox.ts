/**
 * The console's leads inbox: the filter read from the URL's query, the page of leads it selects (newest first), one
 * lead with its deliveries and follow-up history, marking a lead, and the filter's leads as CSV in the CLI's format.
 */
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatGuestLeads, chatGuests } from '@/features/darky/tables';
import { leadDeliveries, leads, type Lead } from '@/features/leads/tables';
import { leadStatusChanges, leadWork, operators } from '@/features/console/tables';
import { phoneKey } from '../leads/phone';
import { containsPattern, foldedSql, searchWords } from '../leads/search-text';

export const LEAD_STATUSES = ['contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const DELIVERY_FILTERS = ['pending', 'delivered', 'dead', 'none'] as const;
export const PAGE_SIZE = 25;
/** The saved views of the inbox (issue 26), each with its count in the navigation. */
export const LEAD_VIEWS = ['all', 'new', 'today', 'mine', 'callback', 'booked'] as const;
export type LeadView = (typeof LEAD_VIEWS)[number];
export const LEAD_SORTS = ['newest', 'oldest', 'name', 'callback', 'slot'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export interface LeadFilter {
  q?: string;
  form?: string;
  locale?: Locale;
  /** YYYY-MM-DD, days in Lima (where the sales team works), both inclusive. */
  from?: string;
  to?: string;
  delivery?: (typeof DELIVERY_FILTERS)[number];
  status?: LeadStatus | 'new';
  view: LeadView;
  sort: LeadSort;
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
    view: (LEAD_VIEWS as readonly string[]).includes(first(query, 'view') ?? '') ? (first(query, 'view') as LeadView) : 'all',
    sort: (LEAD_SORTS as readonly string[]).includes(first(query, 'sort') ?? '') ? (first(query, 'sort') as LeadSort) : 'newest',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** The filter as a query string (without the page unless asked), for links, pagination and the CSV export. */
export function leadFilterQuery(filter: Partial<LeadFilter>, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'form', 'locale', 'from', 'to', 'delivery', 'status'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.view && filter.view !== 'all') params.set('view', filter.view);
  if (filter.sort && filter.sort !== 'newest') params.set('sort', filter.sort);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Today's date in Lima (YYYY-MM-DD). */
export function limaToday(now = new Date()): string {
  return new Date(now.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}

/** Start of a Lima day (UTC-5, no daylight saving). */
export function limaDay(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00-05:00`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

/** The newest status of a lead, as SQL (null: never marked). */
// Written out with an alias: drizzle prints the columns of a selected SQL fragment unqualified.
const latestStatus = sql<string | null>`(select lsc.status from lead_status_changes lsc where lsc.lead_id = "leads"."id" order by lsc.id desc limit 1)`;

const workOf = (column: SQL) => sql`(select ${column} from lead_work lw where lw.lead_id = "leads"."id")`;
const ownerOf = workOf(sql`lw.owner_id`);
const callBackOf = workOf(sql`lw.call_back_on`);
const notMerged = sql`not exists (select 1 from lead_work lw where lw.lead_id = "leads"."id" and lw.merged_into is not null)`;
/**
 * One search word: in the stored folded text (leads.search_text: name, e-mail, message without accents, lower case,
 * then the phone's digits), so a word of digits also finds the phone.
 */
function wordCondition(word: string): SQL {
  return sql`${leads.searchText} like ${containsPattern(word)}`;
}

/** A saved view's condition; `operatorId` is whose "mine" it is, `now` the clock. */
export function leadViewWhere(view: LeadView, operatorId: string | undefined, now = new Date()): SQL | undefined {
  const today = limaToday(now);
  switch (view) {
    case 'all':
      return undefined;
    case 'new':
      return sql`${latestStatus} is null`;
    case 'today':
      return gte(leads.createdAt, limaDay(today));
    case 'mine':
      return operatorId ? sql`${ownerOf} = ${operatorId}` : sql`false`;
    case 'callback':
      // Due today or overdue, and not closed (won or lost).
      return sql`${callBackOf} <= ${today} and coalesce(${latestStatus}, '') not in ('won', 'lost')`;
    case 'booked':
      return gte(leads.slotStart, limaDay(today));
  }
}

export function leadFilterWhere(filter: LeadFilter, operatorId?: string, now = new Date()): SQL | undefined {
  const conditions: SQL[] = [notMerged];
  if (filter.q) {
    // A whole phone typed with spaces ("987 654 321") is one word for the phone.
    const digits = filter.q.replace(/[\s+()-]/g, '');
    const words = /^\d{6,}$/.test(digits) ? [digits] : searchWords(filter.q);
    for (const word of words) conditions.push(wordCondition(word));
  }
  const view = leadViewWhere(filter.view, operatorId, now);
  if (view) conditions.push(view);
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
  owner: { id: string; name: string } | null;
  callBackOn: string | null;
  /** Another lead (not merged away) shares this one's phone or e-mail. */
  duplicate: boolean;
}

export async function deliveriesByLead(db: Database, ids: string[]): Promise<Map<string, Array<{ channel: string; status: string }>>> {
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

const phoneKeySql = sql`right(regexp_replace(${leads.phone}, '\\D', '', 'g'), 9)`;

/**
 * The leads (not merged away) sharing a phone (last 9 digits) or an e-mail with any of `of`: one query per page,
 * whatever its size. Returns, per lead of `of`, the ids of its duplicates.
 */
export async function duplicatesOf(db: Database, of: Pick<Lead, 'id' | 'phone' | 'email'>[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const keys = [...new Set(of.map((l) => phoneKey(l.phone)).filter((k): k is string => Boolean(k)))];
  const emails = [...new Set(of.map((l) => l.email?.toLowerCase()).filter((e): e is string => Boolean(e)))];
  if (keys.length === 0 && emails.length === 0) return found;
  const matches: SQL[] = [];
  if (keys.length > 0) matches.push(inArray(phoneKeySql, keys));
  if (emails.length > 0) matches.push(inArray(sql`lower(${leads.email})`, emails));
  const rows = await db
    .select({ id: leads.id, phone: leads.phone, email: leads.email })
    .from(leads)
    .where(and(or(...matches), notMerged));
  for (const lead of of) {
    const key = phoneKey(lead.phone);
    const email = lead.email?.toLowerCase();
    const ids = rows.filter((r) => r.id !== lead.id && ((key && phoneKey(r.phone) === key) || (email && r.email?.toLowerCase() === email))).map((r) => r.id);
    if (ids.length > 0) found.set(lead.id, ids);
  }
  return found;
}

function orderOf(sort: LeadSort): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(leads.createdAt), asc(leads.id)];
    case 'name':
      return [asc(foldedSql(sql`${leads.firstName} || ' ' || coalesce(${leads.lastName}, '')`)), desc(leads.createdAt)];
    case 'callback':
      return [sql`${callBackOf} asc nulls last`, desc(leads.createdAt)];
    case 'slot':
      return [sql`${leads.slotStart} asc nulls last`, desc(leads.createdAt)];
    default:
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

export async function listLeads(db: Database, filter: LeadFilter, operatorId?: string, pageSize = PAGE_SIZE, now = new Date()) {
  const where = leadFilterWhere(filter, operatorId, now);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(where)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pages);
  const rows = await db
    .select({ lead: leads, status: latestStatus, ownerId: leadWork.ownerId, ownerName: operators.name, callBackOn: leadWork.callBackOn })
    .from(leads)
    .leftJoin(leadWork, eq(leadWork.leadId, leads.id))
    .leftJoin(operators, eq(operators.id, leadWork.ownerId))
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [deliveries, duplicates] = await Promise.all([
    deliveriesByLead(
      db,
      rows.map((r) => r.lead.id),
    ),
    duplicatesOf(
      db,
      rows.map((r) => r.lead),
    ),
  ]);
  const items: LeadListItem[] = rows.map((r) => ({
    lead: r.lead,
    status: r.status as LeadStatus | null,
    deliveries: deliveries.get(r.lead.id) ?? [],
    owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? '' } : null,
    callBackOn: r.callBackOn,
    duplicate: duplicates.has(r.lead.id),
  }));
  return { items, total, page, pages };
}

/** How many leads each saved view holds (one query), for the navigation. */
export async function leadViewCounts(db: Database, operatorId: string, now = new Date()): Promise<Record<LeadView, number>> {
  const count = (view: LeadView) => {
    const where = leadViewWhere(view, operatorId, now);
    return where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;
  };
  const [row] = await db
    .select({
      all: count('all'),
      new: count('new'),
      today: count('today'),
      mine: count('mine'),
      callback: count('callback'),
      booked: count('booked'),
    })
    .from(leads)
    .where(notMerged);
  return row as Record<LeadView, number>;
}

/** The forms leads came from (the filter's choices). */
export async function leadForms(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ formId: leads.formId }).from(leads).orderBy(asc(leads.formId));
  return rows.map((r) => r.formId);
}

/** Operators a lead can be assigned to (active ones), by name. */
export async function assignableOperators(db: Database): Promise<Array<{ id: string; name: string }>> {
  return db.select({ id: operators.id, name: operators.name }).from(operators).where(isNull(operators.disabledAt)).orderBy(asc(operators.name));
}

/** Every operator's e-mail -> name (disabled ones too: their marks stay in the history). */
export async function operatorNames(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ email: operators.email, name: operators.name }).from(operators);
  return new Map(rows.map((r) => [r.email, r.name]));
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

const UUID = /^[0-9a-f-]{36}$/i;

export async function leadDetail(db: Database, id: string) {
  if (!UUID.test(id)) return undefined;
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const [deliveries, history, [work], duplicates] = await Promise.all([
    db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, id)).orderBy(asc(leadDeliveries.channel)),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(desc(leadStatusChanges.id)),
    db
      .select({ ownerId: leadWork.ownerId, ownerName: operators.name, callBackOn: leadWork.callBackOn, mergedInto: leadWork.mergedInto })
      .from(leadWork)
      .leftJoin(operators, eq(operators.id, leadWork.ownerId))
      .where(eq(leadWork.leadId, id)),
    duplicatesOf(db, [lead]),
  ]);
  const duplicateIds = duplicates.get(id) ?? [];
  const duplicateLeads =
    duplicateIds.length > 0
      ? await db
          .select({ id: leads.id, firstName: leads.firstName, lastName: leads.lastName, phone: leads.phone, email: leads.email, createdAt: leads.createdAt })
          .from(leads)
          .where(inArray(leads.id, duplicateIds.slice(0, 20)))
          .orderBy(asc(leads.createdAt))
      : [];
  // The link Darky stores when it files the lead (chat_guest_leads); leads filed before that table existed are
  // matched by their idempotency key.
  const [linked] = await db.select({ guestId: chatGuestLeads.guestId }).from(chatGuestLeads).where(eq(chatGuestLeads.leadId, id)).limit(1);
  let chatGuestId = linked?.guestId ?? chatGuestIdOfLead(lead);
  if (chatGuestId && !linked) {
    const [guest] = await db.select({ id: chatGuests.id }).from(chatGuests).where(eq(chatGuests.id, chatGuestId));
    if (!guest) chatGuestId = undefined;
  }
  return {
    lead,
    deliveries,
    history,
    status: (history[0]?.status ?? null) as LeadStatus | null,
    chatGuestId,
    owner: work?.ownerId ? { id: work.ownerId, name: work.ownerName ?? '' } : null,
    callBackOn: work?.callBackOn ?? null,
    mergedInto: work?.mergedInto ?? null,
    duplicates: duplicateLeads,
  };
}

export type LeadDetailData = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

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

/** Marks several leads at once (bulk); returns the ids that exist and were marked. */
export async function markLeads(db: Database, actor: { id: string; email: string }, leadIds: string[], status: LeadStatus): Promise<string[]> {
  if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new Error(`Unknown lead status: ${status}`);
  const ids = leadIds.filter((id) => UUID.test(id)).slice(0, 200);
  if (ids.length === 0) return [];
  const existing = (await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))).map((r) => r.id);
  if (existing.length > 0) {
    await db.insert(leadStatusChanges).values(existing.map((leadId) => ({ leadId, status, note: null, operatorId: actor.id, operatorEmail: actor.email })));
  }
  return existing;
}

export interface LeadWorkChange {
  /** An operator's id, or null to unassign; undefined leaves it. */
  ownerId?: string | null;
  /** YYYY-MM-DD (Lima), or null to clear; undefined leaves it. */
  callBackOn?: string | null;
  mergedInto?: string | null;
}

/** Writes the work of leads (owner, call-back day, merge); returns the ids that exist. Refuses an unknown operator. */
export async function updateLeadWork(db: Database, leadIds: string[], change: LeadWorkChange): Promise<string[]> {
  const ids = leadIds.filter((id) => UUID.test(id)).slice(0, 200);
  if (ids.length === 0) return [];
  if (change.callBackOn && !DAY.test(change.callBackOn)) throw new RangeError('call-back day must be YYYY-MM-DD');
  if (change.ownerId) {
    const [operator] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.id, change.ownerId), isNull(operators.disabledAt)));
    if (!operator) throw new RangeError('unknown operator');
  }
  const existing = (await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids))).map((r) => r.id);
  if (existing.length === 0) return [];
  const set: Partial<typeof leadWork.$inferInsert> = { updatedAt: new Date() };
  if (change.ownerId !== undefined) set.ownerId = change.ownerId;
  if (change.callBackOn !== undefined) set.callBackOn = change.callBackOn;
  if (change.mergedInto !== undefined) set.mergedInto = change.mergedInto;
  await db
    .insert(leadWork)
    .values(existing.map((leadId) => ({ leadId, ...set })))
    .onConflictDoUpdate({ target: leadWork.leadId, set });
  return existing;
}

/**
 * Merges `duplicateId` into `keepId`: the duplicate leaves the inbox (its page says where it went, its history stays),
 * and the kept lead takes its owner and call-back day when it has none.
 */
export async function mergeLead(db: Database, keepId: string, duplicateId: string): Promise<boolean> {
  if (!UUID.test(keepId) || !UUID.test(duplicateId) || keepId === duplicateId) return false;
  const found = await db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(leads.id, [keepId, duplicateId]));
  if (found.length !== 2) return false;
  const [duplicateWork] = await db.select().from(leadWork).where(eq(leadWork.leadId, duplicateId));
  const [keptWork] = await db.select().from(leadWork).where(eq(leadWork.leadId, keepId));
  if (keptWork?.mergedInto) return false;
  await updateLeadWork(db, [keepId], {
    ownerId: keptWork?.ownerId ?? duplicateWork?.ownerId ?? undefined,
    callBackOn: keptWork?.callBackOn ?? duplicateWork?.callBackOn ?? undefined,
  });
  await updateLeadWork(db, [duplicateId], { mergedInto: keepId });
  return true;
}
