/**
 * Round 40: a chatbot in English "too" whatever the classifier heard, a free time asked by the hour, a call proposed
 * after a service, compliments on the site and on Darky's speed, the address asked in one word, interns, a quote already
 * approved, a cheap website, a price typed with letters swapped, a shop for "la gente", a site's own sections, templates,
 * orders by Facebook, a landing to sell the visitor's own workshop and deleting one's number. Phrasings of our own, not
 * the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('follow-ups and bookings', () => {
  it('es: English "too" after chatbots is their languages', async () => {
    const { last } = await converse('es', ['¿hacen chatbots para messenger?', '¿y en inglés también? atiendo turistas']);
    expect(saidIn(last)).toMatch(/español e inglés/);
  });

  it.each([
    ['es', ['mañana a las 3 hay disponibilidad?']],
    ['es', ['quiero un chatbot para mi tienda', '¿podemos hacer una videollamada?']],
  ] as const)('%s: %j offers the free times', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\d:\d\d/);
  });

  it('en: a quote already approved starts no new one', async () => {
    const { started } = await converse('en', ['we approved the quote yesterday', 'how do I pay?']);
    expect(started).toBe(false);
  });

  it('en: where to send a CV after interns were asked about is the jobs’ address', async () => {
    const { last } = await converse('en', ['do you take interns?', 'what email?']);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });
});

describe('small talk and the agency', () => {
  it.each([
    ['es', 'qué chévere tu página', /Gracias/],
    ['en', 'wow you answer fast', /Thank you/],
    ['es', '¿dirección?', /Larco/],
    ['en', 'address?', /Larco/],
    ['es', '¿usan plantillas?', /sin plantillas genéricas/],
    ['en', 'do you use templates or build everything from scratch?', /no generic templates/],
  ] as const)('%s: %j', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: a number to delete is the privacy policy’s rights', async () => {
    const { last } = await converse('es', ['ya no quiero que tengan mi número, ¿cómo lo borro?']);
    expect(pagesOf(last).some((page) => page.endsWith('/politicas-de-privacidad'))).toBe(true);
  });
});

describe('services in the visitor’s words', () => {
  it.each([
    ['es', 'kiero una web barata', /S\/ 2,500/],
    ['en', 'how mcuh is a website?', /from S\/ 2,500/],
  ] as const)('%s: %j is its price', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', 'quiero que la gente compre y pague con tarjeta en mi web', 'web-e-commerce'],
    ['es', 'tengo una cevichería y quiero que me pidan por facebook sin estar contestando todo el día', 'chatbot-messenger'],
    ['es', 'una landing para vender un taller que voy a dar', 'landing-page'],
    ['en', 'a site that chats with visitors and guides them, like this chat', '/servicios/'],
  ] as const)('%s: %j is the service', async (locale, text, page) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((path) => path.includes(page))).toBe(true);
  });

  it('es: a site’s own sections name no case of the portfolio', async () => {
    const { last } = await converse('es', ['necesito una web con páginas de servicios, nosotros y contacto']);
    expect(pagesOf(last).some((page) => page.includes('/servicios/'))).toBe(true);
    expect(pagesOf(last).some((page) => page.includes('/portafolio'))).toBe(false);
  });
});
