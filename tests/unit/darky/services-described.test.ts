/**
 * Services described by what the visitor wants done, in phrasings the catalogue's names never use: a site that
 * converses is the smart website, frames tried on with a webcam the try-on, a site people get lost in the UX design,
 * an app to book classes the mobile app, internal software for a fleet the web app. And a person asked for in an
 * imperative after a service is a person, not a question about the service.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const opened = (replies: Awaited<ReturnType<typeof repliesTo>>, page: RegExp) =>
  linksOf(replies).some((href) => page.test(href)) || replies.some((r) => r.action?.name === 'navigate' && page.test(String(r.action.params.path)));

describe('a service in the visitor’s words', () => {
  it.each([
    ['en', 'our shop needs a website that talks to visitors and answers their questions', /tab=web-inteligente/],
    ['es', 'busco una web que converse con los visitantes y los oriente', /tab=web-inteligente/],
    ['en', 'could shoppers try frames on using their webcam?', /tab=probadores-virtuales/],
    ['en', 'visitors get lost on our site, we need someone to redesign it', /tab=web-ux/],
    ['es', 'la gente se pierde en mi web y no sabe dónde hacer clic', /tab=web-ux/],
    ['en', 'an app so members of my pilates studio can book classes', /subtab=app-movil/],
    ['es', 'quiero una app para que mis alumnos reserven clases', /subtab=app-movil/],
    ['en', 'we need internal software to manage our delivery fleet', /tab=apps-web-movil/],
    ['es', 'necesito un sistema interno para controlar mi flota de motos', /tab=apps-web-movil/],
  ] as const)('%s: %s', async (locale, text, page) => {
    expect(opened(await repliesTo(model, locale, text), page)).toBe(true);
  });
});

describe('a person asked for after a service', () => {
  it('an imperative is a request for a person', async () => {
    const replies = await repliesTo(model, 'en', 'I want a chatbot', 'ok give me a person');
    expect(linksOf(replies).some((href) => href.startsWith('https://wa.me/') || href.startsWith('tel:'))).toBe(true);
  });

  it('a question keeps the service in view', async () => {
    const replies = await repliesTo(model, 'en', 'I want a chatbot', 'can it hand over to a human?');
    expect(linksOf(replies).some((href) => /chatbot/.test(href))).toBe(true);
  });
});
