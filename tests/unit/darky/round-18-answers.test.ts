/**
 * Round 18: a visitor who is lost or wants a person in the middle of a quote, "id like" read as "I'd like", how-tos
 * with a service's words, a demo heard where a service is wanted, and follow-up facts (the game's leaderboard, a
 * fault after support, playing the game after the games service, clients of a demo, a job seeker's skills).
 * Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('a visitor who is lost, or wants a person, in the middle of a quote', () => {
  it.each([
    ['es', ['¿cuánto cuesta una tienda online?', 'la verdad no entendí'], /me expliqué mal/],
    ['en', ['how much is a corporate website?', "sorry I'm confused"], /didn't put that well/],
  ] as const)('%s: %j is said again more simply, the quote dropped, nothing filed as a name', async (locale, turns, answer) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
    expect(saidIn(last)).not.toMatch(/Gracias, La|Thanks, Sorry/);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['¿cuánto sale una app?', 'no entiendo', 'mejor comunícame con un asesor'], /una persona del equipo/],
    ['en', ['how much is an app?', 'hmm i dont get it', 'can you connect me with a real person'], /a person on our team/],
  ] as const)('%s: %j gets the team, not "that number does not look valid"', async (locale, turns, person) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(person);
    expect(linksOf(last).some((link) => link.startsWith('https://wa.me/'))).toBe(true);
    expect(started).toBe(false);
  });

  it('en: a confusing website is still the UX service, not a visitor who is lost', async () => {
    const { last } = await converse('en', ['our online store is so confusing that people leave']);
    expect(saidIn(last)).not.toMatch(/didn't put that well/);
  });
});

describe('words read as the visitor meant them', () => {
  it('en: "id like a meeting" is "I\'d like a meeting": the free times', async () => {
    const { started, last } = await converse('en', ['id like a meeting please']);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
    expect(started).toBe(true);
  });

  it('en: a how-to with a service word finds the lesson that teaches it', async () => {
    const { last } = await converse('en', ['any tips to write good prompts for my AI assistant?']);
    expect(linksOf(last)).toContain('/en/lessons/prompts-para-asistentes-virtuales');
  });

  it.each([
    ['es', ['necesito un juego 3d para un stand en la feria'], '/servicios/webs-y-apps-a-medida?tab=animacion-3d-juegos'],
    ['en', ['I want a 3D game for our expo stand', 'how long would it take?'], '/en/servicios/webs-y-apps-a-medida?tab=animacion-3d-juegos'],
  ] as const)('%s: %j is the games service, not the 3D Darky demo', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last).some((link) => link.startsWith(page)) || !saidIn(last).match(/Darky (en )?3D|3D Darky/)).toBe(true);
    expect(saidIn(last)).not.toMatch(/personaje animado|animated character/);
  });

  it.each([
    ['es', ['¿se puede pagar con criptomonedas?'], /Yape o Plin/],
    ['en', ['can I pay you in bitcoin?'], /Yape or Plin/],
  ] as const)('%s: %j gets the ways to pay', async (locale, turns, answer) => {
    expect(saidIn((await converse(locale, turns)).last)).toMatch(answer);
  });

  it('en: which crypto to buy is no question about paying', async () => {
    expect(saidIn((await converse('en', ['which crypto coin should I invest in?'])).last)).not.toMatch(/Yape or Plin/);
  });

  it.each([
    ['es', ['¿atienden en Navidad?'], /feriados/],
    ['en', ['are you open on public holidays?'], /holidays/],
    ['es', ['¿en qué redes sociales los encuentro?'], /@darkodigital/],
    ['en', ['which social media are you on?'], /@darkodigital/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    expect(saidIn((await converse(locale, turns)).last)).toMatch(answer);
  });

  it.each([
    ['es', ['¿el bot puede atender por WhatsApp?'], /WhatsApp Business/, '/blog/chatbots-para-vender-en-peru'],
    ['en', ['we have the web chatbot in mind', 'could it run on WhatsApp too?'], /WhatsApp Business/, '/en/blog/chatbots-para-vender-en-peru'],
    ['es', ['¿trabajan el posicionamiento SEO de la web?'], /SEO técnico/, '/servicios/webs-y-apps-a-medida?tab=web-corporativa'],
    ['en', ['will my new site be SEO friendly?'], /technical SEO/, '/en/servicios/webs-y-apps-a-medida?tab=web-corporativa'],
  ] as const)('%s: %j says what the site says, with its page', async (locale, turns, answer, page) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
    expect(linksOf(last)).toContain(page);
  });

  it.each([
    ['es', ['¿cuándo es el taller de WhatsApp y chatbots?'], /Nuestro chatbot atiende/],
    ['en', ['can I message you on WhatsApp?'], /Our chatbot answers/],
  ] as const)('%s: %j is not the chatbot on WhatsApp', async (locale, turns, chatbotAnswer) => {
    expect(saidIn((await converse(locale, turns)).last)).not.toMatch(chatbotAnswer);
  });

  it('es: "en qué redes trabajan" after the services is the social media service, not the agency\'s profiles', async () => {
    expect(saidIn((await converse('es', ['¿manejan redes sociales?', '¿en qué redes trabajan?'])).last)).not.toMatch(/@darkodigital/);
  });
});

describe('the conversation remembered', () => {
  it.each([
    ['es', ['buenas, me llamo Rocío', '¿te acuerdas de mi nombre?'], /Te llamas Rocío/],
    ['en', ['hello, this is Priya', 'do you remember my name?'], /You're Priya/],
    ['en', ['do you know my name?'], /haven't told me your name/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['tengo una bodega y quiero crecer', 'no tengo idea por dónde empezar'], '/conversemos'],
    ['en', ['we want more customers', "honestly I don't know where to start"], '/en/conversemos'],
  ] as const)('%s: %j offers the free consultation and its times', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
    expect(linksOf(last)).toContain(page);
  });

  it.each([
    ['es', ['necesito una web para mi estudio', '¿ustedes ven lo del dominio y el hosting?'], /dominio, el hosting/],
    ['en', ['does the website come with a domain and hosting?'], /domain, the hosting/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    expect(saidIn((await converse(locale, turns)).last)).toMatch(answer);
  });

  it('es: the try-on keeping a face on a server is the privacy question, not the hosting', async () => {
    expect(saidIn((await converse('es', ['¿el probador sube mi cara a un servidor?'])).last)).not.toMatch(/hosting/);
  });
});

describe('a follow-up answered from what the conversation is on', () => {
  it.each([
    ['es', ['jugué el juego de Darky', '¿cómo funciona el ranking?'], /histórico/, '/games'],
    ['en', ['just played your game', 'how do the high scores work?'], /all time/, '/en/games'],
    ['es', ['¿dan soporte a las webs?', '¿y si se cae un domingo en la noche?'], /24 horas/, '/politicas-de-soporte'],
    ['en', ['is support included?', 'what happens if it goes down on a sunday night?'], /around the clock/, '/en/politicas-de-soporte'],
    ['es', ['¿hacen juegos de marca?', '¿hay uno que pueda probar ya?'], /Darky atrapa leads/, '/games'],
    ['en', ['do you build branded games?', 'is there one I can play?'], /Darky catches leads/, '/en/games'],
    ['en', ['do you do virtual try-ons?', 'is any real client using it?'], /Visión Clara/, '/en/portafolio/vision-clara'],
    ['es', ['¿están contratando?', 'soy diseñadora gráfica, ¿encajo?'], /talento@darkodigital\.pe/, '/nosotros#join-team'],
    ['en', ['are you hiring?', "I'm a motion designer, would that fit?"], /talento@darkodigital\.pe/, '/en/nosotros#join-team'],
    ['en', ['I want to speak with sales', 'when are they available?'], /Monday to Friday/, '/en/contacto'],
  ] as const)('%s: %j', async (locale, turns, fact, page) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(fact);
    expect(linksOf(last)).toContain(page);
  });

  it.each([
    ['es', ['quiero un juego con ranking para mi marca'], /histórico/],
    ['en', ['how do I rank higher on google?'], /all time/],
  ] as const)("%s: %j is not the game's leaderboard", async (locale, turns, leaderboard) => {
    expect(saidIn((await converse(locale, turns)).last)).not.toMatch(leaderboard);
  });
});
