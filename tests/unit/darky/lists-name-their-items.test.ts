/**
 * A list asked for with none of its items named ("¿hay eventos pronto?", "what workshops do you run?") is answered
 * with its items (the next event with its date and place, each workshop with its date and price) and how to sign up,
 * not with the intro sentence of its page; a timeline's link is named by the service, never by its bare path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('lists name their items', () => {
  it.each([
    ['es', '¿tienen algún evento pronto?', [/Darky Day/, /diciembre/, /inscribes/]],
    ['en', 'any events soon?', [/Darky Day/, /December/, /sign up/]],
    ['es', '¿qué talleres dan?', [/landing page/i, /redes sociales/i, /WhatsApp/, /S\/ 1[25]0/]],
    ['en', 'what workshops do you run?', [/landing page/i, /social media/i, /WhatsApp/, /S\/ 1[25]0/]],
  ] as const)('%s: %j', async (locale, text, said) => {
    const replies = await repliesTo(model, locale, text);
    for (const part of said) expect(plainMessage(replies[0]!.message)).toMatch(part);
  });
});

describe('words visitors shorten', () => {
  it('"el jueguito" is the game', async () => {
    const replies = await repliesTo(model, 'es', '¿dónde está el jueguito?');
    expect(linksOf(replies).join(' ') + JSON.stringify(replies.map((r) => r.action))).toContain('/games');
  });
});

describe('a timeline links its service by name', () => {
  it.each([
    ['es', '¿cuánto se demoran en hacer una tienda online?', /Más en \[[^\]/]+\]\(\/servicios\//],
    ['en', 'how long does an online store take?', /More at \[[^\]/]+\]\(\/en\/servicios\//],
  ] as const)('%s: %j', async (locale, text, link) => {
    const replies = await repliesTo(model, locale, text);
    expect(replies[0]!.message).toMatch(/semanas|weeks/);
    expect(replies[0]!.message).toMatch(link);
  });
});
