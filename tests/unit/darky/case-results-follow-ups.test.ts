/**
 * "¿Qué resultados tuvieron?" after a portfolio case is answered with that case's figures (content/<locale>/portfolio.json
 * `results`, one sentence in the site index), not with whatever service the few words sound like.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
}, 60_000);

describe("a case's results asked after it", () => {
  it.each([
    ['es', ['muéstrame el caso de Kallpa Fit', '¿y cómo les fue?'], '/portafolio/kallpa-fit', /90 %/],
    ['es', ['¿trabajaron con alguna clínica dental?', 'y cuáles fueron los resultados'], '/portafolio/lumen-dental', /48 %/],
    ['en', ['did you work with a dental clinic?', 'what numbers did they get?'], '/en/portafolio/lumen-dental', /48 %/],
    ['en', ['have you done anything for hotels?', 'and the outcome?'], '/en/portafolio/mirador-hoteles', /27 %/],
  ] as const)('%s: %j → its figures', async (locale, turns, page, figure) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies)).toContain(page);
    expect(replies[0]!.message).toMatch(figure);
  });

  it('a service named with the results is that service', async () => {
    const replies = await repliesTo(model, 'en', 'did you work with a dental clinic?', 'what results can Google Ads get me?');
    expect(replies[0]!.message).not.toMatch(/48 %/);
  });
});
