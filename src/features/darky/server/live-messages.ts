/**
 * Messages written into a conversation a person may hold: each stored together with who holds it, so the hot path of
 * the live handoff (a visitor writing to the team, an operator to the visitor) costs one database round trip, not a
 * read of the holder and a write. The database's version is ./db-live-messages.ts.
 */
import 'server-only';
import type { ChatEvent, ChatLocale } from '../protocol';
import type { ConversationState } from './conversation-state';
import type { ConversationStore } from './conversation-store';
import type { Handoff, HandoffStore } from './handoff-store';
import type { LeadDialogue } from './lead-capture';

/**
 * What Darky remembers of a guest between turns (the topic and details, an open quote or booking), read with the
 * visitor's message in the same statement so that Darky's turn starts without reading it again.
 */
export interface RememberedGuest {
  state?: ConversationState;
  dialogue?: LeadDialogue;
}

/** A visitor's stored message, who held the conversation then and, where the store reads it too, what Darky remembers. */
export interface StoredVisitorMessage {
  event: ChatEvent;
  handoff?: Handoff;
  remembered?: RememberedGuest;
}

/** A guest's socket opened, or a page loaded: the guest's last events and who held the conversation then. */
export interface VisitorArrival {
  recent: ChatEvent[];
  handoff?: Handoff;
}

export interface LiveMessages {
  /**
   * A guest's socket opened: stores the guest (or its language and last visit) and returns its last `limit` events and
   * who holds the conversation, in one step where the store can.
   */
  arrival(guestId: string, locale: ChatLocale, limit: number): Promise<VisitorArrival>;
  /** A page the guest loaded: recorded, and returned with its last `limit` events and who holds the conversation. */
  pageView(guestId: string, locale: ChatLocale, path: string, limit: number): Promise<VisitorArrival>;
  /**
   * Stores a visitor's message; returns it with who held the conversation when it was stored (undefined: Darky) and,
   * when read in the same step, what Darky remembers of the guest.
   */
  fromVisitor(guestId: string, message: string, meta: { path?: string }): Promise<StoredVisitorMessage>;
  /**
   * Stores an operator's message only while that operator holds the conversation (state 'person'): undefined, and
   * nothing stored, when they do not (a colleague took it over, it was handed back or resolved, on any process).
   */
  fromHolder(guestId: string, operatorId: string, message: string): Promise<ChatEvent | undefined>;
}

/**
 * The two stores one after the other (a read, then a write): for the in-memory stores of one process (tests). The
 * holder may change between the two steps, so it is not for a database that several processes share.
 */
export function composedLiveMessages(store: ConversationStore, handoffs: HandoffStore): LiveMessages {
  return {
    async arrival(guestId, locale, limit) {
      await store.touchGuest(guestId, locale);
      return { recent: limit > 0 ? await store.history(guestId, limit) : [], handoff: await handoffs.load(guestId) };
    },
    async pageView(guestId, locale, path, limit) {
      await store.recordPage(guestId, locale, path);
      return { recent: await store.history(guestId, limit), handoff: await handoffs.load(guestId) };
    },
    async fromVisitor(guestId, message, meta) {
      const event = await store.append(guestId, { by: 'user', message }, meta);
      return { event, handoff: await handoffs.load(guestId) };
    },
    async fromHolder(guestId, operatorId, message) {
      const handoff = await handoffs.load(guestId);
      if (handoff?.state !== 'person' || handoff.operator?.id !== operatorId) return undefined;
      return store.append(guestId, { by: 'operator', operator: { name: handoff.operator.name }, message });
    },
  };
}
