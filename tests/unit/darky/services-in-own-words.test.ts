/**
 * A service described by what it should do: answering messages by itself is the chatbot, whichever network the
 * messages come from ("que conteste solo los mensajes de mi fanpage" is not the social media service); a page of one
 * section is the landing page; and "someone to run our Instagram" hires the agency, it does not ask for a person.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

describe('a service in the visitor’s words', () => {
  it.each([
    ['es', 'necesito que el inbox de mi negocio en instagram conteste solo cuando estoy durmiendo', /\/servicios\/chatbot-personalizado/],
    ['en', 'we want something that answers automatically when people message our facebook page', /\/en\/servicios\/chatbot-personalizado/],
    ['en', 'patients should be able to book appointments without phoning us', /\/en\/servicios\/chatbot-personalizado/],
    ['es', 'quiero algo sencillo, una sola sección para lanzar mi producto', /landing-page/],
    ['en', 'we are looking for someone to run our linkedin and instagram', /medios-sociales/],
  ] as const)('%s: %s', async (locale, text, page) => {
    const replies = await repliesTo(model, locale, text);
    expect(linksOf(replies).some((href) => page.test(href)) || replies.some((r) => r.action?.name === 'navigate' && page.test(JSON.stringify(r.action)))).toBe(
      true,
    );
  });

  it('a person asked for in other words is still the team’s contacts', async () => {
    const replies = await repliesTo(model, 'en', 'no bots please, is there someone I can talk to?');
    expect(linksOf(replies).some((href) => href.startsWith('https://wa.me/') || href.startsWith('tel:'))).toBe(true);
  });
});
