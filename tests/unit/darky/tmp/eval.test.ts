import { test } from 'vitest';
import { DarkyNlu } from '@/features/darky/nlu/darky-nlu';
import { buildIntentCatalogue } from '@/features/darky/nlu/intent-catalogue';
import { loadDarkyCorpus, loadHeldOutSet } from '@/features/darky/nlu/corpus.server';
import { fixtureKnowledge } from '../fixtures/knowledge';
test('eval', async () => {
  const t0 = performance.now();
  const docs = { es: buildIntentCatalogue(loadDarkyCorpus('es'), fixtureKnowledge('es')).documents, en: buildIntentCatalogue(loadDarkyCorpus('en'), fixtureKnowledge('en')).documents };
  const nlu = await DarkyNlu.train(docs);
  console.log('train', performance.now() - t0, 'docs', [...docs.es.values()].flat().length, [...docs.en.values()].flat().length);
  for (const loc of ['es', 'en'] as const) {
    let ok = 0; const rows: string[] = [];
    for (const item of loadHeldOutSet(loc).items) {
      const g = await nlu.classify(loc, item.text);
      const right = g.intent === item.intent;
      if (right) ok++;
      rows.push(`${right ? 'OK ' : 'XX '} ${g.score.toFixed(2)} ${item.text} -> ${g.intent} (want ${item.intent}) alt ${g.alternatives.map(a=>a.intent+':'+a.score.toFixed(2)).join(',')}`);
    }
    console.log(loc, ok, rows.filter(r=>r.startsWith('XX') || Number(r.slice(4,8)) < 0.7).join('\n'));
  }
  for (const q of ['el cielo es azul', 'cuál es la capital de francia', 'asdkjh qwe']) { const g = await nlu.classify('es', q); console.log(q, g.intent, g.score); }
  for (const q of ['the sky is blue', 'what is the capital of france', 'asdkjh qwe']) { const g = await nlu.classify('en', q); console.log(q, g.intent, g.score); }
});
