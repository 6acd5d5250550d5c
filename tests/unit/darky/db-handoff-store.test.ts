/** Who holds a conversation, in darky_handoffs on PGlite and (with TEST_DATABASE_URL) PostgreSQL: one write wins each race. */
import { afterAll, describe, expect, it } from 'vitest';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
});

describe.each(testDrivers())('DbHandoffStore on %s', (driver) => {
  it('queues, lets one of two operators take, expires only old waits, and keeps misses while Darky holds', async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const db = async () => database.db;
    const conversations = new DbConversationStore(db);
    const store = new DbHandoffStore(db);
    for (const guest of ['g1', 'g2', 'g3']) await conversations.touchGuest(guest, 'es');

    expect(await store.load('g1')).toBeUndefined();
    await store.setMisses('g1', 'es', 1);
    expect(await store.load('g1')).toMatchObject({ state: 'darky', misses: 1 });

    const since = new Date(Date.now() - 10 * 60_000);
    const queued = await store.move('g1', { from: ['darky', 'resolved'] }, { state: 'waiting', locale: 'es', reason: 'asked', waitingSince: since });
    expect(queued).toMatchObject({ state: 'waiting', reason: 'asked', misses: 0 });
    // Queued once: a second request while waiting changes nothing.
    expect(await store.move('g1', { from: ['darky', 'resolved'] }, { state: 'waiting', locale: 'es', waitingSince: new Date() })).toBeUndefined();
    // Misses are not written while the queue holds the conversation.
    await store.setMisses('g1', 'es', 5);
    expect((await store.load('g1'))!.misses).toBe(0);

    // Two operators at once: exactly one takes it.
    const take = (id: string) => store.move('g1', { from: ['waiting'] }, { state: 'person', locale: 'es', operator: { id, name: id }, waitingSince: since });
    const results = await Promise.all([take('rosa'), take('luis')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const holder = (await store.load('g1'))!.operator!.id;
    // Only the holder's guard moves it on.
    const other = holder === 'rosa' ? 'luis' : 'rosa';
    expect(await store.move('g1', { from: ['person'], heldBy: other }, { state: 'resolved', locale: 'es' })).toBeUndefined();
    expect(await store.move('g1', { from: ['person'], heldBy: holder }, { state: 'resolved', locale: 'es' })).toMatchObject({ state: 'resolved' });

    // The queue's timeout takes old waits only, each once.
    await store.move('g2', { from: ['darky'] }, { state: 'waiting', locale: 'en', reason: 'failed', waitingSince: since });
    await store.move('g3', { from: ['darky'] }, { state: 'waiting', locale: 'es', reason: 'asked', waitingSince: new Date() });
    expect((await store.live()).map((h) => h.guestId)).toEqual(['g2', 'g3']);
    const cutoff = new Date(Date.now() - 60_000);
    const [first, second] = await Promise.all([store.expireWaiting(cutoff), store.expireWaiting(cutoff)]);
    expect([...first, ...second].map((h) => [h.guestId, h.state, h.locale])).toEqual([['g2', 'darky', 'en']]);
    expect((await store.live()).map((h) => h.guestId)).toEqual(['g3']);
  });
});
