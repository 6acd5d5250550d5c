/**
 * Round 39: the academy's follow-ups (a sign-up by the event's name, what an event will show, how its link arrives, a
 * course's syllabus, the longest course, whether courses are online, free lessons instead of a course), the demos on a
 * phone, this chat's privacy, the game's points, where the agency is after who it is, support after its three months,
 * who pays the ads, a chatbot's languages, the visitor's own site, the blog's latest posts, a frame's colors, a CRM and a
 * case picked from a list. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('the academy', () => {
  it.each([
    ['es', ['quiero inscribirme en el Darky Day']],
    ['en', ['i want to sign up for darky day']],
  ] as const)('%s: %j is the event, not a quote', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/Darky Day 2026/);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['cuéntame del darky day', '¿qué van a presentar?'], /Demostración en vivo/],
    ['es', ['háblame del meetup de enero', '¿y a dónde me llega el enlace?'], /correo/],
    ['en', ['the january meetup', 'how will i get the link?'], /email/],
    ['es', ['me interesa el curso de marketing digital con datos', '¿qué temas tiene?'], /El temario de Marketing digital con datos/],
    ['en', ['tell me about the chatbots course', 'what will i learn?'], /The syllabus of Chatbots with artificial intelligence/],
    ['es', ['¿qué cursos tienen?', '¿y cuál dura más?'], /Marketing digital con datos dura 8 semanas/],
    ['en', ['what courses do you offer?', 'which one is the longest?'], /8 weeks/],
    ['es', ['¿qué cursos hay?', '¿las clases son online?'], /clases en vivo/],
  ] as const)('%s: %j answers about the class discussed', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero aprender diseño', 'algo gratis, no un curso pagado']],
    ['en', ['i want to learn about git', 'something free, not a paid course']],
  ] as const)('%s: %j is the free lessons', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    // (The lessons' list, or the free lesson just discussed.)
    expect(pagesOf(last).some((page) => page.includes('/lessons'))).toBe(true);
    expect(pagesOf(last).some((page) => page.includes('/academia/cursos'))).toBe(false);
  });
});

describe('the demos and the game', () => {
  it.each([
    ['es', ['muéstrame a darky en 3d', '¿se ve en mi celular?'], /navegador/],
    ['en', ['show me the 3d darky', 'will it run on my phone?'], /browser/],
    ['es', ['quiero probarme lentes', '¿funciona desde el celular?'], /navegador/],
    ['es', ['el probador virtual', '¿qué colores tiene el aviador?'], /Negro mate/],
    ['es', ['¿cuántos puntos vale una estrella en el juego?'], /50 puntos/],
    ['en', ['in the leads game how many points do i get for a star?'], /50 points/],
  ] as const)('%s: %j', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: a demo the visitor wants to use is the demo, not a post that shares its words', async () => {
    const { last } = await converse('en', ['i want to try glasses on with my webcam']);
    expect(pagesOf(last).some((page) => page.endsWith('/innovaciones/probador'))).toBe(true);
  });
});

describe('the agency', () => {
  it.each([
    ['es', ['¿cuánto tiempo guardan mis datos?', '¿y esta conversación?'], /doce meses/],
    ['en', ['how long do you keep my data?', 'what about this conversation?'], /twelve months/],
    ['es', ['¿quiénes son ustedes?', '¿y dónde quedan?'], /Larco/],
    ['es', ['¿qué soporte dan?', '¿el mantenimiento después es obligatorio?'], /planes mensuales/],
    ['es', ['¿qué profesionales tienen en el equipo?'], /diseñadores, desarrolladores/],
    ['es', ['¿a qué correo les escribo?'], /hola@darkodigital\.pe/],
    ['en', ['who am i chatting with?'], /I'm Darky/],
    ['en', ['what exactly do you guys do?'], /Custom websites and apps/],
  ] as const)('%s: %j', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: where to send a CV after a job was discussed is the jobs’ address', async () => {
    const { last } = await converse('en', ['i would love to work with you', 'what email do i send my cv to?']);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('es: a fault told with a word of privacy is support’s', async () => {
    const { last } = await converse('es', ['el formulario de nuestra web no envía datos, ¿quién tiene acceso a eso?']);
    expect(pagesOf(last).some((page) => page.endsWith('/politicas-de-soporte'))).toBe(true);
  });

  it.each([
    ['es', ['¿tienen blog?'], /lo más reciente: Cómo medir tus campañas/],
    ['en', ['do you write a blog?'], /the latest: How to measure your ad campaigns/],
    ['es', ['¿tienen blog?', '¿cuál es el último post?'], /Lo último que publicamos es/],
  ] as const)('%s: %j names the newest posts', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('services', () => {
  it('es: who puts the ad budget is answered, no quote started', async () => {
    const { last, started } = await converse('es', ['¿hacen campañas en facebook?', '¿quién pone el presupuesto de los anuncios?']);
    expect(saidIn(last)).toMatch(/aparte/);
    expect(started).toBe(false);
  });

  it('es: a chatbot answering in English too is the chatbot’s languages, not a switch', async () => {
    const { last } = await converse('es', ['¿hacen chatbots?', '¿y pueden contestar en inglés también?']);
    expect(saidIn(last)).toMatch(/español e inglés/);
    expect(last.some((reply) => reply.action?.name === 'change-language')).toBe(false);
  });

  it.each([
    ['en', 'our site looks awful and nobody buys, we need a redesign'],
    ['en', 'we want an assistant on our website that guides people to the right product'],
  ] as const)('%s: %j is a service for the visitor’s own site', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((page) => page.includes('/servicios/'))).toBe(true);
  });

  it.each([
    ['es', 'necesito una landing page para mis talleres'],
    ['en', 'i need a landing page for my course'],
  ] as const)('%s: %j is the landing page, not the academy', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((page) => page.includes('landing-page'))).toBe(true);
  });

  it('en: a chatbot connected to a CRM says it logs the leads there', async () => {
    const { last } = await converse('en', ['does your chatbot connect with hubspot?']);
    expect(saidIn(last)).toMatch(/CRM/);
  });

  it('en: a call asked for "tomorrow-ish" offers the free times', async () => {
    const { last } = await converse('en', ['could we do a zoom call tomorrow-ish?']);
    expect(saidIn(last)).toMatch(/\d:\d\d/);
  });

  it('es: one of the cases just listed, named by its title', async () => {
    const { last } = await converse('es', ['¿tienen casos de apps?', '¿y el de delta cargo qué era?']);
    expect(pagesOf(last).some((page) => page.endsWith('/portafolio/delta-cargo'))).toBe(true);
  });
});
