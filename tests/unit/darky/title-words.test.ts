/**
 * A word only one page of the academy, the blog or the portfolio has in its title, and few pages use at all, names that
 * page when nothing else is sure ("¿tienen contenido de scrum?" is the lesson on Scrum, not a joke); a word many pages
 * use names none; and "¿es gratis?" after a lesson is the lessons' price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

describe('a rare word of one title', () => {
  it.each([
    ['es', ['¿tienen contenido de scrum?'], /\/lessons\/scrum-en-equipos-pequenos/],
    ['en', ['do you have something about git?'], /\/en\/lessons\/git-para-equipos-pequenos/],
  ] as const)('%s: %j links that page', async (locale, turns, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });

  it.each([
    ['es', ['¿tienen contenido de scrum?', '¿es gratis?'], /gratis/i],
    ['en', ['do you have something about git?', 'is it free?'], /free/i],
  ] as const)('%s: %j says the lessons are free', async (locale, turns, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies[0]!.message).toMatch(said);
    expect(linksOf(replies).some((href) => /\/lessons/.test(href))).toBe(true);
  });

  it('a question about the agency that shares a word with a title is still the agency’s answer', async () => {
    const replies = await repliesTo(model, 'en', 'do you sell my personal data?');
    expect(linksOf(replies).some((href) => /politicas-de-privacidad/.test(href))).toBe(true);
  });
});

describe('a word only one case has', () => {
  // The site's own model: the fixture's phrasings already read these as the portfolio.
  let siteModel: TrainedDarkyModel;
  beforeAll(async () => {
    siteModel = await trainDarkyModel();
  });

  it.each([
    ['en', ['hospitality or hotel work?'], /\/en\/portafolio\/mirador-hoteles/],
    ['es', ['¿algo de hoteles en su portafolio?'], /\/portafolio\/mirador-hoteles/],
  ] as const)('%s: %j links that case', async (locale, turns, page) => {
    const replies = await repliesTo(siteModel, locale, ...turns);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });
});
