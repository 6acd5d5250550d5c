/**
 * Round 16: facts the site states asked in words no intent was trained on (corpus pageFacts), deciding on a service,
 * a person from sales, a call "when can you?", what Google charges, a how-to by the words of a lesson's text, a price
 * asked while wanting one, and the try-on's frames counted. Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = saidIn;
const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('facts the site states, asked in other words', () => {
  it.each([
    ['es', ['¿y si mando un mensaje a la medianoche, alguien lo lee?'], /24x7/, '/contacto'],
    ['en', ['if I write late at night does someone reply?'], /24\/7/, '/en/contacto'],
    ['es', ['somos de Piura, ¿atienden empresas de provincia?'], /todo el Perú/, '/contacto'],
    ['en', ['do you take on clients from other countries?'], /abroad/, '/en/contacto'],
    ['es', ['¿quiénes forman el equipo?'], /diseñadores, desarrolladores/, '/nosotros'],
    ['en', ['who is on your team?'], /designers, developers/, '/en/nosotros'],
    ['es', ['¿trabajan solo con empresas grandes o también con pymes?'], /todos los tamaños/, '/nosotros'],
    ['es', ['oye, ¿venden mis datos a otras empresas?'], /No vendemos/, '/politicas-de-privacidad'],
    ['en', ['I gave you my phone, will you sell my number?'], /do not sell/, '/en/politicas-de-privacidad'],
    ['es', ['¿usan cookies?'], /cookies/, '/politicas-de-privacidad'],
    ['en', ['do you monitor the sites after launch?'], /around the clock/, '/en/politicas-de-soporte'],
    ['es', ['si necesito cambiar los textos de la web, ¿en cuánto tiempo lo hacen?'], /2 días hábiles/, '/politicas-de-soporte'],
    ['en', ['is there a free trial period?'], /does not publish a free trial/, '/en/conversemos'],
    ['es', ['¿la reunión sería por Google Meet?'], /videollamada/, '/conversemos'],
    ['es', ['¿puedo pagarles en dólares?'], /soles/, '/pagos'],
    ['en', ['do you accept payment in dollars?'], /soles/, '/en/pagos'],
    ['es', ['¿me emiten factura?'], /comprobante/, '/pagos'],
    ['es', ['¿me pasas el correo de ustedes?'], /hola@darkodigital\.pe/, '/contacto'],
  ] as const)('%s: %j is what the site says of it', async (locale, turns, fact, page) => {
    const { last } = await converse(locale, turns);
    expect(said(last)).toMatch(fact);
    expect(linksOf(last)).toContain(page);
  });

  it.each([
    ['en', ['how much is a chatbot in USD?'], /S\/ 1,500/],
    ['es', ['¿cuánto sale una web en dólares?'], /S\/ 2,500/],
  ] as const)('%s: %j is still a price question (the dollars are its currency)', async (locale, turns, price) => {
    expect(said((await converse(locale, turns)).last)).toMatch(price);
  });

  it.each([
    ['en', ['nobody answers the DMs of my facebook page at night, can a bot reply?'], '/en/servicios/chatbot-personalizado'],
    ['es', ['quiero vender mis productos por internet con carrito'], '/servicios/webs-y-apps-a-medida'],
  ] as const)('%s: %j is a service, though it shares a fact’s words', async (locale, turns, service) => {
    const { last } = await converse(locale, turns);
    expect(said(last)).not.toMatch(/24x7|24\/7|No vendemos|do not sell/);
    expect(JSON.stringify(last)).toContain(service.split('?')[0]);
  });

  it('en: "online or in person?" after a workshop is not the consultation’s medium', async () => {
    const { last } = await converse('en', ['tell me about the workshops', 'online or in person?']);
    expect(linksOf(last)).not.toContain('/en/conversemos');
  });
});

describe('wanting a service, a person, a call', () => {
  it.each([
    ['es', ['listo, me decidí por la tienda online, ¿qué necesitan?']],
    ['en', ["we're sold on the chatbot, let's go with it"]],
  ] as const)('%s: %j starts the quote', async (locale, turns) => {
    expect((await converse(locale, turns)).started).toBe(true);
  });

  it('en: "connect me to sales" is the team’s contacts', async () => {
    const { last } = await converse('en', ['please, no bots: talk to sales']);
    expect(linksOf(last)).toContain('/en/contacto');
  });

  it('es: "mejor una llamada, ¿cuándo pueden?" after a price offers the free times', async () => {
    const { last, started } = await converse('es', ['¿cuánto cuesta una app?', 'mejor por una llamada, ¿cuándo pueden?']);
    expect(started).toBe(true);
    expect(said(last)).toMatch(/horarios libres|próximos libres/);
  });

  it('es: "¿cuándo pueden empezar?" about a project is no booking', async () => {
    expect((await converse('es', ['¿cuándo pueden empezar mi tienda online?'])).started).toBe(false);
  });

  it('en: what Google charges, after the Google Ads price, is the ad spend (paid apart)', async () => {
    const { last } = await converse('en', ['google ads management price?', 'and does it cover what google charges?']);
    expect(said(last)).toMatch(/paid separately/);
  });
});

describe('a how-to by its subject, a price while wanting one, the frames counted', () => {
  it.each([
    ['en', 'how do I stop a language model from making things up?', '/en/lessons/prompts-para-asistentes-virtuales'],
    ['es', 'como calculo el costo por lead de mi embudo', '/lessons/metricas-de-embudo'],
  ] as const)('%s: %j is the lesson whose text has its words', async (locale, text, lesson) => {
    expect(linksOf((await converse(locale, [text])).last)).toContain(lesson);
  });

  it('en: a how-to the classifier is sure is another question stays that question', async () => {
    expect(linksOf((await converse('en', ['how can I ask you to delete my personal data?'])).last)).toContain('/en/politicas-de-privacidad');
  });

  it('es: "lo quiero, ¿cuánto sale?" after the try-on gives its price before the quote', async () => {
    const { last } = await converse('es', ['probé el probador de lentes', 'lo quiero para mi tienda, ¿cuánto sale?']);
    expect(said(last)).toMatch(/S\/ 2,500/);
  });

  it('en: the try-on’s frames are counted', async () => {
    expect(said((await converse('en', ['I tried the glasses try-on', 'how many frames are there?'])).last)).toMatch(/\b6 frames\b.*Lima Aviator/);
  });
});
