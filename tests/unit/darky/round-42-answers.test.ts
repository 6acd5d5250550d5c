/**
 * Round 42: what a thing just named is, one of a list picked by its words, Messenger asked of a chatbot, a client's
 * case named by its name and cases found by a rare word after cases, the workshops' seats and format, the try-on's
 * frames and their colours, two of the site's facts in one message, the weather and crypto as asides, a website found
 * on Google, lessons named for learning, and readings that took the visitor for asking about Darky or for a quote.
 * Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('what was just named, and one of a list', () => {
  it.each([
    ['es', ['me llamó la atención lo de la web inteligente', '¿y eso qué es?']],
    ['en', ['you mentioned smart websites', 'what is that exactly']],
  ] as const)('%s: %j describes the service, not Darky', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=web-inteligente'))).toBe(true);
    expect(saidIn(last)).not.toMatch(/Darky, (?:el asistente|Darko Digital's assistant)/);
  });

  it('en: "what\'s that per month?" after a service asks its price', async () => {
    const { last } = await converse('en', ['tell me about social media management', "what's that per month?"]);
    expect(saidIn(last)).toMatch(/S\/ \d/);
  });

  it.each([
    ['es', ['¿qué cursos dictan?', 'el de marketing con datos me interesa']],
    ['en', ['which courses do you run?', 'the data marketing one sounds good']],
  ] as const)('%s: %j is that course of the list', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/academia/cursos/marketing-digital-con-datos'))).toBe(true);
  });

  it('en: the workshops listed, then how many seats each has', async () => {
    const { last } = await converse('en', ['any workshops coming up?', 'how many seats do they have']);
    expect(saidIn(last)).toMatch(/20.*25/);
  });

  it('es: whether the workshops are in person is not stated, and said so', async () => {
    const { last } = await converse('es', ['¿qué talleres hay?', '¿son presenciales o virtuales?']);
    expect(saidIn(last)).toMatch(/no dice/);
    expect(saidIn(last)).toMatch(/lugar o el enlace/);
  });
});

describe('chatbots, cases and the try-on', () => {
  it('es: Facebook asked of the chatbot just discussed is the Messenger chatbot', async () => {
    const { last } = await converse('es', ['me interesa un chatbot para mi web', '¿y sirve también para Facebook?']);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-messenger'))).toBe(true);
  });

  it('en: managing Facebook after a chatbot is still the social media', async () => {
    const { last } = await converse('en', ['I want a chatbot for my website', 'do you also manage facebook?']);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-messenger'))).toBe(false);
  });

  it.each([
    ['es', ['háblame del proyecto de Kallpa']],
    ['en', ['what was the Kallpa Fit project about']],
  ] as const)('%s: %j is the client’s case', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/portafolio/kallpa-fit'))).toBe(true);
  });

  it('en: after cases, a rare word names the case it describes', async () => {
    const { last } = await converse('en', ['show me online stores you built', 'anything with textiles?']);
    expect(pagesOf(last).some((page) => page.includes('/portafolio/casa-telar'))).toBe(true);
  });

  it('es: a university wanting a chatbot is not asking whether Darky is one', async () => {
    const { last } = await converse('es', ['somos una universidad y necesitamos un chatbot de admisión']);
    expect(saidIn(last)).not.toMatch(/no una persona/);
  });

  it.each([
    ['es', ['vi el probador de lentes', '¿cuántas monturas hay?'], /6 monturas/],
    ['en', ['I checked the glasses try-on', 'what colors does the round one come in?'], /Barranco Round comes in these colors/],
  ] as const)('%s: %j', async (locale, turns, expected) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(expected);
  });

  it('en: how to try it, right after the try-on, is the demo', async () => {
    const { last } = await converse('en', ['what is your virtual try-on', 'where can I try it?']);
    expect(pagesOf(last).some((page) => page.includes('/innovaciones/probador'))).toBe(true);
  });
});

describe('facts, asides and readings', () => {
  it('es: where they are and whether they open on Saturday, both answered once', async () => {
    const { last } = await converse('es', ['¿dónde están ubicados y trabajan los sábados?']);
    expect(saidIn(last)).toMatch(/Larco/);
    expect(saidIn(last)).toMatch(/lunes a viernes/);
    expect(saidIn(last).match(/Larco/g)).toHaveLength(1);
  });

  it.each([
    ['es', '¿está lloviendo en Lima ahorita?'],
    ['en', 'is it sunny in lima today?'],
    ['en', 'should I buy bitcoin?'],
  ] as const)('%s: %j is answered in character, no page', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(started).toBe(false);
    expect(pagesOf(last)).toEqual([]);
  });

  it('en: a website found on Google is the website, not Google Ads', async () => {
    const { last } = await converse('en', ['we need a site that people can find on google']);
    expect(pagesOf(last).some((page) => page.includes('tab=web-corporativa'))).toBe(true);
  });

  it('es: lessons named for learning are the free lessons', async () => {
    const { last } = await converse('es', ['¿hay lecciones para aprender UX?', '¿tienen costo?']);
    expect(saidIn(last)).toMatch(/gratis/);
  });

  it('es: automating one’s own quotes is a service wanted, no quote started', async () => {
    const { started } = await converse('es', ['queremos automatizar las cotizaciones que piden nuestros clientes por WhatsApp']);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['me interesa el manejo de redes', '¿qué tan pronto podrían arrancar?']],
    ['en', ['can you handle our instagram', 'how soon could you get started?']],
  ] as const)('%s: %j is the timeline, no quote', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(saidIn(last)).toMatch(/(?:semanas|weeks)/);
  });

  it('en: a rough idea of prices before talking to someone is the prices', async () => {
    const { last } = await converse('en', ["what are your prices roughly? i'd like an idea before talking to someone"]);
    expect(saidIn(last)).toMatch(/S\/ 2,500/);
  });
});
