/**
 * The portfolio asked about by what a case is, not by its name: a sector ("clients in healthcare?"), what was built
 * ("online stores you made"), or examples after a service, closest to what the visitor said of their business. Several
 * cases answer with their links; one answers with its page. And off topic stays off topic when it sounds like a price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const cases = (links: string[]) => links.filter((href) => /\/portafolio\/[a-z-]+$/.test(href)).map((href) => href.split('/').at(-1));

describe('cases described by the visitor', () => {
  it.each([
    ['en', ['do you have clients in healthcare?'], ['clinica-sanvida', 'lumen-dental']],
    ['es', ['¿tienen clientes del sector salud?'], ['clinica-sanvida', 'lumen-dental']],
    ['es', ['proyectos para restaurantes'], ['bravo-burgers']],
    ['en', ['projects with augmented reality'], ['museo-vivo', 'vision-clara']],
  ] as const)('%s: %j links those cases', async (locale, turns, slugs) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(cases(linksOf(replies)).sort()).toEqual([...slugs].sort());
  });

  it('online stores built: the store cases, at most three, in one sentence', async () => {
    const replies = await repliesTo(model, 'en', 'examples of online stores you built');
    const found = cases(linksOf(replies));
    expect(found.length).toBeGreaterThan(1);
    expect(found.length).toBeLessThanOrEqual(3);
    expect(found.every((slug) => ['andina-foods', 'casa-telar', 'qori-joyeria', 'vision-clara'].includes(slug!))).toBe(true);
    expect(replies).toHaveLength(1);
  });
});

describe('examples after a service', () => {
  it.each([
    [
      'en',
      ['chatbots', 'have you done that for a client?'],
      ['isee', 'clinica-sanvida', 'nexo-seguros', 'colegio-horizonte', 'lumen-dental', 'finanzas-claras', 'bravo-burgers', 'mirador-hoteles'],
    ],
    ['es', ['necesito una app móvil', '¿algo parecido que hayan hecho?'], ['ipfe', 'kallpa-fit', 'delta-cargo']],
  ] as const)('%s: %j are cases of that service', async (locale, turns, slugs) => {
    const found = cases(linksOf(await repliesTo(model, locale, ...turns)));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((slug) => (slugs as readonly string[]).includes(slug!))).toBe(true);
  });

  it.each([
    ['es', ['quiero una web', 'es para mi consultorio dental', '¿tienen algún ejemplo?'], 'lumen-dental'],
    ['en', ['I need a website', 'it is for our law practice', 'got an example?'], 'vertice-legal'],
  ] as const)('%s: %j puts first the case of the business the visitor described', async (locale, turns, slug) => {
    expect(cases(linksOf(await repliesTo(model, locale, ...turns)))[0]).toBe(slug);
  });

  it('a message about the visitor’s own clients is no portfolio question', async () => {
    const replies = await repliesTo(model, 'es', 'quiero que mis clientes puedan reservar citas desde mi web');
    expect(cases(linksOf(replies))).toEqual([]);
  });
});

describe('off topic that sounds like a price', () => {
  it.each([
    ['en', 'what is the dollar exchange rate today'],
    ['es', '¿a cuánto está el dólar hoy?'],
    ['en', 'who will win the football match tonight'],
  ] as const)('%s: %j is an in-character aside, no quote', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.message).toMatch(locale === 'es' ? /se me escapa/ : /outside my lane/);
  });

  it('a payment code that came with a quote is the payments page, not a new quote', async () => {
    const replies = await repliesTo(model, 'es', 'me enviaron un código de pago junto con la cotización, ¿dónde lo ingreso?');
    expect(linksOf(replies).some((href) => href.startsWith('/pagos'))).toBe(true);
  });
});
