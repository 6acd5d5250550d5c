/** Darky's per-guest conversation state in the site's database (darky_conversation_states): shared by every process, kept across restarts. */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { darkyConversationStates } from '@/features/darky/tables';
import type { ConversationState, ConversationStateStore } from './conversation-state';

export class DbConversationStateStore implements ConversationStateStore {
  constructor(private readonly db: () => Promise<Database>) {}

  async load(guestId: string): Promise<ConversationState | undefined> {
    const [row] = await (
      await this.db()
    )
      .select({ state: darkyConversationStates.state })
      .from(darkyConversationStates)
      .where(eq(darkyConversationStates.guestId, guestId))
      .limit(1);
    return row ? (row.state as ConversationState) : undefined;
  }

  async save(guestId: string, state: ConversationState): Promise<void> {
    await (
      await this.db()
    )
      .insert(darkyConversationStates)
      .values({ guestId, state })
      .onConflictDoUpdate({ target: darkyConversationStates.guestId, set: { state, updatedAt: sql`now()` } });
  }
}
