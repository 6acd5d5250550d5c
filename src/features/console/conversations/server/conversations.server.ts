/** Darky's transcripts for the console: guests who wrote to Darky, newest first, searchable and filterable; one transcript. */
import 'server-only';
import { and, asc, desc, eq, exists, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatAction } from '@/features/darky/public';
import type { Database } from '@/server/db';
import { chatEvents, chatGuestLeads, chatGuests, chatPageViews, darkyUnanswered } from '@/features/darky/tables';

export const CONVERSATIONS_PER_PAGE = 25;
/** A transcript shows at most this many events and pages (retention keeps 500 events per guest anyway). */
export const TRANSCRIPT_LIMIT = 500;

/** The list's filters, read from the query string (a GET form: works without JavaScript, a URL to share). */
export const conversationFilterSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  lang: z.enum(['es', 'en']).optional().catch(undefined),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type ConversationFilter = z.infer<typeof conversationFilterSchema>;

export function parseConversationFilter(params: Record<string, string | string[] | undefined>): ConversationFilter {
  const first = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v || undefined]));
  return conversationFilterSchema.parse(first);
}

export interface ConversationSummary {
  guestId: string;
  locale: string;
  startedAt: Date | null;
  /** The last thing that happened (a message either way or a page load), not the guest row's first-visit stamp. */
  lastSeenAt: Date | null;
  messages: number;
  firstQuestion: string | null;
  lastMessage: string | null;
  /** The visitor's name, from the lead the chat filed (null when none). */
  visitorName: string | null;
  /** The first page the visitor was on (to name an anonymous visitor). */
  firstPage: string | null;
  leadId: string | null;
}

/** Last activity as SQL: the newest of the guest's messages, page loads and own stamp. */
const lastActivity = sql<Date | null>`greatest(
  chat_guests.last_seen_at,
  (select max(e.created_at) from chat_events e where e.guest_id = chat_guests.id),
  (select max(v.created_at) from chat_page_views v where v.guest_id = chat_guests.id)
)`;

/** LIKE wildcards in the visitor's search are literal. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Dates are days in Lima (the agency's time zone). */
const limaDay = (day: string) => new Date(`${day}T00:00:00-05:00`);

export async function listConversations(db: Database, filter: ConversationFilter): Promise<{ rows: ConversationSummary[]; hasMore: boolean }> {
  const conditions: SQL[] = [
    // A conversation is a guest who wrote at least once (every page load greets: those alone are not conversations).
    exists(
      db
        .select({ one: sql`1` })
        .from(chatEvents)
        .where(and(eq(chatEvents.guestId, chatGuests.id), eq(chatEvents.by, 'user'))),
    ),
  ];
  if (filter.q) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(chatEvents)
          .where(and(eq(chatEvents.guestId, chatGuests.id), ilike(chatEvents.message, likePattern(filter.q)))),
      ),
    );
  }
  if (filter.lang) conditions.push(eq(chatGuests.locale, filter.lang));
  if (filter.from) conditions.push(gte(lastActivity, limaDay(filter.from)));
  if (filter.to) conditions.push(lt(lastActivity, new Date(limaDay(filter.to).getTime() + 86_400_000)));

  const rows = await db
    .select({
      guestId: chatGuests.id,
      locale: chatGuests.locale,
      startedAt: chatGuests.createdAt,
      lastSeenAt: lastActivity,
      messages: sql<number>`(select count(*)::int from ${chatEvents} e where e.guest_id = chat_guests.id)`,
      firstQuestion: sql<string | null>`(select e.message from ${chatEvents} e where e.guest_id = chat_guests.id and e.by = 'user' order by e.id limit 1)`,
      lastMessage: sql<string | null>`(select e.message from ${chatEvents} e where e.guest_id = chat_guests.id order by e.id desc limit 1)`,
      visitorName: sql<
        string | null
      >`(select trim(ld.first_name || ' ' || coalesce(ld.last_name, '')) from ${chatGuestLeads} l join leads ld on ld.id = l.lead_id where l.guest_id = chat_guests.id order by l.created_at desc limit 1)`,
      firstPage: sql<
        string | null
      >`coalesce((select v.path from chat_page_views v where v.guest_id = chat_guests.id order by v.id limit 1), (select e.path from chat_events e where e.guest_id = chat_guests.id and e.path is not null order by e.id limit 1))`,
      leadId: sql<string | null>`(select l.lead_id::text from ${chatGuestLeads} l where l.guest_id = chat_guests.id order by l.created_at desc limit 1)`,
    })
    .from(chatGuests)
    .where(and(...conditions))
    .orderBy(desc(lastActivity), desc(chatGuests.id))
    .limit(CONVERSATIONS_PER_PAGE + 1)
    .offset((filter.page - 1) * CONVERSATIONS_PER_PAGE);
  // The driver returns greatest()'s timestamp as text on one driver and a Date on the other: one type here.
  const page = rows.slice(0, CONVERSATIONS_PER_PAGE).map((row) => ({ ...row, lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt) : null }));
  return { rows: page, hasMore: rows.length > CONVERSATIONS_PER_PAGE };
}

export type TranscriptEntry =
  | {
      kind: 'message';
      id: number;
      /** 'operator': a person of the team wrote it during a live handoff (`operatorName` is their first name). */
      by: 'user' | 'bot' | 'operator';
      operatorName?: string;
      message: string;
      action: ChatAction | null;
      path: string | null;
      at: Date;
      unanswered: boolean;
    }
  | { kind: 'page'; id: number; path: string; at: Date };

export interface Transcript {
  guestId: string;
  locale: string;
  startedAt: Date | null;
  lastSeenAt: Date | null;
  leadIds: string[];
  /** The visitor's name, from the lead the chat filed. */
  visitorName: string | null;
  /** Messages and page loads in time order. */
  entries: TranscriptEntry[];
  /** Every page the visitor was on, in order of first visit: page loads, pages they wrote from, pages Darky took them to. */
  pages: string[];
}

/** A timestamp column at the database's full precision (a JS Date keeps only milliseconds). */
function microseconds(column: typeof chatEvents.createdAt | typeof chatPageViews.createdAt) {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}

export async function readTranscript(db: Database, guestId: string): Promise<Transcript | undefined> {
  const [guest] = await db.select().from(chatGuests).where(eq(chatGuests.id, guestId)).limit(1);
  if (!guest) return undefined;
  const [events, pages, leads, unanswered, named] = await Promise.all([
    db
      .select({ row: chatEvents, micros: microseconds(chatEvents.createdAt) })
      .from(chatEvents)
      .where(eq(chatEvents.guestId, guestId))
      .orderBy(desc(chatEvents.id))
      .limit(TRANSCRIPT_LIMIT),
    db
      .select({ row: chatPageViews, micros: microseconds(chatPageViews.createdAt) })
      .from(chatPageViews)
      .where(eq(chatPageViews.guestId, guestId))
      .orderBy(desc(chatPageViews.id))
      .limit(TRANSCRIPT_LIMIT),
    db.select({ leadId: chatGuestLeads.leadId }).from(chatGuestLeads).where(eq(chatGuestLeads.guestId, guestId)).orderBy(asc(chatGuestLeads.createdAt)),
    db.select({ text: darkyUnanswered.text, at: darkyUnanswered.createdAt }).from(darkyUnanswered).where(eq(darkyUnanswered.guestId, guestId)),
    db.execute(
      sql`select trim(ld.first_name || ' ' || coalesce(ld.last_name, '')) as name from chat_guest_leads l join leads ld on ld.id = l.lead_id where l.guest_id = ${guestId} order by l.created_at desc limit 1`,
    ),
  ]);
  // A visitor message Darky did not understand is in the review queue with its text, written within moments of it.
  const isUnanswered = (text: string, at: Date) => unanswered.some((u) => u.text === text && Math.abs(u.at.getTime() - at.getTime()) < 60_000);
  const entries: TranscriptEntry[] = [
    ...events.map(({ row: e, micros }) => ({
      kind: 'message' as const,
      micros: BigInt(micros),
      id: e.id,
      by: e.by === 'user' ? ('user' as const) : e.by === 'operator' ? ('operator' as const) : ('bot' as const),
      ...(e.by === 'operator' ? { operatorName: e.operatorName ?? '' } : {}),
      message: e.message,
      action: (e.action as ChatAction | null) ?? null,
      path: e.path,
      at: e.createdAt,
      unanswered: e.by === 'user' && isUnanswered(e.message, e.createdAt),
    })),
    ...pages.map(({ row: p, micros }) => ({ kind: 'page' as const, micros: BigInt(micros), id: p.id, path: p.path, at: p.createdAt })),
  ]
    // Microseconds, not the Date's milliseconds: a reply and the page it opens are often stored within the same ms.
    .sort((a, b) => (a.micros === b.micros ? (a.kind === b.kind ? a.id - b.id : a.kind === 'page' ? -1 : 1) : a.micros < b.micros ? -1 : 1))
    .map(({ micros: _micros, ...entry }) => entry);
  const visited = entries.flatMap((entry) => {
    if (entry.kind === 'page') return [entry.path];
    const taken = entry.action?.name === 'navigate' && typeof entry.action.params.path === 'string' ? [entry.action.params.path] : [];
    return [...(entry.path ? [entry.path] : []), ...taken];
  });
  const last = entries.at(-1)?.at;
  const nameRow = (named as unknown as { rows: Array<{ name: string | null }> }).rows[0];
  return {
    guestId,
    locale: guest.locale,
    startedAt: guest.createdAt,
    lastSeenAt: last && guest.lastSeenAt && last > guest.lastSeenAt ? last : (guest.lastSeenAt ?? last ?? null),
    leadIds: leads.map((l) => l.leadId),
    visitorName: nameRow?.name || null,
    entries,
    pages: [...new Set(visited)],
  };
}
