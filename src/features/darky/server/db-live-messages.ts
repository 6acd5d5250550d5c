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
import { chatEvents, darkyConversationStates, darkyHandoffs, darkyLeadDialogues } from '@/features/darky/tables';
import type { ChatEvent } from '../protocol';
import type { ConversationState } from './conversation-state';
import { handoffOf } from './db-handoff-store';
import type { LeadDialogue } from './lead-capture';
import type { LiveMessages, StoredVisitorMessage } from './live-messages';

type VisitorRow = {
  id: string | number;
  created_at: Date | string;
  state: string | null;
  locale: string | null;
  operator_id: string | null;
  operator_name: string | null;
  reason: string | null;
  misses: number | null;
  waiting_since: Date | string | null;
  conversation_state: ConversationState | null;
  lead_dialogue: LeadDialogue | null;
};

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
    if (!row.state) return { event, remembered };
    const handoff = handoffOf({
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
    return { event, handoff, remembered };
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
