/** Darky's intent accuracy on held-out utterances (never trained on), printed per language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDarkyCorpus, loadHeldOutSet } from '@/features/darky/nlu/corpus.server';
import { loadDarkyKnowledge } from '@/features/darky/nlu/knowledge.server';
import type { DarkyKnowledge } from '@/features/darky/nlu/knowledge';
import type { ChatLocale } from '@/features/darky/protocol';
import { ANSWER_THRESHOLD, CLARIFY_THRESHOLD, DarkyResponder } from '@/features/darky/server/darky-responder';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { fixtureKnowledge } from './fixtures/knowledge';

/** The real catalogues when the services catalogue is readable, else the spec's services (fixture). */
function knowledgeFor(locale: ChatLocale): DarkyKnowledge {
  const { knowledge } = loadDarkyKnowledge(locale);
  return knowledge.services.length ? knowledge : { ...fixtureKnowledge(locale), ...withoutEmpty(knowledge) };
}
function withoutEmpty(k: DarkyKnowledge): Partial<DarkyKnowledge> {
  return Object.fromEntries(Object.entries(k).filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0)));
}

const normalize = (s: string) => s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]/g, '');

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel(knowledgeFor);
  console.log(`Darky model trained in ${model.trainingMs} ms on ${model.documents} utterances (es + en)`);
});

describe.each(['es', 'en'] as const)('held-out set (%s)', (locale) => {
  const heldOut = loadHeldOutSet(locale).items;

  it('has at least 60 utterances, none of them in the training corpus', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    const trained = new Set([...model.packs[locale].intents.documents.values()].flat().map(normalize));
    const leaked = heldOut.filter((item) => trained.has(normalize(item.text)));
    expect(leaked).toEqual([]);
  });

  it('labels only intents Darky knows', () => {
    const known = new Set(model.packs[locale].intents.documents.keys());
    expect(heldOut.filter((item) => !known.has(item.intent))).toEqual([]);
  });

  it('recognises at least 85% of the intents (aim 90%) and answers wrongly with confidence rarely', async () => {
    const responder = new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'x' })) });
    let correct = 0;
    let answered = 0;
    let confidentWrong = 0;
    let clarified = 0;
    const misses: string[] = [];
    for (const item of heldOut) {
      const guess = await responder.understand(locale, item.text);
      const right = guess.intent === item.intent;
      if (right) correct += 1;
      else misses.push(`"${item.text}" -> ${guess.intent} (${guess.score.toFixed(2)}), expected ${item.intent}`);
      if (guess.score >= ANSWER_THRESHOLD) {
        answered += 1;
        if (!right) confidentWrong += 1;
      } else if (guess.score >= CLARIFY_THRESHOLD) clarified += 1;
    }
    const accuracy = correct / heldOut.length;
    console.log(
      `Darky held-out accuracy ${locale}: ${(accuracy * 100).toFixed(1)}% (${correct}/${heldOut.length}); ` +
        `answered directly ${answered}, of which wrong ${confidentWrong}; "did you mean" ${clarified}; fallback ${heldOut.length - answered - clarified}`,
    );
    if (misses.length) console.log(`  misses (${locale}):\n  ${misses.join('\n  ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
    // A confident wrong answer is worse than a question back: keep them under 5% of the set.
    expect(confidentWrong / heldOut.length).toBeLessThan(0.05);
  });
});
