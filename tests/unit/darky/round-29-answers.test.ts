/**
 * Round 29: a case asked about again ("tell me more"), examples after a demo, what support costs when something breaks
 * after delivery, a person asked for with the team's words, Darky's own hours, the team's answer on a weekend after a
 * service, when to call, two services together, what the consultation includes, a switch asked with "we", off-topic
 * food and maths, a workshop on social media, a monthly price in other words, data-protection law, an AI-powered site,
 * customers booking from a phone, vacancies after a service, missing an event. Phrasings of our own, not the blind
 * sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('the portfolio', () => {
  it.each([
    ['es', ['¿han trabajado con clínicas?', 'cuéntame más de ese'], /chatbot/i],
    ['en', ['any work for clinics?', 'tell me more'], /chatbot/i],
  ] as const)('%s: %j is what was built for the case shown', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.includes('/portafolio/clinica-sanvida'))).toBe(true);
  });

  it.each([
    ['es', ['¿hacen juegos para activaciones?', '¿algún ejemplo?']],
    ['en', ['do you make games for trade fairs?', 'any examples?']],
  ] as const)('%s: %j is the cases with a game', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/portafolio/tappers'))).toBe(true);
  });
});

describe('support, people and hours', () => {
  it.each([
    ['es', ['nos entregaron el chatbot hace poco', 'si algo se rompe, ¿hay que pagar?'], /sin costo/],
    ['en', ['you delivered our app last week', 'if a bug shows up, will you charge us?'], /no cost/],
  ] as const)('%s: %j is the free fixes after delivery', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿hay alguien del equipo con quien pueda hablar ya?']],
    ['en', ['I need to talk to someone now']],
  ] as const)('%s: %j gets the team’s contacts', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.startsWith('tel:'))).toBe(true);
  });

  it.each([
    ['es', ['¿tú respondes de noche?'], /24x7/],
    ['en', ['are you a 24 hour service?'], /24\/7/],
  ] as const)('%s: %j says Darky answers around the clock', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero una tienda online', '¿y si les escribo un domingo me responden?'], /día hábil/],
    ['en', ['whats your number?', 'when can I call you?'], /9:00/],
  ] as const)('%s: %j is the team’s hours', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('prices, the consultation and languages', () => {
  it.each([
    ['es', ['¿precio de una web?', '¿y un chatbot?', '¿y si contrato los dos juntos?'], /paquete/],
    ['en', ['website price?', 'and a chatbot?', 'any deal if I get both?'], /bundle/],
  ] as const)('%s: %j says no bundle is published, with the starting prices', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(/2,500/);
  });

  it.each([
    ['es', ['¿qué incluye la asesoría gratuita?'], /diagnóstico/],
    ['en', ['what does the free consultation include?'], /diagnosis/],
  ] as const)('%s: %j is what the consultation gives', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['can we speak in english?'], 'en'],
    ['en', ['¿podemos hablar en español?'], 'es'],
  ] as const)('%s: %j switches', async (locale, turns, to) => {
    const { last } = await converse(locale, turns);
    expect(last.some((reply) => reply.action?.name === 'change-language' && reply.action.params.locale === to)).toBe(true);
  });

  it.each([
    ['en', ['do you run google ads?', 'what would it run a month?'], /900/],
    ['es', ['¿manejan Google Ads?', '¿y al mes cuánto sería?'], /900/],
  ] as const)('%s: %j is its monthly price', async (locale, turns, price) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(price);
  });
});

describe('what the visitor wants, in other words', () => {
  it.each([
    ['es', ['¿dónde como un buen ceviche?']],
    ['en', ['where can I eat a good ceviche?']],
    ['es', ['resuélveme esta ecuación: 3x = 12']],
  ] as const)('%s: %j is off topic, said so in character', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(saidIn(last)).toMatch(/Darko Digital/);
  });

  it.each([
    ['en', ['any workshop about social media campaigns?'], /January 16/],
    ['es', ['¿tienen algún taller de campañas en redes sociales?'], /16 de enero/],
  ] as const)('%s: %j is the workshop, not the agency’s profiles', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['do you comply with data protection laws?'], /29733/],
    ['es', ['¿cumplen la ley de protección de datos?'], /29733/],
  ] as const)('%s: %j is the privacy policy’s law', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['we want an AI-powered site for our hotel'], 'tab=web-inteligente'],
    ['es', ['tengo una academia de baile y quiero que mis alumnos reserven sus clases desde el celular'], 'tab=apps-web-movil'],
  ] as const)('%s: %j is the service described', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes(tab))).toBe(true);
  });

  it.each([
    ['es', ['hago diseño gráfico hace dos años', '¿tienen vacantes?'], /talento@darkodigital\.pe/],
    ['es', ['¿el Darky Day es presencial?', '¿y si no puedo ir?'], /transmisión en vivo/],
  ] as const)('%s: %j is what was asked, not a sentence of the page before', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});
