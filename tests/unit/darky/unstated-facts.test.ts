/**
 * What a visit to the office needs that the site does not say (parking, an elevator, step-free access) is answered
 * honestly: the site does not say it, here are the contacts to ask; never the address again nor an unrelated page.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

describe('an office detail the site does not give', () => {
  it.each([
    ['es', ['¿dónde queda su oficina?', '¿hay parqueo para visitas?'], /no lo indica/i],
    ['en', ['where is your office?', 'can I leave my car somewhere nearby?'], /doesn't say/i],
    ['es', ['¿el edificio tiene ascensor?'], /no lo indica/i],
    ['en', ['is the office accessible with a wheelchair?'], /doesn't say/i],
  ] as const)('%s: %j is said not to be on the site, with the contacts', async (locale, turns, honest) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies.map((reply) => reply.message).join(' ')).toMatch(honest);
    const links = linksOf(replies);
    expect(links.some((href) => /\/contacto$/.test(href))).toBe(true);
    expect(links.some((href) => href.startsWith('tel:') || href.startsWith('https://wa.me/'))).toBe(true);
  });

  it.each([
    ['es', '¿puedo visitarlos en su oficina?', /Larco/],
    ['en', 'can I come by your office in person?', /Larco/],
  ] as const)('%s: %s still gets the address', async (locale, question, said) => {
    const replies = await repliesTo(model, locale, question);
    expect(replies[0]!.message).toMatch(said);
  });
});
