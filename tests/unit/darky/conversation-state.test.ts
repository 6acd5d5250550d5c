/** Darky's memory of a guest between messages: details found in any message, and a state kept in the database across a restart. */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findVisitorDetails, normalizePhone } from '@/features/darky/nlu/visitor-details';
import { emptyConversationState, MemoryConversationStateStore, nextState } from '@/features/darky/server/conversation-state';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { DbConversationStateStore } from '@/features/darky/server/db-conversation-state-store';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { LeadCaptureDialogues, MemoryLeadDialogueStore } from '@/features/darky/server/lead-capture';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { trainFixtureModel } from './support';

describe('details a visitor gives in passing', () => {
  it('normalises Peruvian phones to E.164 with +51 by default', () => {
    expect(normalizePhone('987 654 321')).toBe('+51987654321');
    expect(normalizePhone('+51 987-654-321')).toBe('+51987654321');
    expect(normalizePhone('0051987654321')).toBe('+51987654321');
    expect(normalizePhone('(01) 640 9000')).toBe('+5116409000');
    expect(normalizePhone('640 9000')).toBe('+5116409000');
    expect(normalizePhone('+1 415 555 0134')).toBe('+14155550134');
    expect(normalizePhone('12345')).toBeUndefined();
  });

  it('finds a phone and an e-mail inside any sentence, whatever it asks', () => {
    expect(findVisitorDetails('es', 'cuánto cuesta una tienda online? mi cel es 987654321')).toEqual({ phone: '+51987654321' });
    expect(findVisitorDetails('en', 'Write me at Ana.Perez@Example.com about the chatbot.')).toEqual({ email: 'ana.perez@example.com' });
  });

  it('does not read a price or a date as a phone', () => {
    expect(findVisitorDetails('es', 'tengo un presupuesto de 3500 soles para el 12/03').phone).toBeUndefined();
  });

  it('finds a name, a company and a preferred time', () => {
    const es = findVisitorDetails('es', 'Hola, me llamo Lucía Torres, mi empresa es Panadería Sol y puedo mañana a las 10');
    expect(es).toMatchObject({ name: 'Lucía Torres', company: 'Panadería Sol', preferredTime: 'mañana a las 10' });
    const en = findVisitorDetails('en', "Hi, I'm John Smith and I work at Acme Corp, call me tomorrow at 3 pm");
    expect(en).toMatchObject({ name: 'John Smith', company: 'Acme Corp', preferredTime: 'tomorrow at 3 pm' });
  });

  it('merges details into the state, the newest value winning, and keeps the topic unless a turn names another', () => {
    const first = nextState(emptyConversationState(), { details: { phone: '+51987654321' }, topic: 'service.chatbot-personalizado' }, 1);
    const second = nextState(first, { details: { email: 'a@b.pe', phone: '+51911111111' } }, 2);
    expect(second).toEqual({ slots: { phone: '+51911111111', email: 'a@b.pe' }, topic: 'service.chatbot-personalizado', updatedAt: 2 });
  });
});

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
});

describe.each(testDrivers())('DbConversationStateStore on %s', (driver) => {
  it("keeps each guest's state across a restart and replaces it on save", async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    await new DbConversationStore(async () => database.db).touchGuest('guest-s', 'es');
    const store = new DbConversationStateStore(async () => database.db);
    expect(await store.load('guest-s')).toBeUndefined();
    await store.save('guest-s', { topic: 'academy.events', slots: { name: 'Ana' }, updatedAt: 1 });
    await store.save('guest-s', {
      topic: 'tab.webs-y-apps-a-medida.web-e-commerce',
      slots: { name: 'Ana', phone: '+51987654321' },
      pending: 'meeting.time',
      updatedAt: 2,
    });
    await database.close();
    const reopened = await database.reopen();
    const afterRestart = new DbConversationStateStore(async () => reopened.db);
    expect(await afterRestart.load('guest-s')).toEqual({
      topic: 'tab.webs-y-apps-a-medida.web-e-commerce',
      slots: { name: 'Ana', phone: '+51987654321' },
      pending: 'meeting.time',
      updatedAt: 2,
    });
  });
});

describe("a turn given what was read with the visitor's message", () => {
  /** A state store that counts its reads. */
  class CountingStates extends MemoryConversationStateStore {
    loads = 0;
    override async load(guestId: string) {
      this.loads += 1;
      return super.load(guestId);
    }
  }

  it('answers from the remembered topic without reading the stores again', async () => {
    const states = new CountingStates();
    const dialogues = new MemoryLeadDialogueStore();
    const load = vi.spyOn(dialogues, 'load');
    const responder = new DarkyResponder(await trainFixtureModel(), {
      leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' }), undefined, dialogues),
      states,
      random: () => 0,
    });
    const remembered = { state: { topic: 'tab.webs-y-apps-a-medida.web-e-commerce', slots: {}, updatedAt: 1 } };
    const { replies } = await responder.turn({ guestId: 'g-r', locale: 'es', path: '/', text: '¿y cuánto demora?', history: async () => [], remembered });
    expect(replies.map((reply) => reply.message).join(' ')).toContain('tab=web-e-commerce');
    expect(states.loads).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('drops a remembered dialogue that has expired', async () => {
    const dialogues = new MemoryLeadDialogueStore();
    const stale = { kind: 'quote' as const, step: 'name' as const, startedAt: Date.now() - 60 * 60 * 1000, idempotencyKey: 'darky-old' };
    await dialogues.save('g-x', stale);
    const leads = new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' }), 30 * 60 * 1000, dialogues);
    const responder = new DarkyResponder(await trainFixtureModel(), { leads, random: () => 0 });
    await responder.turn({ guestId: 'g-x', locale: 'es', path: '/', text: 'hola', history: async () => [], remembered: { dialogue: stale } });
    expect(await dialogues.load('g-x')).toBeUndefined();
  });
});
