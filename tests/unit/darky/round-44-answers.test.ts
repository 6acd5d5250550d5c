/**
 * Round 44: the other services asked "besides" one, the portfolio asked for a kind of business, a workshop's own seats,
 * a day asked after the visitor wanted to talk a project over, a meeting wanted in person or in the middle of a quote,
 * the support plan's contents and exclusions, the jobs' address asked by e-mail, a client abroad after the agency's
 * place, and the response time asked again. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('services and cases', () => {
  it.each([
    ['es', ['¿y qué otras cosas hacen además de chatbots?']],
    ['en', ['what else do you guys do besides marketing?']],
  ] as const)('%s: %j lists the services', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => /\/servicios$/.test(page))).toBe(true);
  });

  it.each([
    ['es', ['¿tienen algo para restaurantes?'], '/portafolio/bravo-burgers'],
    ['en', ['have you done anything for farming exporters?'], '/portafolio/agro-sierra'],
  ] as const)('%s: %j is the portfolio’s case for that business', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((found) => found.includes(page))).toBe(true);
  });

  it('es: "¿hay algo para aprender…?" stays a lesson, not a case', async () => {
    const { last } = await converse('es', ['¿hay algo para aprender a diseñar formularios?']);
    expect(pagesOf(last).some((page) => page.includes('/lessons/'))).toBe(true);
  });
});

describe('workshops', () => {
  it.each([
    ['es', ['me interesa el taller de campañas en redes', '¿cuántos cupos tiene?'], /20 cupos/],
    ['en', ['the WhatsApp and chatbots workshop', 'how many spots?'], /25 seats/],
  ] as const)('%s: %j is that workshop’s seats', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: short workshops asked for are the list, each by its name', async () => {
    const { last } = await converse('es', ['¿tienen talleres cortos?']);
    expect(saidIn(last)).toMatch(/Crea una landing page que venda/);
  });
});

describe('meetings', () => {
  it.each([
    ['es', ['quisiera hablar de una tienda online con ustedes', '¿mañana se puede?']],
    ['en', ["I'd like to talk about a website project", 'tomorrow maybe?']],
  ] as const)('%s: %j offers the free times', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(CLOCK);
  });

  it.each([
    ['es', ['me gustaría una reunión en persona en su oficina'], /videollamada/],
    ['en', ['I want an in-person appointment at your office'], /video call/],
  ] as const)('%s: %j says how it is held and offers the free times', async (locale, turns, how) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(how);
    expect(saidIn(last)).toMatch(CLOCK);
  });

  it('es: a meeting asked for in the middle of a quote is booked', async () => {
    const { last } = await converse('es', ['quiero una tienda online', 'mejor reunámonos, ¿cuándo podemos?']);
    expect(saidIn(last)).toMatch(CLOCK);
  });
});

describe('facts', () => {
  it.each([
    ['es', ['¿qué trae el plan de mantenimiento?'], /copias de respaldo/],
    ['en', ['what comes with the support plan?'], /backups/],
    ['en', ['what does maintenance not include?'], /new features/],
  ] as const)('%s: %j is the support policy', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.includes('/politicas-de-soporte'))).toBe(true);
  });

  it.each([
    ['es', ['soy desarrollador', '¿a qué correo escribo sobre empleo?']],
    ['en', ['I do UX research', 'who do I contact about jobs?']],
  ] as const)('%s: %j is the jobs’ address', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('es: "¿y si estoy en Chile igual puedo trabajar con ustedes?" after the place is a client abroad', async () => {
    const { last } = await converse('es', ['¿están en Miraflores?', '¿y si estoy en Bolivia igual puedo trabajar con ustedes?']);
    expect(saidIn(last)).toMatch(/extranjero/);
  });

  it('es: "¿reciben CV?" from abroad after the place stays a job', async () => {
    const { last } = await converse('es', ['¿dónde quedan?', 'estoy en Bolivia, ¿reciben CV?']);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('en: the response time asked again is the response time', async () => {
    const { last } = await converse('en', ['I just filled out the contact form', 'when will I hear from someone?']);
    expect(saidIn(last)).toMatch(/1 business day/);
  });

  it('es: "hablas como persona" is a compliment, answered in character', async () => {
    const { last } = await converse('es', ['¿qué servicios tienen?', 'jaja pareces humano']);
    expect(saidIn(last)).toMatch(/Gracias/);
  });
});

describe('more of round 44', () => {
  it.each([
    ['en', ['I make browser games', 'any lesson for me?'], /el-bucle-de-un-videojuego/],
    ['es', ['coordino proyectos en una empresa', '¿alguna lección para mí?'], /\/lessons\//],
  ] as const)('%s: %j is the lesson on what the visitor said they do', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((found) => page.test(found))).toBe(true);
  });

  it.each([
    ['en', ['we want our website to chat with customers and suggest products']],
    ['es', ['quiero que mi página converse con los clientes y les recomiende productos']],
  ] as const)('%s: %j is the smart website', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=web-inteligente'))).toBe(true);
  });

  it('en: "what do you recommend" asks the agency, not for a site that recommends', async () => {
    const { last } = await converse('en', ['nobody answers our website chat at night, what do you recommend?']);
    expect(pagesOf(last).some((page) => page.includes('tab=web-inteligente'))).toBe(false);
  });

  it.each([
    ['es', ['¿cuánto se demora un proyecto?'], /Chatbot Personalizado\]\([^)]+\) \(de 2 a 6 semanas\)/],
    ['en', ['how long do your projects usually take?'], /Custom chatbot\]\([^)]+\) \(2 to 6 weeks\)/],
  ] as const)('%s: %j gives each service’s timeline, linked', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(last.map((reply) => reply.message).join(' ')).toMatch(said);
  });

  it.each([
    ['es', ['¿cuánto cuesta el branding y las redes sociales?'], [/S\/ 2,000/, /S\/ 1,200/]],
    ['en', ['how much are social media and google ads?'], [/S\/ 1,200/, /Google Ads/]],
  ] as const)('%s: %j gives each one’s reference price', async (locale, turns, prices) => {
    const { last } = await converse(locale, turns);
    for (const price of prices) expect(saidIn(last)).toMatch(price);
  });

  it('es: an app for Android and iOS is one price, the app’s (a tab and its sub-tab are one entry)', async () => {
    const { last } = await converse('es', ['¿cuánto cuesta una app para android y ios?']);
    expect(saidIn(last)).not.toMatch(/Como referencia/);
  });

  it.each([
    ['es', ['¿hicieron algo de seguimiento de envíos?', '¿para quién fue?'], /MSM/],
    ['en', ['did you make a class sign-up website?', 'who was it for?'], /YM/],
  ] as const)('%s: %j names the case’s client', async (locale, turns, client) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(client);
  });

  it('en: "pretty cool" after the try-on is thanks; named with the try-on it is the try-on', async () => {
    expect(saidIn((await converse('en', ['I tried the glasses try-on', 'pretty cool'])).last)).toMatch(/Thank you/);
    const { last } = await converse('en', ['the glasses try-on is pretty cool']);
    expect(pagesOf(last).some((page) => page.includes('probadores'))).toBe(true);
  });

  it.each([
    ['en', ['I tried the glasses try-on', 'can you add it to my woocommerce shop?'], /online store/],
    ['es', ['probé el probador de lentes', '¿se puede poner en mi tienda de shopify?'], /tienda online/],
  ] as const)('%s: %j is the try-on connected to the store', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.includes('tab=probadores-virtuales'))).toBe(true);
  });

  it.each([
    ['es', ['cuanto questa una tienda online']],
    ['es', ['una web pa mi taller de costura, cuanto sale?']],
  ] as const)('es: %j is a price', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/desde S\/ [\d,]+/);
  });

  it('es: the guests speak English, "¿hay problema?" after the chatbot is the languages', async () => {
    const { last } = await converse('es', ['quiero un chatbot para mi hostal', 'mis huéspedes hablan inglés, ¿hay problema?']);
    expect(saidIn(last)).toMatch(/inglés/);
  });
});
