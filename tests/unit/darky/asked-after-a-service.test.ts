/**
 * Two short turns after a service that are not about its page: a language asked in a few words ("¿en inglés
 * también?") is the languages answer with the service's page, not a switch of Darky's language; and a person asked for
 * oneself ("pásame con un humano") is the team's contacts, not the service's handover to a human.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

describe('after a service', () => {
  it.each([
    ['es', ['necesito una tienda online', '¿y en inglés también?'], /español e inglés/, /\/servicios\/webs-y-apps-a-medida/],
    ['en', ['we need a chatbot for our website', 'in spanish too?'], /Spanish and English/, /\/en\/servicios\/chatbot-personalizado/],
  ] as const)('%s: %j is the languages answer with its page', async (locale, turns, said, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies[0]!.message).toMatch(said);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });

  it.each([
    ['es', ['quiero un chatbot para mi web', 'mejor pásame con alguien del equipo']],
    ['en', ['we need a chatbot for our website', 'can I just talk to someone on your team?']],
  ] as const)('%s: %j gets the team’s contacts', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    const links = linksOf(replies);
    expect(links.some((href) => href.startsWith('https://wa.me/') || href.startsWith('tel:'))).toBe(true);
  });
});
