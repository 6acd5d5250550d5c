/**
 * Round 34: how a price is charged, a message plainly in the page's language read there, a fault told at night is
 * support's, a website made in English is no switch, Darky in 3D asked right after Darky, a meeting wanted before a
 * service, answering customers on Facebook, a blog as a part of the site wanted, the agency's process, a course's
 * prerequisites, a small budget, and a few words (calling, a salesperson, off-topic errands). Phrasings of our own,
 * not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('how a price is charged', () => {
  it.each([
    ['es', ['¿cuánto cuesta una landing page?', '¿eso se paga una sola vez?'], /por proyecto, no al mes/],
    ['en', ['price of a chatbot for my website?', 'is that a one-off or a monthly fee?'], /per project, not monthly/],
    ['es', ['¿cuánto cobran por Google Ads?', '¿es mensual?'], /servicio mensual/],
    ['en', ['how much for social media management', 'is that recurring?'], /monthly service/],
  ] as const)('%s: %j says per what, as the service page does', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero redes sociales para mi marca', '¿cuánto es mensual?'], /S\/ 1,200/],
    ['en', ['I need a mobile app', 'can I pay it monthly with my card?'], /card/i],
  ] as const)('%s: %j is still the price or the ways to pay', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).not.toMatch(/no al mes|not monthly/);
  });
});

describe('a message plainly in the page language', () => {
  it('en: "and what would you charge for it" after a service is its price, not a Spanish reading of the events', async () => {
    const { last } = await converse('en', ['tell me about branding', 'and what would you charge for that']);
    expect(saidIn(last)).toMatch(/2,000/);
    expect(pagesOf(last)).not.toContain('/en/eventos');
  });
});

describe('a fault told at night', () => {
  it.each([
    ['es', ['ustedes nos hicieron el chatbot', 'anoche a las 10 dejó de contestar, ¿alguien lo revisa?'], /2 horas/],
    ['en', ['you made our website', 'the form stopped emailing us last night, can someone check it?'], /8 business hours/],
  ] as const)('%s: %j is support, not the team hours', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last)).toContain(locale === 'es' ? '/politicas-de-soporte' : '/en/politicas-de-soporte');
  });

  it('es: "¿y ahora qué hago?" once the included support ended is the monthly plans', async () => {
    const { last } = await converse('es', ['se terminó el soporte incluido de nuestra web', '¿y ahora qué hago?']);
    expect(saidIn(last)).toMatch(/planes mensuales/);
  });
});

describe('languages', () => {
  it('es: a website made also in English is the languages the agency builds in, not a switch', async () => {
    const { last } = await converse('es', ['¿me pueden hacer la tienda también en inglés?']);
    expect(last.some((reply) => reply.action?.name === 'change-language')).toBe(false);
    expect(saidIn(last)).toMatch(/dos idiomas/);
  });

  it('en: what a chatbot does in Spanish is the languages', async () => {
    const { last } = await converse('en', ['the chatbot could reply in spanish too?']);
    expect(saidIn(last)).toMatch(/both languages/);
  });
});

describe('Darky in 3D, a meeting first, Facebook answers, a blog of their own', () => {
  it('en: "can I see it in 3D?" right after asking what Darky is, is 3D Darky', async () => {
    const { last } = await converse('en', ['what is darky?', 'can I see it in 3d?']);
    expect(pagesOf(last)).toContain('/en/innovaciones/darky-3D');
  });

  it.each([
    ['es', ['quiero una tienda online pero antes quiero hablar primero, ¿el viernes?']],
    ['en', ['we need an app but want to talk first, maybe monday?']],
  ] as const)('%s: %j offers the free times', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
  });

  it.each([
    ['es', ['quiero algo que responda a mis clientes por Facebook en la noche'], 'chatbot-messenger'],
    ['en', ['we need something answering our customers on messenger after hours'], 'chatbot-messenger'],
  ] as const)('%s: %j is the Messenger chatbot', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.includes(`tab=${tab}`))).toBe(true);
  });

  it('es: a site with a blog for the visitor is the website, not our blog', async () => {
    const { last } = await converse('es', ['queremos una web para la empresa con servicios, contacto y blog']);
    expect(pagesOf(last).some((path) => path.includes('tab=web-corporativa'))).toBe(true);
    expect(pagesOf(last).some((path) => path.startsWith('/blog'))).toBe(false);
  });
});

describe('the agency, a course, a budget', () => {
  it.each([
    ['en', ['what does your process look like?'], /prototypes/],
    ['es', ['¿cuál es su metodología?'], /prototipos/],
  ] as const)('%s: %j is the about page on how a project is run', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['el curso de chatbots con IA', '¿hay requisitos?'], /Intermedio/],
    ['en', ['the chatbots with AI course', 'any prerequisites?'], /Intermediate/],
  ] as const)('%s: %j is the course own facts (its level)', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: a small budget in other words gets the lightest option and the reference prices', async () => {
    const { last } = await converse('en', ['we only have about 200 dollars, what can I get for that?']);
    expect(saidIn(last)).toMatch(/Landing page/);
  });
});

describe('a few words', () => {
  it.each([
    ['es', ['¿les puedo llamar?'], /\+51 1 640 9000/],
    ['en', ['can I give you guys a call?'], /\+51 1 640 9000/],
    ['en', ['I would like a sales rep please'], /WhatsApp/],
    ['en', ['who is the company behind you?'], /Darko Digital/],
  ] as const)('%s: %j', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['could you book a flight to Arequipa for me?']],
    ['es', ['escríbeme un poema de amor']],
  ] as const)('%s: %j is off topic, brought back to what Darky does', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(last.some((reply) => reply.action?.name === 'navigate')).toBe(false);
    expect(saidIn(last)).toMatch(/Darko Digital/);
  });

  it('en: "can I call you on a saturday?" is whether they answer then', async () => {
    const { last } = await converse('en', ['can I call you on a saturday?']);
    expect(saidIn(last)).toMatch(/Monday to Friday/);
  });
});

describe('the demos', () => {
  it.each([
    ['es', ['¿cómo hago para probarme los lentes?'], '/innovaciones/probador'],
    ['en', ['how do I try glasses on myself?'], '/en/innovaciones/probador'],
  ] as const)('%s: %j is the try-on demo, where the visitor tries them now', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });

  it('en: the visitor customers trying glasses on their site is the service, never the camera help', async () => {
    const { last } = await converse('en', ['could my customers try glasses on my web store?']);
    expect(pagesOf(last).some((path) => path.includes('tab=probadores-virtuales'))).toBe(true);
    expect(saidIn(last)).not.toMatch(/permission|Try again/);
  });

  it.each([
    ['es', ['estoy jugando al juego de Darky', '¿y si choco con el spam?'], /vida/],
    ['en', ['I am playing your game', 'what if I hit the spam?'], /life/],
  ] as const)('%s: %j says what spam costs', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: "¿lo puedo tener en mi web?" after the try-on wants one made: the quote starts with it', async () => {
    const { last, started } = await converse('es', ['me probé los lentes del probador', '¿lo puedo tener en mi web?']);
    expect(pagesOf(last).some((path) => path.includes('tab=probadores-virtuales'))).toBe(true);
    expect(started).toBe(true);
  });
});

describe('after signing up, and what a quote needs', () => {
  it.each([
    ['es', ['me apunté al meetup de comercio conversacional', '¿cuándo me llega la confirmación?'], /confirmar tu inscripción/],
    ['en', ['I registered for the meetup', 'when do I hear back?'], /confirm your registration/],
  ] as const)('%s: %j says what comes after the form', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: "what info do you need from me?" with a service named starts its quote', async () => {
    const { started } = await converse('en', ['I want google ads for my bakery, what details do you need?']);
    expect(started).toBe(true);
  });
});

describe('where, a chat left unanswered, campaign metrics', () => {
  it('es: a website wanted and where the agency is: the address as its second answer, not the hours', async () => {
    const { last } = await converse('es', ['necesito una web para mi restaurante y además quiero saber dónde están']);
    expect(saidIn(last)).toMatch(/Larco/);
    expect(saidIn(last)).not.toMatch(/9:00 a 18:00/);
  });

  it.each([
    ['en', ['nobody replies to the chat on our website after 6pm and customers leave, any ideas?']],
    ['es', ['los clientes escriben al chat de mi web de noche y nadie les responde']],
  ] as const)('%s: %j is the website chatbot, not the hours', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.includes('tab=chatbot-web'))).toBe(true);
  });

  it('en: how to measure campaigns by ROAS is the post on measuring them, not the service price', async () => {
    const { last } = await converse('en', ['how should we measure our facebook campaigns, ROAS, CPL?']);
    expect(pagesOf(last)).toContain('/en/blog/medir-campanas-publicitarias');
  });
});
