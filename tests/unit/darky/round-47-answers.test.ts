/**
 * Round 47: the try-on needs no app, a job and a quote in one message, two services asked for together, the portfolio
 * asked by a sector, the ad spend and monthly billing in new words, card brands, a person asked by role, the
 * visitor's business answering Facebook at night, a case's service, a case picked from a list, a post's service
 * wanted, a few pages listed, whether a game is made for a booth, an hour of the night after support. Phrasings of our
 * own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('round 47', () => {
  it.each([
    ['es', ['¿para usar el probador hay que descargar una aplicación?'], /funciona en el navegador/],
    ['es', ['háblame de los probadores virtuales', '¿y toca instalar algo?'], /funciona en el navegador/],
    ['en', ['tell me about your virtual try-on service', 'is there something to install?'], /runs in the browser/],
  ] as const)('%s: %j needs no app, and links the try-on demo', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/innovaciones/probador'))).toBe(true);
  });

  it.each([
    ['es', 'necesito cotizar una tienda online y también quería dejar mi CV'],
    ['en', 'we want a quote for a chatbot, and also are you hiring designers?'],
  ] as const)('%s: %j answers the job and starts the quote', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
    expect(started).toBe(true);
  });

  it('es: a job about a service ("busco trabajo como desarrollador web") starts no quote', async () => {
    const { last, started } = await converse('es', ['busco trabajo como desarrollador web']);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['¿cuánto cuesta una tienda online?', '¿y un chatbot?', '¿y por los dos?'], /S\/ 4,500/, /S\/ 1,500/],
    ['en', ['how much is an online store?', 'and a chatbot?', 'what about both?'], /S\/ 4,500/, /S\/ 1,500/],
  ] as const)('%s: %j gives both reference prices and starts their quote', async (locale, turns, first, second) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(first);
    expect(saidIn(last)).toMatch(second);
    expect(started).toBe(true);
  });

  it('es: a discount asked for both is the discount’s answer, not their prices', async () => {
    const { last } = await converse('es', ['¿cuánto cuesta una tienda online?', '¿y un chatbot?', '¿y si tomo los dos me hacen descuento?']);
    expect(saidIn(last)).toMatch(/descuento/i);
  });

  it.each([
    ['es', '¿tienen algún proyecto con un colegio?', '/portafolio/colegio-horizonte'],
    ['es', 'algún proyecto para una clínica', '/portafolio/clinica-sanvida'],
  ] as const)('%s: %j is the case of that sector, not a meeting', async (locale, text, page) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((linked) => linked.endsWith(page))).toBe(true);
    expect(saidIn(last)).not.toMatch(CLOCK);
  });

  it.each([
    ['es', ['quiero campañas en google', '¿cuánto debería invertir en publicidad?'], /la decides tú/],
    ['en', ['how much budget do we need for facebook ads?'], /You decide the ad spend/],
  ] as const)('%s: %j is the ad spend, decided by the visitor', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: "¿se cobra mensualmente?" after social media is its monthly price', async () => {
    const { last } = await converse('es', ['¿cuánto sale la gestión de redes?', '¿se cobra mensualmente?']);
    expect(saidIn(last)).toMatch(/servicio mensual/);
  });

  it('en: "can I pay with mastercard?" is the ways to pay', async () => {
    const { last } = await converse('en', ['I already have the quote', 'can I pay with mastercard?']);
    expect(saidIn(last)).toMatch(/credit or debit card/);
  });

  it.each([
    ['en', 'put me through to your manager please', /person on our team/],
    ['es', 'quiero hablar con su gerente', /persona del equipo/],
  ] as const)('%s: %j is a person', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: the visitor’s business answering Facebook at night is the Messenger chatbot, not the hours', async () => {
    const { last } = await converse('es', ['quisiera que mi negocio responda los mensajes de facebook en la madrugada']);
    expect(saidIn(last)).toMatch(/Chatbot para Messenger/);
  });

  it('en: the chatbot asked of the case just discussed is the case’s', async () => {
    const { last } = await converse('en', ['tell me about the clinica sanvida case', 'what was the chatbot for there?']);
    expect(saidIn(last)).toMatch(/appointments/);
    expect(pagesOf(last).some((page) => page.endsWith('/portafolio/clinica-sanvida'))).toBe(true);
  });

  it.each([
    ['en', ['any projects in education?', 'the one with the app']],
    ['es', ['¿tienen casos de educación?', 'el de la app']],
  ] as const)('%s: %j picks the listed case that had an app', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.endsWith('/portafolio/ipfe'))).toBe(true);
  });

  it.each([
    ['es', ['estuve leyendo su artículo de webs inteligentes', '¿me lo pueden hacer para mi empresa?'], /Web inteligente/],
    ['en', ['I just tried the glasses try-on on my phone', 'can you set it up on my store?'], /Virtual try-on/],
  ] as const)('%s: %j wants the service shown, and starts its quote', async (locale, turns, said) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(started).toBe(true);
  });

  it.each([
    ['en', 'the checkout on our online store is awful, could you improve the user experience?', /UX web design/],
    ['es', 'mi página es un caos, quiero mejorar la usabilidad', /Web UX/],
  ] as const)('%s: %j is the UX service, not the kind of site named', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: a site of a few pages listed is the multi-page site', async () => {
    const { last } = await converse('en', ['we need a site for our law firm with a few pages: about, services, contact']);
    expect(saidIn(last)).toMatch(/Multi-page website/);
  });

  it('en: "can you make a simple game for our stand at an expo?" is the games service, not a sentence of the game demo', async () => {
    const { last } = await converse('en', ['can you make a simple game for our stand at an expo?']);
    expect(saidIn(last)).toMatch(/3D animation and games/);
    expect(saidIn(last)).not.toMatch(/space bar/);
  });

  it('en: "and at 3am?" after support’s response times is support outside business hours', async () => {
    const { last } = await converse('en', ['if the chatbot stops working how quickly do you react?', 'and at 3am?']);
    expect(saidIn(last)).toMatch(/outside business hours/);
  });
});
