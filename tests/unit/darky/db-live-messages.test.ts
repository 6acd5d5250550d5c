/**
 * Live messages stored in one statement with who holds the conversation (db-live-messages.ts), on PGlite and (with
 * TEST_DATABASE_URL) PostgreSQL. No process keeps a copy of the holder: a take, transfer, hand back or resolve written by
 * another process (here its own stores over the same database) decides the very next message, and a message that is
 * refused is neither stored nor sent.
 */
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DarkyResponder } from '@/features/darky/server/darky-responder';
import { DbConversationStateStore } from '@/features/darky/server/db-conversation-state-store';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { DbLeadDialogueStore } from '@/features/darky/server/db-lead-dialogue-store';
import { DbHandoffStore } from '@/features/darky/server/db-handoff-store';
import { DbLiveMessages } from '@/features/darky/server/db-live-messages';
import { DeskRefusal, HandoffDesk } from '@/features/darky/server/handoff-desk';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';

const rosa = { id: 'op-rosa', email: 'rosa@darko.pe', name: 'Rosa Quispe', role: 'member' as const };
const luis = { id: 'op-luis', name: 'Luis' };

/** One process's stores and desk over the shared database; what its desk sent to visitors is recorded. */
function processOver(db: () => Promise<TestDatabase['db']>) {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  const io = { to: (room: string) => ({ emit: (event: string, payload: unknown) => sent.push({ room, event, payload }) }) } as unknown as Server;
  const handoffs = new DbHandoffStore(db);
  const messages = new DbLiveMessages(db);
  const store = new DbConversationStore(db);
  const desk = new HandoffDesk({
    io,
    store,
    handoffs,
    messages,
    responder: {} as DarkyResponder,
    hours: () => ({ open: true, nextOpen: new Date() }),
    waitMs: 60_000,
  });
  return { handoffs, messages, store, desk, sent };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sent',
    (error: unknown) => (error instanceof DeskRefusal ? error.code : String(error)),
  );

describe.each(testDrivers())('DbLiveMessages on %s', (driver) => {
  // One database for the three cases (each its own guest): opening one runs every migration.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  }, 120_000);
  afterAll(() => database?.destroy());

  it("reads who holds the conversation with the visitor's message, in the same statement", async () => {
    const db = async () => database.db;
    const a = processOver(db);
    await a.store.touchGuest('g-v', 'es');

    const first = await a.messages.fromVisitor('g-v', 'hola', { path: '/servicios' });
    expect(first.handoff).toBeUndefined();
    expect(first.event).toMatchObject({ by: 'user', message: 'hola' });

    const since = new Date(Date.now() - 1000);
    await a.handoffs.move('g-v', { from: ['darky'] }, { state: 'waiting', locale: 'en', reason: 'asked', waitingSince: since });
    expect((await a.messages.fromVisitor('g-v', 'still there?', {})).handoff).toMatchObject({ state: 'waiting', locale: 'en', reason: 'asked', misses: 0 });
    expect((await a.messages.fromVisitor('g-v', 'still there?', {})).handoff!.waitingSince!.getTime()).toBe(since.getTime());

    await a.handoffs.move('g-v', { from: ['waiting'] }, { state: 'person', locale: 'en', operator: { id: rosa.id, name: 'Rosa' }, waitingSince: since });
    const held = await a.messages.fromVisitor('g-v', 'thanks', {});
    expect(held.handoff).toMatchObject({ state: 'person', operator: { id: rosa.id, name: 'Rosa' } });

    // Stored in order, with the page the visitor wrote from, like any message.
    const history = await a.store.history('g-v', 10);
    expect(history.map((event) => event.message)).toEqual(['hola', 'still there?', 'still there?', 'thanks']);
    expect(history.at(-1)!.id).toBe(held.event.id);
  });

  it("reads what Darky remembers of the guest (topic, open dialogue) with the visitor's message", async () => {
    const db = async () => database.db;
    const a = processOver(db);
    await a.store.touchGuest('g-m', 'es');
    expect((await a.messages.fromVisitor('g-m', 'hola', {})).remembered).toEqual({});

    const state = { topic: 'service.chatbot-personalizado', slots: { phone: '+51987654321' }, updatedAt: 1 };
    await new DbConversationStateStore(db).save('g-m', state);
    const dialogue = { kind: 'quote' as const, step: 'name' as const, startedAt: 2, askedAt: 2, idempotencyKey: 'darky-g-m-1' };
    await new DbLeadDialogueStore(db).save('g-m', dialogue);
    expect((await a.messages.fromVisitor('g-m', '¿cuánto cuesta?', {})).remembered).toEqual({ state, dialogue });
    // Another guest's memory is not read.
    await a.store.touchGuest('g-other', 'es');
    expect((await a.messages.fromVisitor('g-other', 'hola', {})).remembered).toEqual({});
  });

  it('a socket that opens stores the guest and reads its last events and holder; a page view is recorded the same way', async () => {
    const db = async () => database.db;
    const a = processOver(db);
    const first = await a.messages.arrival('g-a', 'es', 100);
    expect(first).toEqual({ recent: [] });
    await a.messages.fromVisitor('g-a', 'hola', { path: '/' });
    await a.store.appendAll('g-a', [
      { by: 'bot', message: '¡Hola! Soy Darky.', action: { name: 'navigate', params: { path: '/servicios' } } },
      { by: 'bot', message: '¿En qué te ayudo?' },
    ]);
    // A second visit in English: the guest's language follows, the events come oldest first, the last `limit` only.
    const again = await a.messages.arrival('g-a', 'en', 2);
    expect(again.handoff).toBeUndefined();
    expect(again.recent).toEqual(await a.store.history('g-a', 2));
    expect(again.recent.map((event) => event.message)).toEqual(['¡Hola! Soy Darky.', '¿En qué te ayudo?']);
    expect(again.recent[0]!.action).toEqual({ name: 'navigate', params: { path: '/servicios' } });
    expect(again.recent[1]!.action).toBeUndefined();
    expect((await a.messages.arrival('g-a', 'en', 0)).recent).toEqual([]);

    await a.handoffs.move('g-a', { from: ['darky'] }, { state: 'waiting', locale: 'en', reason: 'asked', waitingSince: new Date() });
    const viewed = await a.messages.pageView('g-a', 'en', '/en/contacto', 5);
    expect(viewed.handoff).toMatchObject({ state: 'waiting', locale: 'en' });
    expect(viewed.recent.map((event) => event.by)).toEqual(['user', 'bot', 'bot']);
    expect((await a.store.pages('g-a', 5)).map((page) => page.path)).toEqual(['/en/contacto']);
  });

  it("stores an operator's message only while they hold it: another process's transfer, hand back or resolve decides the next one", async () => {
    const db = async () => database.db;
    // Two processes over one database: the operator writes on B, the changes are made on A.
    const a = processOver(db);
    const b = processOver(db);
    await a.store.touchGuest('g-o', 'es');
    const since = new Date();
    const take = () =>
      a.handoffs.move('g-o', { from: ['waiting'] }, { state: 'person', locale: 'es', operator: { id: rosa.id, name: 'Rosa' }, waitingSince: since });

    // Darky holds it: nothing stored, nothing sent.
    expect(await b.messages.fromHolder('g-o', rosa.id, 'hola')).toBeUndefined();
    expect(await refusal(b.desk.send(rosa, 'g-o', 'hola'))).toBe('not-found');
    // Waiting: not yet anyone's.
    await a.handoffs.move('g-o', { from: ['darky'] }, { state: 'waiting', locale: 'es', reason: 'asked', waitingSince: since });
    expect(await refusal(b.desk.send(rosa, 'g-o', 'hola'))).toBe('not-allowed');

    // Taken on A: B's very next message is stored and sent, with the name the row holds.
    await take();
    const event = await b.desk.send(rosa, 'g-o', 'Hola, soy Rosa');
    expect(event).toMatchObject({ by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, soy Rosa' });
    expect(b.sent.filter((s) => s.room === 'guest:g-o').map((s) => (s.payload as { message: string }).message)).toEqual(['Hola, soy Rosa']);
    // Someone else is not the holder.
    expect(await refusal(b.desk.send({ ...rosa, id: luis.id }, 'g-o', 'intruso'))).toBe('not-allowed');

    // Transferred on A: Rosa's next message on B is refused at once; Luis's goes.
    await a.handoffs.move('g-o', { from: ['person'], heldBy: rosa.id }, { state: 'person', locale: 'es', operator: luis, waitingSince: since });
    expect(await refusal(b.desk.send(rosa, 'g-o', 'sigo aquí'))).toBe('not-allowed');
    expect(await b.messages.fromHolder('g-o', luis.id, 'Soy Luis')).toMatchObject({ operator: { name: 'Luis' } });

    // Handed back to Darky on A: refused.
    await a.handoffs.move('g-o', { from: ['person'], heldBy: luis.id }, { state: 'darky', locale: 'es' });
    expect(await refusal(b.desk.send({ ...rosa, id: luis.id }, 'g-o', 'tarde'))).toBe('not-found');

    // Queued and taken again, then resolved on A: refused.
    await a.handoffs.move('g-o', { from: ['darky'] }, { state: 'waiting', locale: 'es', waitingSince: since });
    await take();
    expect(await b.messages.fromHolder('g-o', rosa.id, 'de vuelta')).toBeDefined();
    await a.handoffs.move('g-o', { from: ['person'], heldBy: rosa.id }, { state: 'resolved', locale: 'es' });
    expect(await refusal(b.desk.send(rosa, 'g-o', 'ya resuelto'))).toBe('not-found');

    // What was refused was neither stored nor sent to the visitor.
    const stored = (await a.store.history('g-o', 20)).map((e) => e.message);
    expect(stored).toEqual(['Hola, soy Rosa', 'Soy Luis', 'de vuelta']);
    expect(b.sent.filter((s) => s.room === 'guest:g-o')).toHaveLength(1);
  });

  it('a transfer racing a burst of messages: none of the old holder’s is stored after the transfer returns', async () => {
    const db = async () => database.db;
    const a = processOver(db);
    const b = processOver(db);
    await a.store.touchGuest('g-r', 'es');
    await a.handoffs.move('g-r', { from: ['darky'] }, { state: 'person', locale: 'es', operator: { id: rosa.id, name: 'Rosa' } });
    const burst = Array.from({ length: 20 }, (_, i) => b.messages.fromHolder('g-r', rosa.id, `m${i}`));
    const moved = await a.handoffs.move('g-r', { from: ['person'], heldBy: rosa.id }, { state: 'person', locale: 'es', operator: luis });
    expect(moved).toBeDefined();
    const storedBefore = (await a.store.history('g-r', 50)).length;
    const results = await Promise.all(burst);
    // Whatever the burst got in was in before the transfer returned; everything after it was refused.
    expect((await a.store.history('g-r', 50)).length).toBe(storedBefore);
    expect(results.filter(Boolean).length).toBe(storedBefore);
  });
});
