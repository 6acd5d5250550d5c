/** Handoffs in the site's database (darky_handoffs): every process sees who holds a conversation, and one write wins. */
import 'server-only';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatGuestLeads, darkyHandoffs } from '@/features/darky/tables';
import type { ChatLocale, ConversationHolder } from '../protocol';
import type { Handoff, HandoffStore, MoveGuard } from './handoff-store';

type Row = typeof darkyHandoffs.$inferSelect;

/** A darky_handoffs row as the desk reads it (also ./db-live-messages.ts, which reads the row beside a message). */
export function handoffOf(row: Row): Handoff {
  return {
    guestId: row.guestId,
    state: row.state as ConversationHolder,
    locale: row.locale === 'en' ? 'en' : 'es',
    ...(row.operatorId && row.operatorName ? { operator: { id: row.operatorId, name: row.operatorName } } : {}),
    ...(row.reason === 'asked' || row.reason === 'failed' ? { reason: row.reason } : {}),
    misses: row.misses,
    ...(row.waitingSince ? { waitingSince: row.waitingSince } : {}),
  };
}

export class DbHandoffStore implements HandoffStore {
  constructor(private readonly db: () => Promise<Database>) {}

  async load(guestId: string): Promise<Handoff | undefined> {
    const [row] = await (await this.db()).select().from(darkyHandoffs).where(eq(darkyHandoffs.guestId, guestId)).limit(1);
    return row ? handoffOf(row) : undefined;
  }

  async move(guestId: string, guard: MoveGuard, next: Omit<Handoff, 'guestId' | 'misses'> & { misses?: number }): Promise<Handoff | undefined> {
    const db = await this.db();
    const values = {
      state: next.state,
      locale: next.locale,
      operatorId: next.operator?.id ?? null,
      operatorName: next.operator?.name ?? null,
      reason: next.reason ?? null,
      misses: next.misses ?? 0,
      waitingSince: next.waitingSince ?? null,
      updatedAt: new Date(),
    };
    const allowed = [...guard.from] as string[];
    const condition = and(inArray(darkyHandoffs.state, allowed), guard.heldBy ? eq(darkyHandoffs.operatorId, guard.heldBy) : undefined);
    // No row is Darky: a move from 'darky' may insert; any other guard needs the row, updated only while it holds.
    const rows =
      guard.from.includes('darky') && !guard.heldBy
        ? await db
            .insert(darkyHandoffs)
            .values({ guestId, ...values })
            .onConflictDoUpdate({ target: darkyHandoffs.guestId, set: values, setWhere: condition })
            .returning()
        : await db
            .update(darkyHandoffs)
            .set(values)
            .where(and(eq(darkyHandoffs.guestId, guestId), condition))
            .returning();
    return rows[0] ? handoffOf(rows[0]) : undefined;
  }

  async setMisses(guestId: string, locale: ChatLocale, misses: number): Promise<void> {
    await (
      await this.db()
    )
      .insert(darkyHandoffs)
      .values({ guestId, state: 'darky', locale, misses })
      .onConflictDoUpdate({
        target: darkyHandoffs.guestId,
        set: { misses, updatedAt: sql`now()` },
        setWhere: inArray(darkyHandoffs.state, ['darky', 'resolved']),
      });
  }

  async withLeads(guestIds: readonly string[]): Promise<Set<string>> {
    if (guestIds.length === 0) return new Set();
    const rows = await (
      await this.db()
    )
      .selectDistinct({ guestId: chatGuestLeads.guestId })
      .from(chatGuestLeads)
      .where(inArray(chatGuestLeads.guestId, [...guestIds]));
    return new Set(rows.map((row) => row.guestId));
  }

  async live(): Promise<Handoff[]> {
    const rows = await (
      await this.db()
    )
      .select()
      .from(darkyHandoffs)
      .where(inArray(darkyHandoffs.state, ['waiting', 'person']))
      .orderBy(asc(darkyHandoffs.waitingSince));
    return rows.map(handoffOf);
  }

  async expireWaiting(cutoff: Date): Promise<Handoff[]> {
    const rows = await (
      await this.db()
    )
      .update(darkyHandoffs)
      .set({ state: 'darky', operatorId: null, operatorName: null, misses: 0, waitingSince: null, updatedAt: new Date() })
      .where(and(eq(darkyHandoffs.state, 'waiting'), lt(darkyHandoffs.waitingSince, cutoff)))
      .returning();
    return rows.map(handoffOf);
  }
}
