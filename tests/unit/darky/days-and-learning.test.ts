/**
 * A day asked after the hours or the contacts ("¿y los domingos?", "what about holidays?") is whether they answer then;
 * wanting to learn something ("quiero aprender a hacer chatbots") is the academy's course or lesson on it, not the
 * service; and a fault described as what happens if it stops working is support's answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('after the hours or the contacts', () => {
  it.each([
    ['es', ['¿cuál es su horario?', '¿y los feriados?'], /feriados/i],
    ['en', ['where is your office?', 'and on sundays?'], /weekends/i],
  ] as const)('%s: %j says whether they answer that day', async (locale, turns, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies[0]!.message).toMatch(said);
  });
});

describe('learning, and a fault', () => {
  it.each([
    ['es', 'me gustaría aprender a crear chatbots con ia', /^\/(academia\/cursos|lessons)\//],
    ['en', 'I want to learn how to build chatbots with AI', /^\/en\/(academia\/cursos|lessons)\//],
    ['es', '¿qué pasa si mi web deja de funcionar un sábado?', /\/politicas-de-soporte/],
    ['en', 'what if our site goes down at night?', /\/en\/politicas-de-soporte/],
  ] as const)('%s: %s', async (locale, text, page) => {
    const replies = await repliesTo(model, locale, text);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });
});
