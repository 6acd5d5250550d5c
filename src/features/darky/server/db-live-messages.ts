/**
 * Live messages in the site's database: each one statement, so a message costs one round trip (on PGlite every query
 * waits its turn on one worker; two per message were the live inbox's bottleneck at 200 conversations).
 *
 * No copy of who holds a conversation is kept in the process: the operator's message is stored only if the row says
 * they hold it at that moment, so a transfer, hand back or resolve made on any process takes effect on the next
 * message, without an invalidation to send or to lose.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatEvents, chatGuests, chatPageViews, darkyConversationStates, darkyHandoffs, darkyLeadDialogues } from '@/features/darky/tables';
import type { ChatAction, ChatEvent, ChatLocale } from '../protocol';
import type { ConversationState } from './conversation-state';
import { chatEventOf } from './db-conversation-store';
import { handoffOf } from './db-handoff-store';
import type { Handoff } from './handoff-store';
import type { LeadDialogue } from './lead-capture';
import type { LiveMessages, StoredVisitorMessage, VisitorArrival } from './live-messages';

/** Who holds the conversation, as the statements below select it (`h.*`, all null when Darky does). */
type HolderColumns = {
  state: string | null;
  locale: string | null;
  operator_id: string | null;
  operator_name: string | null;
  reason: string | null;
  misses: number | null;
  waiting_since: Date | string | null;
};

type VisitorRow = HolderColumns & {
  id: string | number;
  created_at: Date | string;
  conversation_state: ConversationState | null;
  lead_dialogue: LeadDialogue | null;
};

/** An event as `json_build_object` writes it (the arrival's recent events). */
type EventJson = { id: number | string; by: string; message: string; action: ChatAction | null; operator_name: string | null; created_at: string };

type ArrivalRow = HolderColumns & { recent: EventJson[] | null };

function holderOf(guestId: string, row: HolderColumns): Handoff | undefined {
  if (!row.state) return undefined;
  return handoffOf({
    guestId,
    state: row.state,
    locale: row.locale ?? 'es',
    operatorId: row.operator_id,
    operatorName: row.operator_name,
    reason: row.reason,
    misses: Number(row.misses ?? 0),
    waitingSince: row.waiting_since === null ? null : new Date(row.waiting_since),
    updatedAt: new Date(),
  });
}

const eventOf = (json: EventJson): ChatEvent => chatEventOf({ ...json, operatorName: json.operator_name, createdAt: new Date(json.created_at) });

/** The guest's last `limit` events, oldest first, as one JSON array column (read in the caller's snapshot). */
const recentEvents = (guestId: string, limit: number) => sql`
  (select coalesce(json_agg(json_build_object('id', e.id, 'by', e.by, 'message', e.message, 'action', e.action,
      'operator_name', e.operator_name, 'created_at', e.created_at) order by e.id), '[]'::json)
   from (select * from ${chatEvents} where guest_id = ${guestId} order by id desc limit ${limit}) e) as recent`;

type OperatorRow = { id: string | number; created_at: Date | string; operator_name: string };

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

export class DbLiveMessages implements LiveMessages {
  constructor(private readonly db: () => Promise<Database>) {}

  async fromVisitor(guestId: string, message: string, meta: { path?: string }): Promise<StoredVisitorMessage> {
    // The insert and the reads see the same snapshot: the holder is the one the message was stored under. Darky's
    // memory of the guest comes in the same round trip (its turn follows): one statement where there were three.
    const result = await (
      await this.db()
    ).execute(sql`
      with stored as (
        insert into ${chatEvents} (guest_id, by, message, path)
        values (${guestId}, 'user', ${message}, ${meta.path ?? null})
        returning id, created_at
      )
      select stored.id, stored.created_at, h.state, h.locale, h.operator_id, h.operator_name, h.reason, h.misses, h.waiting_since,
        (select c.state from ${darkyConversationStates} c where c.guest_id = ${guestId}) as conversation_state,
        (select d.state from ${darkyLeadDialogues} d where d.guest_id = ${guestId}) as lead_dialogue
      from stored left join ${darkyHandoffs} h on h.guest_id = ${guestId}`);
    const [row] = rowsOf<VisitorRow>(result);
    if (!row) throw new Error('visitor message not stored');
    const event: ChatEvent = { id: String(row.id), by: 'user', message, date: new Date(row.created_at).getTime() };
    const remembered = { state: row.conversation_state ?? undefined, dialogue: row.lead_dialogue ?? undefined };
    const handoff = holderOf(guestId, row);
    return handoff ? { event, handoff, remembered } : { event, remembered };
  }

  async arrival(guestId: string, locale: ChatLocale, limit: number): Promise<VisitorArrival> {
    // The guest first (its events reference it), then what the socket sends at once: one round trip where there were three.
    const result = await (
      await this.db()
    ).execute(sql`
      with guest as (
        insert into ${chatGuests} (id, locale) values (${guestId}, ${locale})
        on conflict (id) do update set locale = excluded.locale, last_seen_at = now()
        returning id
      )
      select h.state, h.locale, h.operator_id, h.operator_name, h.reason, h.misses, h.waiting_since, ${recentEvents(guestId, limit)}
      from guest left join ${darkyHandoffs} h on h.guest_id = guest.id`);
    return this.arrived(guestId, rowsOf<ArrivalRow>(result)[0]);
  }

  async pageView(guestId: string, locale: ChatLocale, path: string, limit: number): Promise<VisitorArrival> {
    const result = await (
      await this.db()
    ).execute(sql`
      with viewed as (
        insert into ${chatPageViews} (guest_id, path, locale) values (${guestId}, ${path}, ${locale})
        returning guest_id
      )
      select h.state, h.locale, h.operator_id, h.operator_name, h.reason, h.misses, h.waiting_since, ${recentEvents(guestId, limit)}
      from viewed left join ${darkyHandoffs} h on h.guest_id = viewed.guest_id`);
    return this.arrived(guestId, rowsOf<ArrivalRow>(result)[0]);
  }

  private arrived(guestId: string, row: ArrivalRow | undefined): VisitorArrival {
    if (!row) throw new Error('visitor arrival not stored');
    const recent = (row.recent ?? []).map(eventOf);
    const handoff = holderOf(guestId, row);
    return handoff ? { recent, handoff } : { recent };
  }

  async fromHolder(guestId: string, operatorId: string, message: string): Promise<ChatEvent | undefined> {
    // FOR SHARE: a transfer, hand back or resolve in flight on another connection either waits for this message (stored
    // before it) or commits first, and then the row no longer matches and nothing is stored.
    const result = await (
      await this.db()
    ).execute(sql`
      insert into ${chatEvents} (guest_id, by, message, operator_name)
      select h.guest_id, 'operator', ${message}, h.operator_name
      from ${darkyHandoffs} h
      where h.guest_id = ${guestId} and h.state = 'person' and h.operator_id = ${operatorId}
      for share of h
      returning id, created_at, operator_name`);
    const [row] = rowsOf<OperatorRow>(result);
    if (!row) return undefined;
    return { id: String(row.id), by: 'operator', operator: { name: row.operator_name }, message, date: new Date(row.created_at).getTime() };
  }
}
