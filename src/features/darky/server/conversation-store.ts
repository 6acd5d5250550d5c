/** Where Darky keeps each guest's conversation; an in-memory store for tests and a database store for the site. */
import 'server-only';
import type { ChatEvent, ChatLocale } from '../protocol';

export interface ConversationStore {
  /** Creates the guest on first sight and records the visit. */
  touchGuest(guestId: string, locale: ChatLocale): Promise<void>;
  /** Stores an event and returns it with its id and date; `path` is the page a visitor wrote from (the console's transcript). */
  append(guestId: string, event: Omit<ChatEvent, 'id' | 'date'>, meta?: { path?: string }): Promise<ChatEvent>;
  /** Stores several events of one turn (Darky's replies) in order, in one step where the store can. */
  appendAll(guestId: string, events: readonly Omit<ChatEvent, 'id' | 'date'>[]): Promise<ChatEvent[]>;
  /** Records a page the guest loaded with the widget on (the console's "pages visited"). */
  recordPage(guestId: string, locale: ChatLocale, path: string): Promise<void>;
  /** The last `limit` events, oldest first. */
  history(guestId: string, limit: number): Promise<ChatEvent[]>;
  /** The last `limit` pages the guest loaded, oldest first (the live inbox). */
  pages(guestId: string, limit: number): Promise<{ path: string; at: number }[]>;
}

export class MemoryConversationStore implements ConversationStore {
  private readonly guests = new Map<string, { locale: ChatLocale; events: ChatEvent[]; pages: { path: string; at: number }[] }>();
  private sequence = 0;

  async touchGuest(guestId: string, locale: ChatLocale): Promise<void> {
    if (!this.guests.has(guestId)) this.guests.set(guestId, { locale, events: [], pages: [] });
  }

  async append(guestId: string, event: Omit<ChatEvent, 'id' | 'date'>): Promise<ChatEvent> {
    const guest = this.guests.get(guestId) ?? { locale: 'es' as const, events: [], pages: [] };
    this.guests.set(guestId, guest);
    this.sequence += 1;
    const stored: ChatEvent = { ...event, id: String(this.sequence), date: Date.now() };
    guest.events.push(stored);
    return stored;
  }

  async appendAll(guestId: string, events: readonly Omit<ChatEvent, 'id' | 'date'>[]): Promise<ChatEvent[]> {
    const stored: ChatEvent[] = [];
    for (const event of events) stored.push(await this.append(guestId, event));
    return stored;
  }

  async history(guestId: string, limit: number): Promise<ChatEvent[]> {
    return (this.guests.get(guestId)?.events ?? []).slice(-limit);
  }

  async recordPage(guestId: string, _locale: ChatLocale, path: string): Promise<void> {
    this.guests.get(guestId)?.pages.push({ path, at: Date.now() });
  }

  async pages(guestId: string, limit: number): Promise<{ path: string; at: number }[]> {
    return (this.guests.get(guestId)?.pages ?? []).slice(-limit);
  }
}
