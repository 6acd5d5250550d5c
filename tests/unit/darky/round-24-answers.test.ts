/**
 * Round 24: "ok, and a chatbot?" after a price is the chatbot's price; "¿y el de marketing?" after a course's price is
 * the marketing course; "are you in Cusco?" is where the agency works; a tight budget gets the services' starting
 * prices; one made for my brand after a demo starts its quote; the agency's profiles only in a few words (an inbox on
 * Facebook described at length is the Messenger chatbot); the course recommended after the courses is the topic of
 * "how long is it?"; a class's seats asked with most of its title; the try-on's frames; its camera asked about; the
 * smart website's demo is this very chat. Phrasings of our own, not the blind sets'.
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

describe('the same question, of another thing', () => {
  it.each([
    ['es', ['¿precio de una tienda online?', 'ok y un chatbot?'], /1,500/],
    ['en', ['what does an online store cost?', 'ok and the chatbot?'], /1,500/],
  ] as const)('%s: %j is the price of the second', async (locale, turns, price) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(price);
  });

  it.each([
    ['es', ['¿cuánto sale el curso de diseño UX?', '¿y el de marketing?'], 'marketing-digital-con-datos', /590/],
    ['en', ['price of the UX design course?', 'and the marketing one?'], 'marketing-digital-con-datos', /590/],
  ] as const)('%s: %j is the other course, not the service named "marketing"', async (locale, turns, page, price) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.includes(page))).toBe(true);
    expect(saidIn(last)).toMatch(price);
  });
});

describe('where the agency is', () => {
  it.each([
    ['es', ['quiero una tienda online para mi negocio en Arequipa', '¿ustedes están en Arequipa?']],
    ['en', ['I run a hostel in Trujillo and need a website', 'are you based in Trujillo?']],
  ] as const)('%s: %j says Lima and that it works by video call', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/Miraflores/);
    expect(saidIn(last)).toMatch(/videollamada|video call/);
  });

  it('a time zone is still the hours, not the location', async () => {
    const { last } = await converse('en', ['which time zone are you in?']);
    expect(saidIn(last)).toMatch(/UTC-5/);
  });

  it('walking in is answered with the address', async () => {
    const { last } = await converse('en', ['could I drop by the office sometime?']);
    expect(saidIn(last)).toMatch(/Larco/);
  });
});

describe('a budget, and one made to measure', () => {
  it.each([
    ['es', ['soy emprendedora y tengo poco presupuesto, ¿qué me ofrecen?']],
    ['en', ['small budget here, what is the cheapest thing you do?']],
  ] as const)('%s: %j gets the starting prices, not "it depends" alone', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/1,200/);
    expect(saidIn(last)).toMatch(/1,500/);
  });

  it.each([
    ['es', ['¿dónde está el juego de Darky?', '¿me pueden hacer uno con mi marca?']],
    ['en', ['is there a game here?', 'could you make one for our brand launch?']],
  ] as const)('%s: %j starts the quote', async (locale, turns) => {
    const { started } = await converse(locale, turns);
    expect(started).toBe(true);
  });

  it('the price asked instead of a phone number is given', async () => {
    const { last } = await converse('en', ['quote for a chatbot please', "I'd rather not give my number, just tell me the price"]);
    expect(saidIn(last)).toMatch(/1,500/);
  });
});

describe('profiles and inboxes', () => {
  it('the agency profiles, asked in a few words', async () => {
    const { last } = await converse('es', ['¿tienen instagram?']);
    expect(linksOf(last).some((href) => href.includes('instagram.com'))).toBe(true);
  });

  it.each([
    ['es', ['en mi tienda nos llueven mensajes por facebook en las noches y nadie contesta, ¿qué se puede hacer?']],
    ['en', ['our facebook page gets loads of questions on weekends and nobody there to answer, any idea what could help?']],
  ] as const)('%s: %j is the Messenger chatbot', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-messenger'))).toBe(true);
  });
});

describe('the academy and the demos', () => {
  it('the course recommended is the topic of "how long is it?"', async () => {
    const { last } = await converse('es', ['¿qué cursos dan?', '¿cuál me recomiendas para hacer mejores anuncios?', '¿y cuánto dura?']);
    expect(saidIn(last)).toMatch(/8 semanas/);
  });

  it('seats asked with most of a workshop title are the workshop', async () => {
    const { last } = await converse('es', ['¿quedan cupos en el de campañas en redes sociales?']);
    expect(saidIn(last)).toMatch(/20 cupos/);
  });

  it.each([
    ['es', ['¿qué monturas se pueden probar en el probador?'], /Aviador Lima/],
    ['en', ['what frames can I try on?'], /Lima Aviator/],
  ] as const)('%s: %j lists the frames', async (locale, turns, frame) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(frame);
    expect(saidIn(last)).toMatch(/6/);
  });

  it('the try-on camera, asked about without its name, is the try-on answer', async () => {
    const { last } = await converse('es', ['¿si pruebo lentes con la cámara se graba algo?']);
    expect(pagesOf(last)).toContain('/innovaciones/probador');
  });

  it.each([
    ['es', ['¿qué es una web inteligente?', '¿la puedo ver funcionando?']],
    ['en', ['what is a smart website?', 'can I see it in action?']],
  ] as const)('%s: %j is this very chat', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/este chat|this chat/);
  });
});
