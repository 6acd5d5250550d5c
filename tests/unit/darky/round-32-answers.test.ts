/**
 * Round 32: words misspelt as they sound (Spanish) or with a letter left out, a service said to be wanted (its page,
 * then the quote), an offered quote taken up or let pass, and what is never a name. Phrasings of our own, not the
 * blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('misspelt words', () => {
  it.each([
    ['es', ['nesesitamos una tienda virtual para nuestro negosio'], '/servicios/webs-y-apps-a-medida?tab=web-e-commerce'],
    ['es', ['kisiera un chatbot para el fasebook de mi tienda'], '/servicios/chatbot-personalizado'],
    ['en', ['we want an online stor for our bakry'], '/en/servicios/webs-y-apps-a-medida?tab=web-e-commerce'],
  ] as const)('%s: %j is read as it was meant', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.startsWith(page))).toBe(true);
  });

  it.each([
    ['es', ['¿cual es su direcsion?'], /Larco/],
    ['en', ['whats the adress of your ofice'], /Larco/],
  ] as const)('%s: %j is the address', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['I run a bakery and want people to order cakes online'], /cakes|bakery|store|shop/i],
    ['es', ['¿hay premios en el juego?'], /premio|juego/i],
  ] as const)('%s: %j keeps its real words (a letter changed makes another word)', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('a service said to be wanted', () => {
  it.each([
    ['es', ['necesito una tienda online para mi marca de polos'], '/servicios/webs-y-apps-a-medida?tab=web-e-commerce'],
    ['en', ['we need a chatbot for our hotel'], '/en/servicios/chatbot-personalizado'],
  ] as const)('%s: %j shows the service and starts its quote', async (locale, turns, page) => {
    const { last, started } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.startsWith(page))).toBe(true);
    expect(started).toBe(true);
  });

  it.each([
    ['es', ['quiero un chatbot, ¿cuánto demora en estar listo?']],
    ['en', ['we want a website, how long does that take?']],
  ] as const)('%s: %j is a question, answered without a quote', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/semanas|weeks/);
    expect(started).toBe(false);
  });

  it('es: a second question with it is answered before the quote', async () => {
    const { last, started } = await converse('es', ['quiero una web para mi consultorio y también saber si aceptan Yape']);
    expect(saidIn(last)).toMatch(/Yape/);
    expect(started).toBe(true);
  });
});

describe('the quote offered', () => {
  it('en: a service named instead of a name lets the offer pass and shows that service', async () => {
    const { last, started } = await converse('en', ['we need a website', 'honestly just one landing page']);
    expect(pagesOf(last).some((path) => path.includes('subtab=landing-page'))).toBe(true);
    expect(started).toBe(false);
  });

  it('es: paying asked instead of a name is answered', async () => {
    const { last } = await converse('es', ['quiero una app para mi gimnasio', 'ya, ¿y cómo se paga?']);
    expect(saidIn(last)).toMatch(/Yape|tarjeta|transferencia/);
  });

  it('en: taken up with "yes, quote it", a question asked meanwhile is answered and the name asked again', async () => {
    const { last, started } = await converse('en', ['we need an online store', 'yes please, quote it', 'do you need my email too?']);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(/name/);
  });

  it('en: a person asked for instead of a name is the team’s contacts', async () => {
    const { last, started } = await converse('en', ['we need a chatbot', 'ok just get me a person']);
    expect(saidIn(last)).toMatch(/WhatsApp/);
    expect(started).toBe(false);
  });
});
