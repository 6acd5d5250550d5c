/**
 * Teaching works now (issue 26): a group answered in the console is announced on the change signal, the running
 * responder retrains and answers it with no restart; editing and removing a taught example apply the same way.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { trainDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { relearner } from '@/features/darky/server/live-learning';
import { loadLearnedExamples, recordUnanswered } from '@/features/darky/server/review-store';
import { onChange } from '@/server/change-signal';
import { openTestDatabase, type TestDatabase } from '@/server/db/testing';
import { chatGuests } from '../../../src/features/darky/tables';
import { fixtureKnowledge } from './fixtures/knowledge';

vi.mock('server-only', () => ({}));
const { answerQuestions, editTaughtExample, listQuestionGroups, listTaughtExamples, removeTaughtExample } =
  await import('@/features/console/questions/server/questions.server');

const QUESTION = '¿Aceptan mascotas en la oficina?';
const ANSWER = 'Sí, las mascotas son bienvenidas en nuestra oficina de Lima.';

describe('live learning (pglite)', () => {
  let database: TestDatabase;
  let responder: DarkyResponder;
  let stop: () => Promise<void>;
  let relearned: Promise<void> = Promise.resolve();
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const train = async () => trainDarkyModel(fixtureKnowledge, await loadLearnedExamples(database.db));
    responder = new DarkyResponder(await train(), { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'x' })), random: () => 0 });
    const relearn = relearner(responder, pino({ level: 'silent' }), train);
    // The runtime's wiring (learnWhileRunning), with the test's database and catalogues.
    stop = await onChange('darky.learned', () => {
      relearned = relearn();
    });
  }, 60_000);
  afterAll(async () => {
    await stop?.();
    await database?.destroy();
  });

  const answerTo = async (text: string) =>
    (await responder.reply({ guestId: 'guest-live', locale: 'es', path: '/', text, history: async () => [] })).map((r) => r.message).join(' ');

  it('answers a taught question at once, then follows an edit and a removal, without a restart', async () => {
    expect(await answerTo(QUESTION)).not.toContain(ANSWER);
    await database.db.insert(chatGuests).values({ id: 'guest-live', locale: 'es' });
    await recordUnanswered(database.db, { guestId: 'guest-live', locale: 'es', text: QUESTION, intent: 'None', score: 0, outcome: 'fallback' });
    const [group] = (await listQuestionGroups(database.db)).groups;
    expect(group!.questions.map((q) => q.guestId)).toEqual(['guest-live']);

    const outcome = await answerQuestions(database.db, { locale: 'es', ids: group!.ids, answer: ANSWER, createdBy: 'ana@agency.pe', heldOut: new Set() });
    await relearned;
    expect(outcome.taught).toBe(1);
    expect(await answerTo(QUESTION)).toContain(ANSWER);

    const [example] = await listTaughtExamples(database.db);
    expect(example).toMatchObject({ utterance: QUESTION, intent: outcome.intent, createdBy: 'ana@agency.pe' });
    await editTaughtExample(database.db, { id: example!.id, utterance: '¿Puedo ir con mi perro a la oficina?', intent: outcome.intent });
    await relearned;
    expect(await answerTo('¿puedo ir con mi perro a la oficina?')).toContain(ANSWER);

    await removeTaughtExample(database.db, example!.id);
    await relearned;
    expect(await answerTo('¿puedo ir con mi perro a la oficina?')).not.toContain(ANSWER);
  }, 60_000);
});
