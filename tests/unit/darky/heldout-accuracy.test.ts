/** Darky's understanding on held-out visitor questions (never trained on): accuracy and confusions printed per language. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHeldOutSet } from '@/features/darky/nlu/corpus.server';
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

const normalize = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/** A catalogue label reaches the expected page when it is that page or one inside it (a sub-tab of the tab). */
const reaches = (guess: string | undefined, expected: string) => {
  if (!guess) return false;
  if (guess === expected) return true;
  const [gKind, ...gPath] = guess.split('.');
  const [eKind, ...ePath] = expected.split('.');
  const depth = { service: 1, tab: 2, subtab: 3 } as Record<string, number>;
  if (!depth[gKind!] || !depth[eKind!] || depth[gKind!]! <= depth[eKind!]!) return false;
  return ePath.every((part, i) => gPath[i] === part);
};

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel(knowledgeFor);
  console.log(`Darky model trained in ${model.trainingMs} ms on ${model.documents} utterances (es + en)`);
});

describe('held-out set is kept apart', () => {
  it('lives outside content/, which is all Darky trains on', () => {
    for (const locale of ['es', 'en']) expect(fs.existsSync(path.join(process.cwd(), 'content', locale, 'darky', 'heldout.json'))).toBe(false);
  });
});

describe.each(['es', 'en'] as const)('held-out set (%s)', (locale) => {
  const heldOut = loadHeldOutSet(locale).items;

  it('has at least 150 questions, none of them in the training corpus or the synonyms', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(150);
    const pack = model.packs[locale];
    const trained = new Set([...[...pack.intents.documents.values()].flat(), ...Object.values(pack.corpus.synonyms).flat()].map(normalize));
    const leaked = heldOut.filter((item) => trained.has(normalize(item.text)));
    expect(leaked).toEqual([]);
  });

  it('labels only intents and catalogue entries Darky knows', () => {
    const known = new Set(model.packs[locale].intents.documents.keys());
    const labels = heldOut.flatMap((item) => [item.intent, item.entity, item.after, ...(item.accept ?? [])].filter((l): l is string => Boolean(l)));
    expect(labels.filter((label) => !known.has(label))).toEqual([]);
  });

  it('understands at least 95% (intent and the catalogue entry it is about) and rarely answers wrongly with confidence', async () => {
    const responder = new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'x' })) });
    const bySet = new Map<string, { right: number; total: number }>();
    let correct = 0;
    let confidentWrong = 0;
    let clarified = 0;
    const confusions: string[] = [];
    for (const item of heldOut) {
      const guess = await responder.understand(locale, item.text, { lastTopic: item.after });
      const entity = 'entity' in guess ? (guess.entity as string | undefined) : undefined;
      const expected = [item.intent, ...(item.accept ?? [])];
      // A catalogue label is met by the intent itself; a fixed intent about an entry needs that entry too.
      const right = item.entity
        ? guess.intent === item.intent && [item.entity, ...(item.accept ?? [])].some((e) => reaches(entity, e))
        : expected.some((label) => reaches(guess.intent, label) || (guess.intent === label && !label.includes('.')) || guess.intent === label);
      const tally = bySet.get(item.set) ?? { right: 0, total: 0 };
      tally.total += 1;
      if (right) {
        correct += 1;
        tally.right += 1;
      } else {
        const got = `${guess.intent}${entity ? ` [${entity}]` : ''} (${guess.score.toFixed(2)})`;
        const wanted = `${item.intent}${item.entity ? ` [${item.entity}]` : ''}${item.after ? ` after ${item.after}` : ''}`;
        confusions.push(`"${item.text}" -> ${got}, expected ${wanted}`);
        if (guess.score >= ANSWER_THRESHOLD) confidentWrong += 1;
        else if (guess.score >= CLARIFY_THRESHOLD) clarified += 1;
      }
      bySet.set(item.set, tally);
    }
    const accuracy = correct / heldOut.length;
    const sets = [...bySet].map(([set, t]) => `${set}: ${t.right}/${t.total}`).join(', ');
    console.log(
      `Darky held-out accuracy ${locale}: ${(accuracy * 100).toFixed(1)}% (${correct}/${heldOut.length}; ${sets}); ` +
        `wrong with confidence ${confidentWrong}, asked back ${clarified}`,
    );
    if (confusions.length) console.log(`  confusions (${locale}):\n  ${confusions.join('\n  ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
    // A confident wrong answer is worse than a question back: keep them under 5% of the set.
    expect(confidentWrong / heldOut.length).toBeLessThan(0.05);
  });
});
