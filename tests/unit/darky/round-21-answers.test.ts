/**
 * Round 21: the visitor's business described after a service keeps the service (its price and timeline asked next are
 * its own), a sentence of a service's page discussed is that service, the hours asked again ("¿y quién me contesta?"),
 * a call asked for is a callback with the lines to call now, a person asked for after a fault links the support
 * policy, the times offered again are written out, laughter beside words, Darky's own name. Phrasings of our own, not
 * the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { normalizeVisitorText } from '@/features/darky/nlu/visitor-text';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('the business described after a service keeps the service', () => {
  it.each([
    ['es', ['¿hacen tiendas virtuales?', 'somos una marca de ropa de baño'], /e-commerce|Tienda online/],
    ['en', ['do you build mobile apps?', 'we are a chain of three gyms'], /app/i],
  ] as const)('%s: %j is noted for the service, with the next steps', async (locale, turns, service) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(locale === 'es' ? /Buen dato/ : /Good to know/);
    expect(saidIn(last)).toMatch(service);
    expect(started).toBe(false);
    expect(last.at(-1)!.action?.name).toBe('suggestions');
  });

  it.each([
    ['es', ['me interesa una landing page', 'es para un estudio de yoga', '¿y cuánto costaría?'], /S\/ 2,500/],
    ['es', ['quiero hacer el branding de mi marca', 'vendo helados artesanales', '¿cuánto se demoran?'], /3 a 5 semanas/],
    ['en', ['tell me about your chatbots', "it's for a dental clinic", 'how much would that be?'], /S\/ 1,500/],
    ['en', ['I need an online store', 'for my bakery, about thirty products', 'how long does it take?'], /5 to 10 weeks/],
  ] as const)("%s: %j asks the service's own price or timeline", async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it('a question after a service is still answered as a question ("¿es para empresas grandes?")', async () => {
    const { last } = await converse('es', ['¿hacen chatbots?', '¿sirve para empresas pequeñas?']);
    expect(saidIn(last)).not.toMatch(/Buen dato/);
  });

  it('a contact detail after a service still starts its quote ("me llamo…")', async () => {
    const { last, started } = await converse('es', ['¿hacen apps para restaurantes?', 'me llamo Andrea Salas']);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(/Andrea/);
  });
});

describe('follow-ups on what was just said', () => {
  it.each([
    ['es', ['¿atienden los sábados?', '¿y quién me responde?'], /24x7/],
    ['en', ['are you open on sundays?', 'who answers then?'], /24\/7/],
    ['es', ['si les mando un mensaje un feriado', '¿alguien me contesta?'], /siguiente día hábil/],
    ['en', ['I want a virtual try-on for my optician', 'implementation time?'], /6 to 12 weeks/],
    ['es', ['necesito un chatbot', '¿y en cuánto lo tienen listo?'], /semanas/],
    ['es', ['¿cuánto es la landing page?'], /S\/ 2,500/],
    ['es', ['me interesa el branding', 'si también quiero papelería, ¿sube mucho?'], /S\/ 2,000/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });
});

describe('a person, a call, the times again', () => {
  it.each([
    ['es', '¿me podrían llamar, por favor?'],
    ['en', 'could someone call me back later?'],
  ] as const)('%s: %j takes the callback and gives the lines to call now', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(started).toBe(true);
    expect(linksOf(last)).toEqual(expect.arrayContaining(['https://wa.me/51987654321', 'tel:+5116409000']));
    expect(saidIn(last)).not.toMatch(/cotización|quote/);
  });

  it.each([
    ['es', ['la web que nos hicieron no carga', 'páseme con una persona por favor'], '/politicas-de-soporte'],
    ['en', ['the chatbot you built stopped answering', 'I need someone from your team, please'], '/en/politicas-de-soporte'],
  ] as const)('%s: %j links the team and the support policy', async (locale, turns, policy) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toEqual(expect.arrayContaining([policy, 'https://wa.me/51987654321']));
  });

  it('a call asked again while the meeting waits for its time lists the times in words', async () => {
    const { last } = await converse('en', ["I'd like to book a meeting", 'can we do it by phone?']);
    expect(saidIn(last)).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe('the link asked for again', () => {
  it.each([
    ['es', ['¿tienen casos de tiendas online?', '¿me pasas el link?'], '/portafolio/casa-telar'],
    ['en', ['any clinic you have worked with?', 'link please'], '/en/portafolio/clinica-sanvida'],
  ] as const)('%s: %j links the pages just named', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(page);
  });

  it("a payment link asked for is not the last answer's link", async () => {
    const { last } = await converse('es', ['¿tienen casos de tiendas online?', 'quiero un link de pago para pagarles']);
    expect(linksOf(last)).not.toContain('/portafolio/casa-telar');
  });
});

describe('small words', () => {
  it('laughter beside words is tone, alone it stays what was said', () => {
    expect(normalizeVisitorText('es', 'jajaja y tu como te llamas')).toBe('y tu como te llamas');
    expect(normalizeVisitorText('en', 'haha ok how much')).toBe('ok how much');
    expect(normalizeVisitorText('es', 'jajaja')).toBe('jajaja');
    // Words that only look like a laugh are words.
    expect(normalizeVisitorText('es', 'una sola hoja')).toBe('una sola hoja');
    expect(normalizeVisitorText('es', 'para mi hija')).toBe('para mi hija');
  });

  it.each([
    ['es', 'jeje ¿tienes un nombre?'],
    ['en', 'lol do you have a name?'],
  ] as const)('%s: %j is Darky introducing itself', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(/Darky/);
    expect(last.some((reply) => reply.action?.name === 'navigate')).toBe(false);
  });
});
