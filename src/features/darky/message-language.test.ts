/** Every text Darky can say is recognised in its own language (so switching pages' language hides the other one). */
import { describe, expect, it } from 'vitest';
import { loadDarkyCorpus } from './nlu/corpus.server';
import { messageLanguage, plainlyIn } from './message-language';

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('messageLanguage', () => {
  it.each(['es', 'en'] as const)('recognises every %s answer, greeting, error and question of the corpus', (locale) => {
    const corpus = loadDarkyCorpus(locale);
    const said = textsOf({
      greeting: corpus.greeting,
      // The language-switch answers are said in the language switched to, on purpose.
      answers: Object.entries(corpus.intents)
        .filter(([name]) => !name.startsWith('language.'))
        .map(([, i]) => i.answers),
      generated: Object.values(corpus.generated).map((g) => g.answers.map((a) => a.replace(/\{\w+\}/g, ''))),
      lead: corpus.leadCapture,
      errors: corpus.errors,
      fallback: [corpus.fallback.answers, corpus.fallback.clarify],
      pricing: corpus.pricingFor,
      switched: corpus.languageSwitched,
    })
      .map((t) => t.replace(/\{\w+\}/g, 'X'))
      .filter((t) => t.split(' ').length >= 3);
    const wrong = said.filter((text) => messageLanguage(text) === (locale === 'es' ? 'en' : 'es'));
    expect(wrong).toEqual([]);
    const unknown = said.filter((text) => messageLanguage(text) === undefined);
    // A few short texts may be undecided (then they are shown); never most of them.
    expect(unknown.length / said.length).toBeLessThan(0.1);
  });

  it('tells the two greetings of the spec apart', () => {
    expect(messageLanguage('Hola, soy Darky. ¿Cómo te puedo ayudar?')).toBe('es');
    expect(messageLanguage('Hello, this is Darky. How may I help you?')).toBe('en');
  });

  it('tells a message plainly in one language (three of its words, none of the other) from a mixed or short one', () => {
    expect(plainlyIn('and what do you charge for it', 'en')).toBe(true);
    expect(plainlyIn('¿y cuánto cobran por eso?', 'es')).toBe(true);
    expect(plainlyIn('hola, do you speak english?', 'en')).toBe(false);
    expect(plainlyIn('price?', 'en')).toBe(false);
  });
});
