/**
 * Round 27: a meeting asked for on a day is booked, not described; how long data is kept says both periods (forms and
 * chats); the visitor's business told first is met with a client like it or what they want to achieve, never a job
 * offer, a meeting or "I'm not a person"; "which one should I start with" after a list; something shorter than a
 * course; how the meetings go for a client far away; the try-on for other accessories; the maintenance plan's backups;
 * progress shown along the way; the payment code's length and what to do without one; the visitor's customers paying
 * on their own site; a bot taking orders on Facebook; being written to instead of called; a metric named with a price
 * word; the cheapest thing asked for; courses' language, which the site does not state; a lesson named by more of its
 * title in a longer message; a demo's instructions asked with "no entiendo"; a form that stops sending.
 * Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, pagesOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('meetings', () => {
  it.each([
    ['es', ['¿nos podemos reunir por zoom el jueves en la tarde?']],
    ['en', ['could we jump on a zoom call next week?']],
    ['en', ['do you make online stores?', 'for a bakery in Arequipa', 'can we hop on a video call tomorrow morning?']],
  ] as const)('%s: %j offers the free times in the chat', async (locale, turns) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(CLOCK);
    expect(started).toBe(true);
  });

  it.each([
    ['es', ['soy de Trujillo, ¿trabajan con clientes de provincia?', '¿y las reuniones cómo serían?'], /videollamada/],
    ['en', ['we are a company in Chile', 'how would the meetings work then?'], /video call/],
  ] as const)('%s: %j is how the consultation is held', async (locale, turns, held) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(held);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['quiero que me llamen', 'mejor escríbanme al correo, no me llamen'], /escribimos/],
    ['en', ['can someone call me', 'actually, email me instead'], /write to you/],
  ] as const)('%s: %j turns the call into a quote reached by e-mail', async (locale, turns, said) => {
    const { started, last } = await converse(locale, turns);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).not.toMatch(CLOCK);
  });

  it('es: the e-mail left after asking to be written to is enough to go on', async () => {
    const { started, last } = await converse('es', ['quiero que me llamen', 'prefiero que me escriban por correo', 'Rosa Quispe', 'rosa@ejemplo.pe']);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(/servicio/);
  });
});

describe('data kept', () => {
  it.each([
    ['es', ['¿por cuánto tiempo se guardan mis conversaciones?']],
    ['es', ['¿qué hacen con lo que pongo en el formulario?', '¿y hasta cuándo lo guardan?']],
    ['en', ['how long are my chats stored?']],
  ] as const)('%s: %j says both periods: the forms and the chats', async (locale, turns) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(locale === 'es' ? /tres años.*doce meses/ : /three years.*twelve months/);
    expect(started).toBe(false);
  });

  it('en: "how long does it take to build a store" is still a timeline', async () => {
    const { last } = await converse('en', ['how long does it take to build an online store?']);
    expect(saidIn(last)).toMatch(/weeks/);
    expect(saidIn(last)).not.toMatch(/twelve months/);
  });
});

describe('the visitor’s business told first', () => {
  it.each([
    ['en', ['we run a small burger place'], /Bravo Burgers/],
    ['es', ['tengo un museo chiquito en Barranco'], /Museo Vivo/],
  ] as const)('%s: %j is met with a client like them', async (locale, turns, client) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(client);
    expect(started).toBe(false);
  });

  it.each([
    ['en', ['we are an accounting firm']],
    ['es', ['buenas, somos una panadería en Surquillo']],
  ] as const)('%s: %j asks what they want to achieve, with the services and the portfolio as buttons', async (locale, turns) => {
    const { started, last } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(saidIn(last)).not.toMatch(/talento|résumé|not a person|no una persona/);
    const buttons = last.flatMap((reply) => (reply.action?.name === 'suggestions' ? (reply.action.params.items as { label: string }[]) : []));
    expect(buttons.length).toBe(2);
  });

  it.each([
    ['es', 'tengo una duda'],
    ['en', 'I have a question'],
  ] as const)('%s: %j is no business told', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).not.toMatch(/conocerte|Nice to meet you/);
  });

  it('es: a social media service described with "alguien" is the service, not what Darky is', async () => {
    const { last } = await converse('es', ['necesitamos que alguien maneje las redes y haga reels, somos una florería']);
    expect(pagesOf(last).some((page) => page.includes('tab=medios-sociales'))).toBe(true);
  });
});

describe('lists and courses', () => {
  it.each([
    ['es', ['¿tienen lecciones de diseño?', '¿por cuál empiezo?'], /heuristicas-de-usabilidad/],
    ['en', ['what workshops do you have?', 'which do you recommend?'], /academia\/talleres/],
  ] as const)('%s: %j is the first of the list', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).join(' ')).toMatch(page);
  });

  it.each([
    ['es', ['quiero aprender diseño UX', '¿hay algo más corto que un curso de seis semanas?']],
    ['en', ['what courses do you have?', 'is there anything shorter than a course?']],
  ] as const)('%s: %j is the workshops', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.endsWith('/academia/talleres'))).toBe(true);
  });

  it.each([
    ['es', '¿los cursos se dictan en inglés?', /no dice/],
    ['en', 'are your courses in spanish?', /doesn't say/],
  ] as const)('%s: %j says the site does not state it, linking the courses', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/academia/cursos'))).toBe(true);
  });
});

describe('facts in the visitor’s words', () => {
  it.each([
    ['es', ['probé el probador de lentes', '¿sirve también para relojes y pulseras?']],
    ['en', ['i tried your glasses try-on', 'would it work for watches and bracelets as well?']],
  ] as const)('%s: %j is the try-on for accessories', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/accesorios|accessories/);
  });

  it.each([
    ['es', '¿el mantenimiento incluye copias de respaldo?', /copias de respaldo/],
    ['en', 'is a backup part of the maintenance plan?', /backups/],
  ] as const)('%s: %j is the monthly plan', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', '¿vamos viendo avances durante el proyecto o recién al final?', /primera semana/],
    ['en', 'will we see progress during the project or only at the end?', /first week/],
    ['en', 'how often do we see progress while you build our app?', /two weeks/],
  ] as const)('%s: %j says how progress is shown', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    // (The about page's sentence follows another there: quoted alone, it starts at what it says.)
    expect(saidIn(last)).not.toMatch(/^(Por eso|That's why)/);
  });

  it.each([
    ['es', ['estoy pagando en su web', '¿cuántos caracteres tiene el código?'], /22 caracteres/],
    ['en', ['how do I pay?', "I don't have a code yet"], /send you one/],
  ] as const)('%s: %j is the payment page’s answer', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', 'quiero que mis clientes compren en mi web y paguen con Yape'],
    ['en', 'we want our guests to pay online on our own site'],
  ] as const)('%s: %j is an online store, not how to pay the agency', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((page) => page.includes('tab=web-e-commerce'))).toBe(true);
  });

  it.each([
    ['es', ['tenemos una juguería', 'nos llegan pedidos por Facebook y no damos abasto']],
    ['en', ['we have a pizza place', 'we get orders via facebook and can’t keep up']],
  ] as const)('%s: %j is the Messenger chatbot', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-messenger'))).toBe(true);
  });

  it.each([
    ['es', '¿qué es el costo por clic?'],
    ['en', 'what does cost per lead mean?'],
  ] as const)('%s: %j names a metric: no price answer, no quote', async (locale, text) => {
    const { started, last } = await converse(locale, [text]);
    expect(started).toBe(false);
    expect(saidIn(last)).not.toMatch(/S\/ 2,500/);
  });

  it.each([
    ['en', 'what is the cheapest service you have'],
    ['es', '¿qué es lo más barato que ofrecen?'],
  ] as const)('%s: %j is the starting prices', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(/1,200/);
  });

  it.each([
    ['en', 'do you wire the money or can I pay from my bank account in the US?'],
    ['es', '¿puedo transferir desde una cuenta del extranjero?'],
  ] as const)('%s: %j is the ways to pay', async (locale, text) => {
    const { started, last } = await converse(locale, [text]);
    expect(started).toBe(false);
    expect(pagesOf(last).some((page) => page.endsWith('/pagos'))).toBe(true);
  });

  it.each([
    ['en', 'any lesson on a simple git workflow for a small team of developers', /git-para-equipos-pequenos/],
    ['es', 'busco algo sobre el bucle de un videojuego con paso de tiempo fijo', /el-bucle-de-un-videojuego/],
  ] as const)('%s: %j names a lesson by three words of its title, in a longer message', async (locale, text, page) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).join(' ')).toMatch(page);
  });

  it('es: "no entiendo" said with how a demo is played is its instructions, not an apology', async () => {
    const { last } = await converse('es', ['el juego de darky cómo se juega, no entiendo']);
    expect(saidIn(last)).toMatch(/A y D/);
  });

  it('en: how soon a broken form is fixed is support’s time for it', async () => {
    const { last } = await converse('en', ['if our quote form stops sending, how quickly do you fix it?']);
    expect(saidIn(last)).toMatch(/8 business hours/);
  });

  it('en: an essay asked for is off topic', async () => {
    const { last } = await converse('en', ['could you do my homework on the french revolution']);
    expect(pagesOf(last)).toEqual([]);
    expect(saidIn(last)).toMatch(/outside my lane|websites, apps/);
  });
});
