/**
 * The demos answer in their own words: how the game is played (all its rules, or the one asked about), which frames
 * the try-on has, what to do without a camera. Their pages' texts are in the site search, and a question about the
 * try-on service reads its demo page too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('the game', () => {
  it.each([
    ['es', ['¿cómo se juega el juego de darky?'], [/spam/i, /vida/i]],
    ['en', ['the game', 'how do I pause?'], [/pause/i, /esc/i]],
  ] as const)('%s: %j says the rules, on the game page', async (locale, turns, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    for (const words of said) expect(replies[0]!.message).toMatch(words);
    expect(linksOf(replies).some((href) => /\/games$/.test(href))).toBe(true);
  });
});

describe('the try-on', () => {
  it.each([
    ['en', 'which glasses frames does the try-on have?', /Aviator.*Round/],
    ['es', '¿qué monturas tiene el probador?', /Aviador.*Redondo/],
  ] as const)('%s: %j names the frames of the demo', async (locale, text, frames) => {
    const replies = await repliesTo(model, locale, text);
    expect(replies[0]!.message).toMatch(frames);
    expect(linksOf(replies).some((href) => /\/probadores$/.test(href))).toBe(true);
  });

  it('without a camera, a photo will do', async () => {
    const replies = await repliesTo(model, 'es', 'no tengo cámara, ¿puedo usar el probador?');
    expect(replies[0]!.message).toMatch(/sube una foto/i);
    // The try-on itself, where the photo is uploaded.
    expect(linksOf(replies)).toContain('/innovaciones/probador');
  });

  it('the service asked about by name is still the service', async () => {
    const replies = await repliesTo(model, 'en', 'virtual try-on');
    // The service's page opens (navigate); its message links the demo to try.
    expect(replies.some((reply) => reply.action?.name === 'navigate' && /tab=probadores-virtuales/.test(String(reply.action.params.path)))).toBe(true);
  });
});
