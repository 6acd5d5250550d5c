/** Conversations in the site's database (chat_guests, chat_events): PGlite by default, PostgreSQL with DATABASE_URL. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { chatEvents, chatGuests } from '@/server/db/schema';
import type { ChatAction, ChatEvent, ChatLocale } from '../protocol';
import type { ConversationStore } from './conversation-store';

export class DbConversationStore implements ConversationStore {
  constructor(private readonly db: () => Promise<Database>) {}

  async touchGuest(guestId: string, locale: ChatLocale): Promise<void> {
    const db = await this.db();
    await db
      .insert(chatGuests)
      .values({ id: guestId, locale })
      .onConflictDoUpdate({ target: chatGuests.id, set: { locale, lastSeenAt: sql`now()` } });
  }

  async append(guestId: string, event: Omit<ChatEvent, 'id' | 'date'>): Promise<ChatEvent> {
    const db = await this.db();
    const [row] = await db
      .insert(chatEvents)
      .values({ guestId, by: event.by, message: event.message, action: event.action ?? null })
      .returning({ id: chatEvents.id, createdAt: chatEvents.createdAt });
    return { ...event, id: String(row!.id), date: row!.createdAt.getTime() };
  }

  async history(guestId: string, limit: number): Promise<ChatEvent[]> {
    const db = await this.db();
    const rows = await db.select().from(chatEvents).where(eq(chatEvents.guestId, guestId)).orderBy(desc(chatEvents.id)).limit(limit);
    return rows.reverse().map((row) => ({
      id: String(row.id),
      by: row.by === 'user' ? 'user' : 'bot',
      message: row.message,
      ...(row.action ? { action: row.action as ChatAction } : {}),
      date: row.createdAt.getTime(),
    }));
  }
}
