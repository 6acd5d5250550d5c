/**
 * Round 25: a name after a "no" is ruled out ("para la web, no Messenger"); the price asked by a message's last word;
 * a meeting on a day, a video meeting or the consultation booked get the free times; support's cost and who maintains
 * a site are the support policy; "what does that price include" is what it includes; "and the web one?" after a tab's
 * timeline is its sibling tab's; the try-on without a camera after its tab, or with the camera not turning on; signing
 * up after an event; the team's make-up; why "Darky"; what a number left is used for; a payment code; whether events
 * are paid; "how do we get started" with nothing discussed starts the quote. Phrasings of our own, not the blind sets'.
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

describe('what the visitor names', () => {
  it.each([
    ['es', ['precio de un chatbot solo para mi web, no para messenger']],
    ['en', ['price of a chatbot just for the website, not messenger']],
  ] as const)('%s: %j is the website chatbot, the one not ruled out', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-web'))).toBe(true);
    expect(saidIn(last)).toMatch(/2,500/);
  });

  it.each([
    ['es', ['branding, ¿cuánto?'], /2,000/],
    ['es', ['web corporativa cuanto'], /2,500/],
  ] as const)('%s: %j asks the price with its last word', async (locale, turns, price) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(price);
  });

  it.each([
    ['en', ['we knit wool hats and want buyers in other countries to buy directly from our site'], 'tab=web-e-commerce'],
    ['en', ['people abandon our checkout halfway, do you do prototyping?'], 'tab=web-ux'],
    ['en', ['we need someone to handle our instagram and tiktok, post content and answer comments'], 'tab=medios-sociales'],
  ] as const)('%s: %j is the service it describes', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes(tab))).toBe(true);
  });
});

describe('meetings', () => {
  it.each([
    ['es', ['¿nos podemos reunir el viernes por la tarde?']],
    ['en', ["I'd like to set up a video meeting about my project"]],
    ['en', ['I want to book the free consultation please']],
  ] as const)('%s: %j offers the free times', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(CLOCK);
  });
});

describe('support and what a price includes', () => {
  it.each([
    ['es', ['¿cuánto cuesta el soporte?']],
    ['en', ['how much is support?']],
    ['es', ['¿hacen tiendas online?', '¿y después quién me la mantiene?']],
    ['en', ['do you build online stores?', 'and who maintains it afterwards?']],
  ] as const)('%s: %j is the support policy', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/politicas-de-soporte'))).toBe(true);
    expect(saidIn(last)).toMatch(/3 meses|3 months|tres meses|three months/);
  });

  it.each([
    ['es', ['¿qué precio tiene el branding?', '¿y qué incluye ese precio?'], /logotipo/],
    ['en', ["what's the price of branding?", "what's included in that price?"], /logo/],
  ] as const)('%s: %j is what it includes, not the price again', async (locale, turns, included) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(included);
    expect(started).toBe(false);
  });
});

describe('the same question of a sibling tab', () => {
  it.each([
    ['es', ['¿cuánto tarda el chatbot de messenger?', '¿y el de la web?']],
    ['en', ['how long does the messenger chatbot take?', 'and for a website bot?']],
  ] as const)('%s: %j is the website chatbot’s timeline', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=chatbot-web'))).toBe(true);
    expect(saidIn(last)).toMatch(/3 a 6|3 to 6/);
  });

  it('after the whole chatbot service, "and a website?" is the website service', async () => {
    const { last } = await converse('en', ['how much does a chatbot cost?', 'and a website?']);
    expect(pagesOf(last).some((page) => page.includes('/servicios/webs-y-apps-a-medida'))).toBe(true);
  });
});

describe('the try-on', () => {
  it.each([
    ['es', ['quiero probarme unas monturas', 'me da vergüenza prender la cámara', '¿hay forma sin cámara?']],
    ['en', ['my camera will not turn on in the try-on']],
    ['en', ["the camera won't turn on in the try on"]],
  ] as const)('%s: %j is the photo instead', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/foto|photo/);
  });
});

describe('events, the team, Darky and the data', () => {
  it.each([
    ['es', ['¿cuándo es el Darky Day?', 'ok, ¿cómo me inscribo?']],
    ['en', ['when is Darky Day?', 'how do I sign up?']],
  ] as const)('%s: %j is the form on its page, no quote', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/eventos'))).toBe(true);
    expect(started).toBe(false);
  });

  it.each([
    ['en', ['do I have to pay to go to your events?'], /free/i],
    ['en', ['will Darky Day be online or in person?'], /live stream/],
  ] as const)('%s: %j is the events’ own answer', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿cuántas personas trabajan ahí?'], /diseñadores/],
    ['en', ['how many people work there?'], /designers/],
    ['es', ['¿por qué se llama Darky?'], /asistente virtual/],
    ['en', ['why the name Darky?'], /virtual assistant/],
  ] as const)('%s: %j is the about page', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/nosotros'))).toBe(true);
    expect(saidIn(last)).toMatch(said);
  });

  it('what a number left is used for is the privacy policy', async () => {
    const { last } = await converse('en', ['if I give you my phone number', 'what will you use it for?']);
    expect(pagesOf(last).some((page) => page.includes('/politicas-de-privacidad'))).toBe(true);
  });

  it('after the job offer, "¿a quién le escribo?" is the talent e-mail', async () => {
    const { last } = await converse('es', ['me gustaría trabajar con ustedes', '¿a quién le escribo?']);
    expect(saidIn(last)).toMatch(/talento@/);
  });
});

describe('paying and starting', () => {
  it.each([
    ['en', ['got a payment code in the quote email, where does it go?']],
    ['es', ['me llegó un código de pago con la cotización, ¿dónde lo pongo?']],
  ] as const)('%s: %j is the payment platform, not the contacts', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/pagos'))).toBe(true);
  });

  it('dollars asked: what the site says, with the ways to pay', async () => {
    const { last } = await converse('es', ['¿puedo pagarles en dólares?']);
    expect(saidIn(last)).toMatch(/Yape/);
  });

  it('whether the testimonials are real is the line the home page shows above them', async () => {
    const { last } = await converse('es', ['¿los testimonios que ponen en la página son de verdad?']);
    expect(saidIn(last)).toMatch(/de ejemplo con fines demostrativos/);
    expect(pagesOf(last)).toContain('/');
  });

  it.each([
    ['en', ['do you sell cell phones?']],
    ['es', ['¿venden celulares baratos?']],
  ] as const)('%s: %j is off topic, not the mobile app', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('app-movil'))).toBe(false);
    expect(saidIn(last)).toMatch(/Darko Digital/);
  });

  it('"sounds great, how do we get started?" with nothing discussed starts the quote', async () => {
    const { started } = await converse('en', ['sounds great, how do we get started?']);
    expect(started).toBe(true);
  });
});
