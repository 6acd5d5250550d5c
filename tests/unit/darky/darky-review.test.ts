/**
 * The console's review of Darky (issue 17, items 4-5): what Darky did not understand is recorded, grouped and taught
 * back (assign, new answer, dismiss) on PGlite / PostgreSQL; taught examples train the next model; retention bounds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeVisitorText } from '@/features/darky/nlu/visitor-text';
import { DarkyResponder, type UnansweredMessage } from '@/features/darky/server/darky-responder';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { DbConversationStore } from '@/features/darky/server/db-conversation-store';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { corpusWithLearnedIntents, mergeLearnedUtterances, noLearnedExamples } from '@/features/darky/server/learned-examples';
import { darkyRetention, loadLearnedExamples, purgeDarkyData, recordUnanswered } from '@/features/darky/server/review-store';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { fixtureKnowledge } from './fixtures/knowledge';
import { trainFixtureModel } from './support';

vi.mock('server-only', () => ({}));
const { answerQuestions, assignQuestions, customIntentName, dismissQuestions, heldOutTexts, listQuestionGroups, ReviewDecisionError } =
  await import('@/features/console/questions/server/questions.server');
const { listConversations, readTranscript, parseConversationFilter } = await import('@/features/console/conversations/server/conversations.server');

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.destroy();
});

function responderWith(model: TrainedDarkyModel, seen: UnansweredMessage[], llm?: () => Promise<string>) {
  return new DarkyResponder(model, {
    leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'x' })),
    onUnanswered: (m) => seen.push(m),
    random: () => 0,
    ...(llm ? { llm: { answer: llm } } : {}),
  });
}

const turn = (text: string, locale: 'es' | 'en' = 'es') => ({ guestId: 'guest-r', locale, path: '/', text, history: async () => [] });

describe('recording what Darky did not understand', () => {
  let model: TrainedDarkyModel;
  beforeAll(async () => {
    model = await trainFixtureModel();
  });

  it('records a fallback (no guess), a "did you mean" (guess and score) and nothing for a message it answers', async () => {
    const seen: UnansweredMessage[] = [];
    const responder = responderWith(model, seen);
    await responder.reply(turn('zorblat quibbix'));
    // Half-way between two topics of the academy: a real "did you mean" (a question Darky knows nothing about,
    // such as a year-end party, gets no guess at all).
    await responder.reply(turn('me interesa lo de los eventos y cursos'));
    await responder.reply(turn('muéstrame su portafolio'));
    expect(seen.map((m) => [m.text, m.outcome])).toEqual([
      ['zorblat quibbix', 'fallback'],
      ['me interesa lo de los eventos y cursos', 'clarify'],
    ]);
    expect(seen[0]).toMatchObject({ guestId: 'guest-r', locale: 'es', intent: 'None', score: 0 });
    expect(seen[1]!.intent).not.toBe('None');
    expect(seen[1]!.score).toBeGreaterThan(0);
    expect(seen[1]!.score).toBeLessThan(0.7);
  });

  it('records a message the LLM answered instead of the NLU as outcome "llm"', async () => {
    const seen: UnansweredMessage[] = [];
    await responderWith(model, seen, async () => 'respuesta del modelo').reply(turn('zorblat quibbix'));
    expect(seen.map((m) => m.outcome)).toEqual(['llm']);
  });
});

describe('merging taught examples into the training', () => {
  it('adds utterances to known intents, skips those of unknown intents, and adds custom intents without replacing written ones', () => {
    const documents = new Map([['contact.info', ['dónde están']]]);
    expect(
      mergeLearnedUtterances(documents, [
        { intent: 'contact.info', utterance: 'tienen estacionamiento' },
        { intent: 'gone.intent', utterance: 'x' },
      ]),
    ).toEqual({ added: 1, skipped: 1 });
    expect(documents.get('contact.info')).toEqual(['dónde están', 'tienen estacionamiento']);
    const corpus = { intents: { 'contact.info': { utterances: ['a', 'b', 'c', 'd'], answers: ['written'], suggest: [] } } } as never;
    const merged = corpusWithLearnedIntents(corpus, [
      { intent: 'contact.info', answer: 'operator', label: 'x' },
      { intent: 'custom.mascotas', answer: 'Sí, con correa.', label: 'mascotas' },
    ]);
    expect((merged as { intents: Record<string, { answers: string[] }> }).intents['contact.info']!.answers).toEqual(['written']);
    expect((merged as { intents: Record<string, { answers: string[] }> }).intents['custom.mascotas']!.answers).toEqual(['Sí, con correa.']);
  });

  it('a model trained with taught examples answers the taught question, with the assigned intent or the written answer', async () => {
    const learned = noLearnedExamples();
    learned.examples.es.push(
      // (Parking is no longer unknown: faq.office-visit says the site does not give it.)
      { intent: 'contact.info', utterance: 'hacen fiestas de fin de año' },
      { intent: 'contact.info', utterance: 'hacen fiestas de fin de año para clientes' },
      { intent: 'custom.aceptan-mascotas', utterance: 'aceptan mascotas en la oficina' },
      { intent: 'custom.aceptan-mascotas', utterance: 'puedo ir con mi perro' },
    );
    learned.customIntents.es.push({ intent: 'custom.aceptan-mascotas', answer: 'Sí, tu mascota es bienvenida.', label: 'Mascotas' });
    const before = await trainFixtureModel();
    const after = await trainDarkyModel(fixtureKnowledge, learned);
    expect(after.learned).toEqual({ added: 4, skipped: 0 });
    const seenBefore: UnansweredMessage[] = [];
    const seenAfter: UnansweredMessage[] = [];
    await responderWith(before, seenBefore).reply(turn('hacen fiestas de fin de año'));
    const parties = await responderWith(after, seenAfter).reply(turn('hacen fiestas de fin de año'));
    const pets = await responderWith(after, seenAfter).reply(turn('aceptan mascotas en la oficina'));
    expect(seenBefore).toHaveLength(1);
    expect(seenAfter).toEqual([]);
    expect((await responderWith(after, []).understand('es', 'hacen fiestas de fin de año')).intent).toBe('contact.info');
    expect(parties[0]!.message).not.toBe('');
    expect(pets.map((r) => r.message)).toEqual(['Sí, tu mascota es bienvenida.']);
  });
});

describe('custom intent names', () => {
  it('are custom.<words>, letters and hyphens only (the corpus name pattern), made unique with letters', () => {
    expect(customIntentName('¿Aceptan mascotas en la oficina 24/7?', new Set())).toBe('custom.aceptan-mascotas-oficina');
    expect(customIntentName('¿Aceptan mascotas en la oficina?', new Set(['custom.aceptan-mascotas-oficina']))).toBe('custom.aceptan-mascotas-oficina-a');
    expect(customIntentName('24/7 ?', new Set())).toBe('custom.answer');
    expect(customIntentName('¿Aceptan mascotas?', new Set())).toMatch(/^[a-z]+(\.[a-z-]+)+$/);
  });
});

describe('held-out guard', () => {
  it('reads the held-out questions in the NLU spelling, and none when the folder is missing', () => {
    expect(heldOutTexts('es').size).toBeGreaterThanOrEqual(150);
    expect(heldOutTexts('es', '/nonexistent-folder').size).toBe(0);
  });
});

describe.each(testDrivers())('review queue on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    for (const guest of ['g1', 'g2', 'g3']) await store.touchGuest(guest, 'es');
  });

  const record = (guestId: string, text: string, outcome: UnansweredMessage['outcome'] = 'fallback', intent = 'None', score = 0) =>
    recordUnanswered(database.db, { guestId, locale: 'es', text, intent, score, outcome });

  it('stores each unanswered message normalised, and groups similar ones with their count', async () => {
    await record('g1', '¿Tienen estacionamiento?', 'clarify', 'pricing.info', 0.42);
    await record('g2', 'tienen estacionamiento para clientes');
    await record('g3', 'Aceptan mascotas en la oficina');
    const { rows } = (await database.db.execute(sql`select normalized, guessed_intent, outcome from darky_unanswered order by id`)) as unknown as {
      rows: { normalized: string; guessed_intent: string | null; outcome: string }[];
    };
    expect(rows[0]).toEqual({ normalized: normalizeVisitorText('es', '¿Tienen estacionamiento?'), guessed_intent: 'pricing.info', outcome: 'clarify' });
    expect(rows[1]!.guessed_intent).toBeNull();
    const { groups, open } = await listQuestionGroups(database.db);
    expect(open).toBe(3);
    expect(groups.map((g) => g.count)).toEqual([2, 1]);
  });

  it('assigns a group to an existing intent: examples stored (an evaluation twin too, counted), questions closed, unknown intents refused', async () => {
    const { groups } = await listQuestionGroups(database.db);
    const parking = groups[0]!;
    await expect(assignQuestions(database.db, { locale: 'es', ids: parking.ids, intent: 'no.such-intent', createdBy: 'op@x' })).rejects.toBeInstanceOf(
      ReviewDecisionError,
    );
    const heldOut = new Set([normalizeVisitorText('es', 'tienen estacionamiento para clientes')]);
    const outcome = await assignQuestions(database.db, { locale: 'es', ids: parking.ids, intent: 'contact.info', createdBy: 'op@x', heldOut });
    expect(outcome).toEqual({ taught: 2, heldOut: 1, known: 0, intent: 'contact.info' });
    const learned = await loadLearnedExamples(database.db);
    expect(learned.examples.es).toEqual([
      { intent: 'contact.info', utterance: expect.any(String) },
      { intent: 'contact.info', utterance: expect.any(String) },
    ]);
    expect(learned.examples.es.map((e) => e.utterance).sort()).toEqual(['tienen estacionamiento para clientes', '¿Tienen estacionamiento?']);
    expect((await listQuestionGroups(database.db)).open).toBe(1);
    // A second decision on the same (now closed) group is stale.
    await expect(assignQuestions(database.db, { locale: 'es', ids: parking.ids, intent: 'contact.info', createdBy: 'op@x' })).rejects.toBeInstanceOf(
      ReviewDecisionError,
    );
  });

  it('writes a new answer: a custom intent with the answer (braces neutralised) trained on the group, loaded for the next start', async () => {
    const { groups } = await listQuestionGroups(database.db);
    const outcome = await answerQuestions(database.db, {
      locale: 'es',
      ids: groups[0]!.ids,
      answer: 'Sí, con {correa}.',
      createdBy: 'op@x',
      heldOut: new Set(),
    });
    expect(outcome.intent).toBe('custom.aceptan-mascotas-oficina');
    const learned = await loadLearnedExamples(database.db);
    expect(learned.customIntents.es).toEqual([
      { intent: 'custom.aceptan-mascotas-oficina', answer: 'Sí, con (correa).', label: 'Aceptan mascotas en la oficina' },
    ]);
    expect(learned.examples.es.at(-1)).toEqual({ intent: 'custom.aceptan-mascotas-oficina', utterance: 'Aceptan mascotas en la oficina' });
    // The new intent can now be chosen for other groups.
    await record('g1', 'puedo llevar a mi perro');
    const next = (await listQuestionGroups(database.db)).groups[0]!;
    expect((await assignQuestions(database.db, { locale: 'es', ids: next.ids, intent: outcome.intent, createdBy: 'op@x', heldOut: new Set() })).taught).toBe(1);
  });

  it('dismisses a group without teaching anything', async () => {
    await record('g2', 'zorblat quibbix');
    const { groups } = await listQuestionGroups(database.db);
    const before = (await loadLearnedExamples(database.db)).examples.es.length;
    expect(await dismissQuestions(database.db, { locale: 'es', ids: groups[0]!.ids })).toBe(1);
    expect((await listQuestionGroups(database.db)).open).toBe(0);
    expect((await loadLearnedExamples(database.db)).examples.es.length).toBe(before);
  });
});

describe.each(testDrivers())('conversations and retention on %s', (driver) => {
  it('lists guests who wrote (newest first, by text and language) and reads a transcript with pages, paths, actions and the linked lead', async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    await store.touchGuest('only-greeted', 'es');
    await store.append('only-greeted', { by: 'bot', message: 'Hola' });
    await store.touchGuest('writer', 'en');
    // A visitor's steps are milliseconds apart at least; PGlite's clock can give two back-to-back writes one timestamp.
    const step = () => new Promise((resolve) => setTimeout(resolve, 5));
    await store.recordPage('writer', 'en', '/en');
    await step();
    await store.append('writer', { by: 'user', message: 'show me your portfolio' }, { path: '/en' });
    await step();
    await store.append('writer', {
      by: 'bot',
      message: 'Here it is.',
      action: { name: 'navigate', params: { path: '/en/portafolio', animation: 'navigating' } },
    });
    await step();
    await store.recordPage('writer', 'en', '/en/portafolio');
    await database.db.execute(sql`insert into chat_guest_leads (lead_id, guest_id) values ('6f1c0c3e-0000-4000-8000-000000000001', 'writer')`);

    const all = await listConversations(database.db, parseConversationFilter({}));
    expect(all.rows.map((r) => [r.guestId, r.messages, r.firstQuestion, r.leadId])).toEqual([
      ['writer', 2, 'show me your portfolio', '6f1c0c3e-0000-4000-8000-000000000001'],
    ]);
    expect((await listConversations(database.db, parseConversationFilter({ q: 'PORTFOLIO' }))).rows).toHaveLength(1);
    expect((await listConversations(database.db, parseConversationFilter({ q: '100%_' }))).rows).toHaveLength(0);
    expect((await listConversations(database.db, parseConversationFilter({ lang: 'es' }))).rows).toHaveLength(0);
    expect((await listConversations(database.db, parseConversationFilter({ from: '2000-01-01', to: '2000-01-02' }))).rows).toHaveLength(0);

    const transcript = (await readTranscript(database.db, 'writer'))!;
    expect(transcript.pages).toEqual(['/en', '/en/portafolio']);
    expect(transcript.leadIds).toEqual(['6f1c0c3e-0000-4000-8000-000000000001']);
    expect(transcript.entries.map((e) => (e.kind === 'page' ? `page ${e.path}` : [e.by, e.message, e.path, e.action?.name].filter(Boolean).join(' ')))).toEqual(
      ['page /en', 'user show me your portfolio /en', 'bot Here it is. navigate', 'page /en/portafolio'],
    );
    expect(await readTranscript(database.db, 'nobody')).toBeUndefined();
  });

  it('reads a live handoff’s operator messages as the operator’s (first name), not as Darky’s', async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    await store.touchGuest('held', 'es');
    await store.append('held', { by: 'user', message: 'quiero hablar con una persona' }, { path: '/servicios' });
    await store.append('held', { by: 'bot', message: 'Rosa, del equipo, se unió a la conversación.' });
    await store.append('held', { by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, te leo.' });
    const transcript = (await readTranscript(database.db, 'held'))!;
    expect(transcript.entries.map((e) => (e.kind === 'message' ? [e.by, e.operatorName ?? null, e.message] : null))).toEqual([
      ['user', null, 'quiero hablar con una persona'],
      ['bot', null, 'Rosa, del equipo, se unió a la conversación.'],
      ['operator', 'Rosa', 'Hola, te leo.'],
    ]);
  });

  it('retention: trims a recent guest to the newest events and deletes guests idle past the limit, with their questions', async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const store = new DbConversationStore(async () => database.db);
    await store.touchGuest('busy', 'es');
    const extra = 5;
    await database.db.execute(
      sql`insert into chat_events (guest_id, by, message) select 'busy', 'user', 'm' || g from generate_series(1, ${darkyRetention.maxEventsPerGuest + extra}) g`,
    );
    await store.touchGuest('old', 'es');
    await store.append('old', { by: 'user', message: 'hace mucho' });
    await recordUnanswered(database.db, { guestId: 'old', locale: 'es', text: 'hace mucho', intent: 'None', score: 0, outcome: 'fallback' });
    await database.db.execute(sql`update chat_guests set last_seen_at = now() - interval '181 days' where id = 'old'`);

    await purgeDarkyData(database.db);
    const count = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(await count(sql`select count(*)::int as n from chat_events where guest_id = 'busy'`)).toBe(darkyRetention.maxEventsPerGuest);
    expect(await count(sql`select min(substring(message from 2)::int)::int as n from chat_events where guest_id = 'busy'`)).toBe(extra + 1);
    expect(await count(sql`select count(*)::int as n from chat_guests where id = 'old'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from darky_unanswered`)).toBe(0);
  });
});
