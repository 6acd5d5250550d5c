/**
 * Round 37: how soon support looks at a fault told a message or two before, what a price depends on, a person asked
 * for bluntly, where the agency works, other languages, the game's controls, a demo that does not load, events and
 * workshops asked in a long message, what sets the agency apart, the case of a client like the visitor, a call to the
 * agency, the ad spend and a video call. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('support, asked after a fault', () => {
  it.each([
    ['es', ['la web que nos hicieron no carga', 'ya la revisaron?', '¿en cuánto tiempo lo ven?'], /2 horas/],
    ['en', ['the chatbot you made for us is glitching', 'could anyone check it on saturday?'], /critical alerts/],
    ['es', ['¿dan soporte?', '¿y cuánto tardan si es algo urgente?'], /2 horas/],
  ] as const)('%s: %j is how soon support answers', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/politicas-de-soporte'))).toBe(true);
  });
});

describe('what a price depends on', () => {
  it.each([
    ['es', '¿de qué depende el costo de un proyecto?', /Chatbot Personalizado: los canales/],
    ['en', 'what affects the price of a project?', /Custom chatbot: the channels/],
  ] as const)('%s: %j says it per service, with the reference prices, and starts nothing', async (locale, text, said) => {
    const { last, started } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(/S\/ 2,500/);
    expect(started).toBe(false);
  });
});

describe('a person, where the agency works, and its languages', () => {
  it.each([
    ['en', ['enough with the bot, connect me to someone from sales']],
    ['es', ['conéctame con alguien del equipo, por favor']],
  ] as const)('%s: %j gets the team’s contacts', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\+51 987 654 321/);
  });

  it.each([
    ['es', ['¿solo trabajan con empresas de Lima?'], /extranjero/],
    ['en', ['who is behind the agency?', 'and where are they based?'], /Miraflores/],
  ] as const)('%s: %j says where the agency works and with whom', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['do you work in english?', 'and german?'], /Spanish and English/],
    ['es', ['¿trabajan en inglés?', '¿y en portugués?'], /español e inglés/],
  ] as const)('%s: %j is the languages the agency works in', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('the demos', () => {
  it.each([
    ['en', 'which keys move darky in the leads game?', /A and D/],
    ['es', '¿con qué teclas se juega el juego de darky?', /A y D/],
  ] as const)('%s: %j gives how to play, on the game page', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/games'))).toBe(true);
  });

  it('en: a demo of the site that does not load is the demo, not support for something built', async () => {
    const { last } = await converse('en', ['3d darky is not loading for me']);
    expect(pagesOf(last).some((page) => page.includes('/innovaciones/darky-3D'))).toBe(true);
    expect(pagesOf(last).some((page) => page.endsWith('/politicas-de-soporte'))).toBe(false);
  });
});

describe('the academy, asked in a long message', () => {
  it.each([
    ['en', 'I live far from Lima, can I attend one of your events online?', /Zoom/],
    ['es', 'mi mamá vende ropa y quiere aprender a vender por whatsapp pero no sabe nada, ¿tienen algún taller o algo así?', /WhatsApp y chatbots para vender/],
    ['en', 'my uncle wants to sell on whatsapp but has no idea how, is there a class or something for him?', /WhatsApp and chatbots for sales/],
    ['es', '¿cuánto cuestan los talleres para emprendedores?', /S\/ 150/],
  ] as const)('%s: %j is the academy’s answer', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('the agency and its cases', () => {
  it('en: what sets the agency apart says what each point means', async () => {
    const { last } = await converse('en', ['why should we choose you over other agencies?']);
    expect(saidIn(last)).toMatch(/Customizing \(no generic templates\)/);
  });

  it.each([
    ['en', ['we run a burger place and get tons of DM orders, have you helped a restaurant like that?'], /Bravo Burgers/],
    ['es', ['vendemos detergentes ecológicos', '¿han hecho algo parecido?'], /EcoLimpio/],
  ] as const)('%s: %j is the case of a client like them', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('calls, the ad spend and a video call', () => {
  it('es: the visitor calling the agency gets its numbers, not a callback', async () => {
    const { last, started } = await converse('es', ['quiero llamarlos ahora']);
    expect(saidIn(last)).toMatch(/\+51 1 640 9000/);
    expect(started).toBe(false);
  });

  it('en: the money paid to Google is paid apart', async () => {
    const { last } = await converse('en', ['how much is google ads?', 'is the money paid to google part of it?']);
    expect(saidIn(last)).toMatch(/paid separately/);
  });

  it('en: a video call asked right after a service offers the free times', async () => {
    const { last } = await converse('en', ['we want a chatbot for our hotel', 'could we go over it on a video call?']);
    expect(saidIn(last)).toMatch(/open times/);
  });
});

describe('a page for a promotion, a shop named in other words, and an app’s progress', () => {
  it('es: a page for the visitor’s own promotion is the landing page, not the discounts', async () => {
    const { last } = await converse('es', ['quiero una landing sencilla para mi promoción de fin de año']);
    expect(saidIn(last)).not.toMatch(/no publica descuentos/);
    expect(pagesOf(last).some((page) => page.includes('landing-page'))).toBe(true);
  });

  it('en: an e-shop wanted by a date is the online store’s timeline', async () => {
    const { last } = await converse('en', ['could you have a webshop ready in 3 weeks?']);
    expect(saidIn(last)).toMatch(/E-commerce website: usually \d+ to \d+ weeks/);
  });

  it.each([
    ['es', '¿cada cuánto me muestran avances de la aplicación?', /cada dos semanas/],
    ['en', 'will I see progress on the app along the way?', /every two weeks/],
  ] as const)('%s: %j is how often an app’s progress is shown', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('round 38: thinking it over, the same questions all day, a bilingual site, a case by its address', () => {
  it.each([
    ['es', ['¿cuánto sale una tienda online?', 'ya, lo voy a pensar'], /tómate tu tiempo/],
    ['en', ['how much is a landing page?', "ok, I'll think about it"], /take your time/],
  ] as const)('%s: %j gives time, files no name and ends the quote', async (locale, turns, said) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(started).toBe(false);
  });

  it.each([
    ['es', 'mis clientes me escriben las mismas preguntas todo el día por el chat'],
    ['en', 'we keep answering the same questions from customers every day'],
  ] as const)('%s: %j is the chatbot', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((page) => page.includes('/servicios/chatbot-personalizado'))).toBe(true);
  });

  it('es: the site asked in English too, after a website, is the languages answer with both pages', async () => {
    const { last } = await converse('es', ['quiero una web para mi restaurante', '¿me la pueden hacer también en inglés?']);
    expect(saidIn(last)).toMatch(/español e inglés/);
    expect(pagesOf(last).some((page) => page.includes('/servicios/webs-y-apps-a-medida'))).toBe(true);
  });

  it('en: a case named by its address is that case', async () => {
    const { last } = await converse('en', ['what did you do for ymca?']);
    expect(pagesOf(last)).toContain('/en/portafolio/ymca');
  });
});
