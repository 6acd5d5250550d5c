/**
 * Round 22: a call asked for is the free consultation at a time the visitor picks (the times written out, the direct
 * lines beside them); a lesson named by its title beats a service that shares one of its words; a meeting or the
 * try-on guessed from no word of theirs is no guess; cases asked by what they are ("did you do Google Ads for a
 * developer?"); this very chat wanted; a laugh on its own; urgency after a person was asked for; the events after the
 * next one; what the blog or the lessons cover; what support leaves out; the agency's prices in a currency; a
 * landline, an office, a holiday, a deadline. Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, repliesTo, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);
const navigated = (replies: readonly { action?: { name: string } }[]) => replies.some((reply) => reply.action?.name === 'navigate');

describe('a call asked for', () => {
  it.each([
    ['es', ['¿cuánto cuesta una tienda online?', '¿me llaman para verlo?']],
    ['en', ['could somebody ring me to talk it through?']],
  ] as const)('%s: %j offers the free times for the call, with the lines to call now', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
    expect(linksOf(last)).toEqual(expect.arrayContaining(['https://wa.me/51987654321', 'tel:+5116409000']));
    expect(started).toBe(true);
    expect(last.at(-1)!.action?.name).toBe('suggestions');
  });

  it('with no free times to offer, the call is a callback that takes the details', async () => {
    // (repliesTo's Darky has no calendar.)
    const said = saidIn(await repliesTo(model, 'es', '¿me pueden llamar?'));
    expect(said).toMatch(/Un asesor te llama: solo necesito unos datos/);
    expect(said).not.toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('what the message names', () => {
  it.each([
    ['en', 'scrum without the bureaucracy', '/en/lessons/scrum-en-equipos-pequenos'],
    ['es', 'heurísticas de usabilidad para mi tienda', '/lessons/heuristicas-de-usabilidad'],
  ] as const)("%s: %j is the lesson its title's words name", async (locale, text, lesson) => {
    const { last } = await converse(locale, [text]);
    expect(linksOf(last)).toContain(lesson);
  });

  it('a service asked for surely stays the service, though a post has its words', async () => {
    const { last } = await converse('es', ['¿hacen webs inteligentes con IA?']);
    expect(saidIn(last)).toMatch(/^Web inteligente/);
    expect(linksOf(last)).not.toContain('/blog/webs-inteligentes-con-ia');
  });

  it('a meeting guessed from no word of a meeting is no meeting: the app described is the app', async () => {
    const { last, started } = await converse('en', ["we'd like an app for our yoga studio members"]);
    expect(saidIn(last)).toMatch(/mobile apps/i);
    expect(started).toBe(false);
  });

  it.each([
    ['en', 'did you do google ads for a real estate developer?', '/en/portafolio/urbana-inmobiliaria'],
    ['es', '¿cómo les fue con lo del concesionario?', '/portafolio/ruta-motors'],
  ] as const)('%s: %j is the case it describes', async (locale, text, page) => {
    const { last } = await converse(locale, [text]);
    expect(linksOf(last)).toContain(page);
  });
});

describe('this very chat', () => {
  it('wanted for a site: what it is and how to have it, with the quote offered, not started', async () => {
    const { last, started } = await converse('en', ['I want a website that talks to people like this chat']);
    expect(linksOf(last)).toEqual(
      expect.arrayContaining(['/en/servicios/webs-y-apps-a-medida?tab=web-inteligente', '/en/servicios/chatbot-personalizado?tab=chatbot-web']),
    );
    expect(started).toBe(false);
  });

  it('praised, then "one like it": its service', async () => {
    const { last } = await converse('en', ['this chat is cool', 'can you make me one like it for my site?']);
    expect(saidIn(last)).toMatch(/Smart website/);
  });
});

describe('small talk and a person', () => {
  it.each([
    ['es', 'jajajaja'],
    ['en', 'lmao'],
  ] as const)('%s: %j alone is answered in character, no page opened', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(/😄/);
    expect(navigated(last)).toBe(false);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['necesito hablar con alguien de ventas', 'ya mismo por favor']],
    ['en', ['put me through to a person', 'asap']],
  ] as const)('%s: %j is the person again, not a timeline', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain('https://wa.me/51987654321');
    expect(saidIn(last)).not.toMatch(/semanas|weeks/);
  });
});

describe('the lists', () => {
  it('the events name the ones after the next, and "¿qué día es?" gives the dates again', async () => {
    const first = await converse('es', ['¿tienen eventos?']);
    expect(saidIn(first.last)).toMatch(/Darky Day.*Meetup/);
    const { last } = await converse('es', ['¿tienen eventos?', '¿y qué día es?']);
    expect(saidIn(last)).toMatch(/21 de enero de 2027/);
  });

  it.each([
    ['es', ['¿tienen un blog?', '¿sobre qué temas escriben?'], '/blog'],
    ['en', ['do you have lessons?', 'what are they about?'], '/en/lessons'],
  ] as const)('%s: %j is the list again, which says what it covers', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(page);
  });
});

describe('facts asked in new words', () => {
  it.each([
    ['es', ['¿qué queda fuera del soporte?'], /Cambios de alcance/],
    ['en', ["what's excluded from your support?"], /Changes of scope/],
    ['en', ['do you offer maintenance?', 'and if the site goes down, how quickly do you respond?'], /2 hours/],
    ['es', ['¿me pasas sus precios en dólares?'], /S\/ 2,500/],
    ['en', ['what are your rates in USD?'], /US\$ 667/],
    ['en', ["what's the least expensive service?"], /S\/ 1,200/],
    ['es', ['mañana es feriado, ¿van a estar atendiendo?'], /siguiente día hábil/],
    ['es', ['¿cuál es su teléfono fijo?'], /640 9000/],
    ['en', ['do you guys have a physical office?'], /Larco/],
    ['es', ['¿tendrían mi landing lista antes de fin de año?'], /3 a 6 semanas/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });
});
