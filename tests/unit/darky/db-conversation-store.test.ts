/** Conversations stored in chat_guests / chat_events, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
});

describe.each(testDrivers())('DbConversationStore on %s', (driver) => {
  it("keeps each guest's events in order, with actions, across a restart", async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    await store.touchGuest('guest-a', 'es');
    await store.touchGuest('guest-a', 'en'); // a second visit updates, never duplicates
    await store.touchGuest('guest-b', 'es');
    const greeting = await store.append('guest-a', { by: 'bot', message: 'Hola, soy Darky. ¿Cómo te puedo ayudar?' });
    await store.append('guest-b', { by: 'user', message: 'otro visitante' });
    await store.append('guest-a', { by: 'user', message: 'portafolio' });
    await store.append('guest-a', {
      by: 'bot',
      message: 'Te llevo al portafolio.',
      action: { name: 'navigate', params: { path: '/portafolio', animation: 'navigating' } },
    });
    expect(greeting.id).toBeTruthy();
    expect(typeof greeting.date).toBe('number');

    await database.close();
    const reopened = await database.reopen();
    const afterRestart = new DbConversationStore(async () => reopened.db);
    const history = await afterRestart.history('guest-a', 10);
    expect(history.map((e) => [e.by, e.message])).toEqual([
      ['bot', 'Hola, soy Darky. ¿Cómo te puedo ayudar?'],
      ['user', 'portafolio'],
      ['bot', 'Te llevo al portafolio.'],
    ]);
    expect(history[2]!.action).toEqual({ name: 'navigate', params: { path: '/portafolio', animation: 'navigating' } });
    expect(history[0]!.action).toBeUndefined();
    // An event without an action stores NULL (not the JSON value null).
    const { rows } = (await reopened.db.execute(sql`select count(*)::int as n from chat_events where action is null`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]!.n).toBe(3);
    expect((await afterRestart.history('guest-a', 2)).map((e) => e.message)).toEqual(['portafolio', 'Te llevo al portafolio.']);
    await reopened.close();
  });

  it("stores a turn's replies in one step, in order, with their actions", async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    await store.touchGuest('guest-t', 'es');
    await store.append('guest-t', { by: 'user', message: 'quiero una tienda online' });
    const replies = await store.appendAll('guest-t', [
      { by: 'bot', message: 'Una tienda online vende las 24 horas.', action: { name: 'navigate', params: { path: '/servicios' } } },
      { by: 'bot', message: '¿Cómo te llamas?' },
      { by: 'bot', message: 'Tu nombre y apellido, por favor.' },
    ]);
    expect(replies.map((reply) => reply.message)).toEqual(['Una tienda online vende las 24 horas.', '¿Cómo te llamas?', 'Tu nombre y apellido, por favor.']);
    const ids = replies.map((reply) => Number(reply.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const history = await store.history('guest-t', 10);
    expect(history.map((event) => event.id)).toEqual([history[0]!.id, ...replies.map((reply) => reply.id)]);
    expect(history[1]!.action).toEqual({ name: 'navigate', params: { path: '/servicios' } });
    expect(history[2]!.action).toBeUndefined();
    expect(await store.appendAll('guest-t', [])).toEqual([]);
  });
});
