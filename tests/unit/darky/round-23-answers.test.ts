/**
 * Round 23: a call asked for a day is the call, whatever the classifier heard of "how soon"; the office visit guessed
 * from none of its words is no guess; a quote half-believed keeps the service it names (so "¿ya hicieron algo así?"
 * next finds its cases); "¿y en mi web también?" after the Messenger chatbot is its web tab; "el de enero" after the
 * events is January's event; customers paying in the store asked is the store's payments; several services'
 * discount; where the visitor is, after the location; a name given with a service starts its quote; this very chat
 * wanted in the visitor's own words. Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, pagesOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('what is asked, read in its own words', () => {
  it('a call asked for tomorrow morning about a website offers the times', async () => {
    const { last, started } = await converse('es', ['¿me podrían llamar mañana temprano? es por una web']);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
    expect(started).toBe(true);
  });

  it('an app for a studio is the apps service, not the office visit', async () => {
    const { last } = await converse('en', ['could you make a members app for my pilates studio?']);
    expect(pagesOf(last).some((page) => page.includes('tab=apps-web-movil'))).toBe(true);
  });

  it.each([
    ['es', ['¿me pueden hacer una app para mi gimnasio de crossfit?', '¿tienen algún trabajo parecido?'], '/portafolio/kallpa-fit'],
    ['en', ['can you build a booking app for my spa?', 'have you built one before?'], '/en/portafolio/kallpa-fit'],
  ] as const)('%s: %j finds the case of the service wanted', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });

  it.each([
    ['es', ['¿el chatbot sirve para messenger?', '¿y para mi página web?'], 'tab=chatbot-web'],
    ['en', ['is the chatbot for Messenger?', 'and for my website?'], 'tab=chatbot-web'],
  ] as const)('%s: %j is the same service on the other channel', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes(tab))).toBe(true);
  });
});

describe('follow-ups on the list or the topic', () => {
  it.each([
    ['en', ['any events soon?', 'the january one, where?']],
    ['es', ['¿tienen eventos?', '¿y el de enero dónde es?']],
  ] as const)("%s: %j is January's event, with its place (not the list again)", async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/^Meetup.*Zoom/);
    expect(saidIn(last)).not.toMatch(/Darky Day/);
  });

  it.each([
    ['es', ['necesito una tienda online para mis chocolates', '¿mis clientes me pueden pagar con Plin?'], /Yape o Plin/],
    ['en', ['I want an online store for my jewelry', 'can my customers pay with Plin there?'], /Yape or Plin/],
  ] as const)("%s: %j is the store's payments", async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it('a discount for two services points to where they are compared', async () => {
    const { last } = await converse('es', ['¿cuánto sale el branding?', '¿y la web?', 'si tomo ambos, ¿hay descuento?']);
    expect(linksOf(last)).toContain('/servicios');
  });

  it.each([
    ['es', ['¿dónde queda su oficina?', 'somos de Bogotá, ¿igual se puede?'], /videollamada/],
    ['en', ['where is your office?', "I'm in Toronto, is that ok?"], /video call/],
  ] as const)('%s: %j is where the agency works', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });
});

describe('introductions and this chat', () => {
  it('a name given with the service wanted starts its quote', async () => {
    const { started, last } = await converse('es', ['buenas, me llamo Jorge y quiero una tienda online para mi ferretería']);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(/Jorge/);
  });

  it.each([
    ['es', 'quiero que mi página atienda a los clientes así como este chat'],
    ['en', 'I want my shop to answer customers the way this chat does'],
  ] as const)('%s: %j is what this chat is and how to have it', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(linksOf(last).some((link) => link.includes('tab=web-inteligente'))).toBe(true);
    expect(started).toBe(false);
  });
});
