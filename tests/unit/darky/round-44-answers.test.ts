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
