/**
 * Follow-up cues that mean something else in context: "¿cómo me inscribo?" after an event, a workshop or a course is
 * where to sign up; "¿y cómo se paga?" is the payment methods, not whether it is free ("se paga"); "how long do you
 * keep my chats?" is the privacy policy's retention, not a project's timeline; and a word one letter from a service's
 * ("classes" / "glasses") names no service.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { sameWord } from '@/features/darky/nlu/visitor-text';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('signing up', () => {
  it.each([
    ['es', ['¿qué eventos se vienen?', '¿y dónde me registro?'], '/eventos', /formulario/],
    ['en', ['do you run workshops?', 'how can I register?'], '/en/academia/talleres', /form/],
    ['es', ['cuéntame del curso de marketing digital', '¿cómo me apunto?'], '/academia/cursos/marketing-digital-con-datos', /formulario/],
  ] as const)('%s: %j → the form on its page', async (locale, turns, page, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies)).toContain(page);
    expect(replies[0]!.message).toMatch(said);
  });
});

describe('how to pay is not whether it is free', () => {
  it.each([
    ['es', ['quiero una tienda online', '¿y cómo se paga?'], /Yape/],
    ['en', ['thinking about a chatbot', 'and how do I pay?'], /Yape/],
  ] as const)('%s: %j → the payment methods', async (locale, turns, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(plainMessage(replies.map((reply) => reply.message).join(' '))).toMatch(said);
  });
});

describe('how long data is kept is not a timeline', () => {
  it.each([
    ['es', '¿por cuánto tiempo conservan lo que escribo en el chat?', /doce meses/],
    ['en', 'for how long are my messages kept?', /twelve months/],
  ] as const)('%s: %j → the retention', async (locale, text, said) => {
    const replies = await repliesTo(model, locale, text);
    expect(plainMessage(replies[0]!.message)).toMatch(said);
    expect(replies[0]!.message).not.toMatch(/semanas|weeks/);
  });
});

describe('typos keep the first letter', () => {
  it('"classes" is not a typo of "glasses", "servisios" is one of "servicios"', () => {
    expect(sameWord('classes', 'glasses')).toBe(false);
    expect(sameWord('servisios', 'servicios')).toBe(true);
  });

  it('"live classes or recorded?" after a course is about the course, not the try-on', async () => {
    const replies = await repliesTo(model, 'en', 'tell me about the data-driven marketing course', 'live classes or recorded?');
    expect(replies[0]!.message).toMatch(/live classes/);
    expect(linksOf(replies).join(' ')).toContain('/academia/cursos/');
  });
});
