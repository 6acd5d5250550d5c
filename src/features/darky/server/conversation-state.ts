/** What Darky remembers of each guest between messages (topic, details given, pending question), and where it is kept. */
import 'server-only';
import type { VisitorDetails } from '../nlu/visitor-details';

/** A guest's conversation state: plain JSON, small, rewritten after every turn. */
export interface ConversationState {
  /** The catalogue entry (service./tab./subtab.) or fixed topic (faq.x, about.us…) last discussed. */
  topic?: string;
  /** The contact details the visitor gave anywhere in the conversation, newest kept. */
  slots: VisitorDetails;
  /** The question Darky asked and waits an answer to (e.g. 'meeting.time'); cleared once answered. */
  pending?: string;
  updatedAt: number;
}

export const emptyConversationState = (): ConversationState => ({ slots: {}, updatedAt: 0 });

/** Where states live: the database on the site, so any process (or one after a restart) answers the next message. */
export interface ConversationStateStore {
  load(guestId: string): Promise<ConversationState | undefined>;
  save(guestId: string, state: ConversationState): Promise<void>;
}

/** One process's states (tests, and the responder when no store is given). */
export class MemoryConversationStateStore implements ConversationStateStore {
  private readonly states = new Map<string, ConversationState>();
  async load(guestId: string): Promise<ConversationState | undefined> {
    const state = this.states.get(guestId);
    return state ? structuredClone(state) : undefined;
  }
  async save(guestId: string, state: ConversationState): Promise<void> {
    this.states.set(guestId, structuredClone(state));
  }
}

/** The state after a message: details merge (a new value replaces the old), the topic moves when the turn names one. */
export function nextState(
  state: ConversationState,
  change: { details?: VisitorDetails; topic?: string; pending?: string | null },
  now: number,
): ConversationState {
  const slots = { ...state.slots };
  for (const [key, value] of Object.entries(change.details ?? {}) as [keyof VisitorDetails, string | undefined][]) if (value) slots[key] = value;
  const next: ConversationState = { ...state, slots, updatedAt: now };
  if (change.topic) next.topic = change.topic;
  if (change.pending === null) delete next.pending;
  else if (change.pending) next.pending = change.pending;
  return next;
}
