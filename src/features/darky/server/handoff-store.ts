/** Who holds each guest's conversation (Darky, the queue, a person, resolved), and where it is kept. */
import 'server-only';
import type { ChatLocale, ConversationHolder } from '../protocol';

export interface Handoff {
  guestId: string;
  state: ConversationHolder;
  locale: ChatLocale;
  operator?: { id: string; name: string };
  reason?: 'asked' | 'failed';
  /** Darky's failed answers in a row (two queue the visitor). */
  misses: number;
  waitingSince?: Date;
}

/** What a move needs: the states it may start from and, when set, the operator who must hold it. */
export interface MoveGuard {
  from: readonly ConversationHolder[];
  heldBy?: string;
}

/**
 * Every change is one conditional write (`move`): with several processes, two operators taking the same visitor,
 * or the queue's timeout racing a take, exactly one wins and the others are told.
 */
export interface HandoffStore {
  load(guestId: string): Promise<Handoff | undefined>;
  /** Moves the conversation when the guard holds (no row counts as 'darky'); the new row, or undefined when it did not. */
  move(guestId: string, guard: MoveGuard, next: Omit<Handoff, 'guestId' | 'misses'> & { misses?: number }): Promise<Handoff | undefined>;
  /** Sets Darky's misses in a row (only while Darky holds the conversation). */
  setMisses(guestId: string, locale: ChatLocale, misses: number): Promise<void>;
  /** Conversations waiting for a person or held by one, oldest first. */
  live(): Promise<Handoff[]>;
  /** Conversations waiting since before `cutoff`, moved back to Darky (each returned once, whichever process asks). */
  expireWaiting(cutoff: Date): Promise<Handoff[]>;
  /** Of these guests, those who filed a lead from the chat (the inbox's "visitors online"); absent, none did. */
  withLeads?(guestIds: readonly string[]): Promise<Set<string>>;
}

export const darkyHolds = (guestId: string, locale: ChatLocale): Handoff => ({ guestId, state: 'darky', locale, misses: 0 });

/** One process's handoffs (tests). */
export class MemoryHandoffStore implements HandoffStore {
  private readonly rows = new Map<string, Handoff>();

  async load(guestId: string): Promise<Handoff | undefined> {
    const row = this.rows.get(guestId);
    return row ? structuredClone(row) : undefined;
  }

  async move(guestId: string, guard: MoveGuard, next: Omit<Handoff, 'guestId' | 'misses'> & { misses?: number }): Promise<Handoff | undefined> {
    const current = this.rows.get(guestId);
    const state = current?.state ?? 'darky';
    if (!guard.from.includes(state)) return undefined;
    if (guard.heldBy && current?.operator?.id !== guard.heldBy) return undefined;
    const row: Handoff = { ...next, guestId, misses: next.misses ?? 0 };
    this.rows.set(guestId, row);
    return structuredClone(row);
  }

  async setMisses(guestId: string, locale: ChatLocale, misses: number): Promise<void> {
    const current = this.rows.get(guestId) ?? darkyHolds(guestId, locale);
    if (current.state === 'darky' || current.state === 'resolved') this.rows.set(guestId, { ...current, misses });
  }

  async live(): Promise<Handoff[]> {
    return [...this.rows.values()]
      .filter((row) => row.state === 'waiting' || row.state === 'person')
      .sort((a, b) => (a.waitingSince?.getTime() ?? 0) - (b.waitingSince?.getTime() ?? 0))
      .map((row) => structuredClone(row));
  }

  async expireWaiting(cutoff: Date): Promise<Handoff[]> {
    const expired: Handoff[] = [];
    for (const row of this.rows.values()) {
      if (row.state !== 'waiting' || !row.waitingSince || row.waitingSince >= cutoff) continue;
      const back: Handoff = { guestId: row.guestId, state: 'darky', locale: row.locale, misses: 0, reason: row.reason };
      this.rows.set(row.guestId, back);
      expired.push(structuredClone(back));
    }
    return expired;
  }
}
