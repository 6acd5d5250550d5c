/**
 * Round 15: a class or an event named by its section and a word of its title (or a course by learning its subject),
 * one of those just listed named by most of its title, when an event ends, the next of a section, the quote after a
 * case, the applicant who says what they do after the job offer, the price overview's link to the services, the
 * lessons of one area, a case named (what was built, for whom), one like the demo for the visitor's own store, and the
 * agency's years (not on the site). Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converse as conversation, linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = (replies: { message: string }[]) => replies.map((reply) => plainMessage(reply.message)).join(' ');

const converse = (locale: ChatLocale, turns: readonly string[]) => conversation(model, locale, turns);

describe('a class or an event by its subject', () => {
  it.each([
    ['es', ['¿cuántas semanas es el curso de marketing?'], /8 semanas/, '/academia/cursos/marketing-digital-con-datos'],
    ['en', ['the chatbot course, what level is it?'], /Intermediate/, '/en/academia/cursos/chatbots-con-ia'],
    ['es', ['quisiera estudiar marketing digital'], /S\/ 590/, '/academia/cursos/marketing-digital-con-datos'],
    ['en', ['i want to get trained in ux ui'], /Beginner/, '/en/academia/cursos/diseno-ux-ui-para-productos-digitales'],
    ['es', ['¿cuántos cupos tiene el taller de redes?'], /cupos/, '/academia/talleres'],
    ['en', ['is the whatsapp workshop expensive?'], /S\/ 120/, '/en/academia/talleres'],
    ['es', ['¿el meetup lo pasan por zoom?'], /en línea/, '/eventos'],
  ] as const)('%s: %j is that page, not a service sharing its word', async (locale, turns, fact, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(fact);
    expect(linksOf(replies)).toContain(page);
  });

  it.each([
    ['en', 'I want to learn how to design a REST API', '/en/lessons/disenar-una-api-rest'],
    ['es', '¿qué temas tiene el curso de chatbots?', '/academia/cursos/chatbots-con-ia'],
  ] as const)('%s: %j is not answered with a course’s facts', async (locale, text, page) => {
    const replies = await repliesTo(model, locale, text);
    expect(linksOf(replies)).toContain(page);
    expect(said(replies)).not.toMatch(/cuesta S\/|costs S\//);
  });

  it('es: a long message that asks for a service too is not answered with one course’s facts', async () => {
    const replies = await repliesTo(model, 'es', 'quiero una tienda online para mi bodega y de paso saber si dictan cursos de diseño');
    expect(said(replies)).not.toMatch(/cuesta S\/ 490/);
  });
});

describe('what comes after a class or an event', () => {
  it.each([
    ['es', ['¿qué eventos tienen?', 'me interesa el de comercio conversacional en el perú'], /21 de enero/],
    ['en', ['any events coming up?', 'the one about conversational commerce in Peru please'], /January 21/],
  ] as const)('%s: %j names one of the list by most of its title', async (locale, turns, fact) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(fact);
  });

  it.each([
    ['es', ['cuéntame del darky day', '¿hasta qué hora dura?'], /8:40/],
    ['en', ['tell me about the meetup', 'when does it finish?'], /8:30/],
  ] as const)('%s: %j is how its programme closes, said as the site says it', async (locale, turns, time) => {
    const message = said(await repliesTo(model, locale, ...turns));
    expect(message).toMatch(time);
    expect(message).toMatch(locale === 'es' ? /no indica una hora de término/ : /no end time/);
  });

  it.each([
    ['es', ['¿tienen talleres?', '¿cuál es el siguiente?'], /12 de diciembre de 2026/],
    ['en', ['do you run events?', 'which is the upcoming one?'], /December 3, 2026/],
  ] as const)('%s: %j is the soonest one that has not happened', async (locale, turns, date) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(date);
  });
});

describe('the visitor who goes ahead or applies', () => {
  it.each([
    ['es', ['el chatbot de admisión que hicieron para el instituto ISEE', 'ok, ¿cómo empezamos?']],
    ['en', ['the admissions chatbot you made for ISEE institute', "let's get started"]],
  ] as const)('%s: %j starts the quote with the case’s service', async (locale, turns) => {
    const { leads, guestId } = await converse(locale, turns);
    const dialogue = await leads.open(guestId);
    expect(dialogue?.service?.label).toMatch(/chatbot/i);
  });

  it.each([
    ['es', ['busco chamba', 'soy desarrollador frontend', '¿es presencial?']],
    ['en', ['are you hiring?', "i'm a copywriter", 'can I work from home?']],
  ] as const)('%s: %j stays the job offer, with the talent address', async (locale, turns) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(/talento@darkodigital\.pe/);
  });

  it.each([
    ['es', '¿tarifas?', '/servicios'],
    ['en', 'rates?', '/en/servicios'],
  ] as const)('%s: %j links the services side by side with the reference prices', async (locale, text, page) => {
    const replies = await repliesTo(model, locale, text);
    expect(linksOf(replies)).toContain(page);
    expect(said(replies)).toMatch(/S\/ 1,500/);
  });
});

describe('lessons, cases and demos', () => {
  it.each([
    ['es', ['¿tienen lecciones gratis?', '¿y de gestión de proyectos?'], '/lessons/scrum-en-equipos-pequenos'],
    ['en', ['any lessons about data science?'], '/en/lessons/metricas-de-embudo'],
  ] as const)('%s: %j lists the lessons of that area', async (locale, turns, page) => {
    expect(linksOf(await repliesTo(model, locale, ...turns))).toContain(page);
  });

  it('en: two words of a lesson’s title name that lesson, not its area', async () => {
    expect(linksOf(await repliesTo(model, 'en', 'lesson about designing an API?'))).toEqual(['/en/lessons/disenar-una-api-rest']);
  });

  it.each([
    ['es', 'lo de Bravo Burgers, ¿qué hicieron?', /Bravo Burgers/],
    ['en', 'the Kallpa Fit one?', /Kallpa Fit/],
  ] as const)('%s: %j says what was built and for whom', async (locale, text, client) => {
    const message = said(await repliesTo(model, locale, text));
    expect(message).toMatch(client);
    // The case's subtitle (what was built) comes first, then who the client is.
    expect(message.split('.').length).toBeGreaterThan(2);
  });

  it.each([
    ['es', ['me probé los lentes con la cámara', '¿me lo pueden hacer para mi tienda?'], /Probadores virtuales/],
    ['en', ['the glasses try-on is fun', 'could my shop have that?'], /Virtual try-on/],
  ] as const)('%s: %j starts the quote for the demo’s service', async (locale, turns, service) => {
    const { leads, guestId, last } = await converse(locale, turns);
    expect(said(last)).toMatch(service);
    expect(await leads.isActive(guestId)).toBe(true);
  });

  it.each([
    ['es', ['¿quiénes son?', '¿hace cuánto existen?']],
    ['en', ['who are you?', 'how long have you guys been around?']],
  ] as const)('%s: %j is the about page, no years made up', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/nosotros' : '/en/nosotros');
    expect(said(replies)).not.toMatch(/\d+ (años|years)/);
  });

  it.each([
    ['es', ['¿qué es el probador virtual?', '¿sirve desde el celular?'], /celular/, '/innovaciones/probador'],
    ['en', ['tell me about the glasses try-on', 'will it work on my phone?'], /phone/, '/en/innovaciones/probador'],
    ['es', ['quiero jugar el juego de darky', '¿cómo se usa?'], /A y D/, '/games'],
    ['en', ['show me 3D Darky', 'can I talk to it?'], /chat with Darky/, '/en/innovaciones/darky-3D'],
  ] as const)('%s: %j is how the demo is used, with the demo linked', async (locale, turns, how, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(how);
    expect(linksOf(replies)).toContain(page);
  });

  it.each([
    ['en', 'got examples of online shops you have built?', '/en/portafolio/andina-foods'],
    ['es', '¿tienen casos de apps móviles?', '/portafolio/kallpa-fit'],
  ] as const)('%s: %j lists the cases that used that service', async (locale, text, page) => {
    expect(linksOf(await repliesTo(model, locale, text))).toContain(page);
  });

  it('en: the visitor’s own site is not the portfolio', async () => {
    const replies = await repliesTo(model, 'en', 'you built our website last year and the form broke');
    expect(linksOf(replies).some((link) => link.includes('/portafolio/'))).toBe(false);
  });
});

describe('prices, discounts and how soon', () => {
  it.each([
    ['es', '¿hay algún cupón o rebaja para pymes?', '/servicios'],
    ['en', 'got a promo code?', '/en/servicios'],
  ] as const)('%s: %j says no discount is published, with the reference prices', async (locale, text, page) => {
    const replies = await repliesTo(model, locale, text);
    expect(said(replies)).toMatch(locale === 'es' ? /no publica descuentos/ : /doesn't publish discounts/);
    expect(linksOf(replies)).toContain(page);
  });

  it.each([
    ['es', '$?', /S\/ 1,500/],
    ['en', 'how much $', /S\/ 1,500/],
  ] as const)('%s: %j asks the prices', async (locale, text, price) => {
    expect(said(await repliesTo(model, locale, text))).toMatch(price);
  });

  it.each([
    ['es', 'si lleno el formulario, ¿qué tan rápido me contactan?', /1 día hábil/],
    ['en', 'if I leave my number how soon will you call me back?', /1 business day/],
  ] as const)('%s: %j is the response time, not a call asked for', async (locale, text, time) => {
    const { leads, guestId, last } = await converse(locale, [text]);
    expect(said(last)).toMatch(time);
    expect(await leads.isActive(guestId)).toBe(false);
  });

  it.each([
    ['es', ['quiero un chatbot para mi tienda', '¿cuándo estaría funcionando?'], /semanas/],
    ['en', ['we need an online store', 'when could it launch?'], /weeks/],
  ] as const)('%s: %j is the service’s timeline', async (locale, turns, weeks) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(weeks);
  });
});

describe('receipts, languages and clients away from Lima', () => {
  it.each([
    ['es', '¿emiten boleta cuando pago?', /comprobante inmediato/],
    ['en', 'do you send an invoice after I pay?', /receipt by email/],
  ] as const)('%s: %j is what the payments page says of the receipt', async (locale, text, receipt) => {
    const replies = await repliesTo(model, locale, text);
    expect(said(replies)).toMatch(receipt);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/pagos' : '/en/pagos');
  });

  it('es: a way to pay asked with the receipt is the payments answer', async () => {
    expect(said(await repliesTo(model, 'es', '¿se puede con yape? ¿y me dan boleta?'))).toMatch(/Yape o Plin/);
  });

  it.each([
    ['es', '¿mi web podría estar en inglés y en español?', ['/contacto']],
    ['en', 'can the chatbot answer in english and spanish?', ['/en/servicios/chatbot-personalizado', '/en/contacto']],
  ] as const)('%s: %j links the page that says it, with the service asked about', async (locale, text, pages) => {
    const links = linksOf(await repliesTo(model, locale, text));
    for (const page of pages) expect(links).toContain(page);
  });

  it('es: a client abroad is the location answer, not a case', async () => {
    const replies = await repliesTo(model, 'es', '¿trabajan con empresas de fuera? estamos en Bogotá');
    expect(said(replies)).toMatch(/extranjero/);
    expect(linksOf(replies).some((link) => link.includes('/portafolio/'))).toBe(false);
  });
});
