/** Grouping of the questions Darky did not understand: similar wordings together, per language, largest first, bounded. */
import { describe, expect, it } from 'vitest';
import { normalizeVisitorText } from '@/features/darky/nlu/visitor-text';
import { groupQuestions, MAX_GROUPS, questionSimilarity, type ReviewQuestion } from './group-questions';

let nextId = 1;
function q(text: string, locale: 'es' | 'en' = 'es', minutesAgo = 0, guessedIntent: string | null = null): ReviewQuestion {
  return {
    id: nextId++,
    locale,
    text,
    normalized: normalizeVisitorText(locale, text),
    guessedIntent,
    score: 0.2,
    createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0) - minutesAgo * 60_000),
  };
}

describe('groupQuestions', () => {
  it('puts wordings of one question together (accents, case, typos, word order) and keeps different questions apart', () => {
    const groups = groupQuestions([
      q('¿Hacen hosting de correos?', 'es', 1, 'contact.info'),
      q('hacen hosting de correo', 'es', 2, 'contact.info'),
      q('Hosting de correos hacen?', 'es', 3),
      q('tienen estacionamiento para clientes', 'es', 4),
      q('tienen estacionamiento', 'es', 5),
      q('aceptan bitcoin', 'es', 6),
    ]);
    expect(groups.map((g) => [g.count, g.examples[0]])).toEqual([
      [3, '¿Hacen hosting de correos?'],
      [2, 'tienen estacionamiento para clientes'],
      [1, 'aceptan bitcoin'],
    ]);
    expect(groups[0]!.guessedIntent).toBe('contact.info');
    expect(groups[0]!.examples).toHaveLength(3);
  });

  it('never groups a Spanish question with an English one, even the same words', () => {
    const groups = groupQuestions([q('wordpress hosting', 'es'), q('wordpress hosting', 'en')]);
    expect(groups.map((g) => [g.locale, g.count]).sort()).toEqual([
      ['en', 1],
      ['es', 1],
    ]);
  });

  it('orders groups by size, then by the most recent question, and lists distinct examples newest first', () => {
    const groups = groupQuestions([q('precio del dominio', 'es', 30), q('precio del dominio', 'es', 10), q('clases de piano', 'es', 1)]);
    expect(groups[0]!.examples).toEqual(['precio del dominio']);
    expect(groups[0]!.count).toBe(2);
    expect(groups[0]!.lastAt.getTime()).toBeGreaterThan(groups[1]!.lastAt.getTime() - 60 * 60_000);
    expect(groups[1]!.examples).toEqual(['clases de piano']);
  });

  it('keeps the work bounded: at most MAX_GROUPS groups, every id in at most one group', () => {
    const many = Array.from({ length: MAX_GROUPS + 50 }, (_, i) => q(`pregunta ${'xyzw'.repeat(1 + (i % 3))}${i.toString(36)} ${i}`, 'es', i));
    const groups = groupQuestions(many);
    expect(groups.length).toBeLessThanOrEqual(MAX_GROUPS);
    const ids = groups.flatMap((g) => g.ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('scores identical texts 1 and unrelated texts below the threshold', () => {
    expect(questionSimilarity('hola como estas', 'hola como estas')).toBe(1);
    expect(questionSimilarity('aceptan bitcoin', 'clases de piano')).toBeLessThan(0.5);
  });
});
