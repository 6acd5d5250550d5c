/**
 * Round 19: how-tos that name a lesson by its subject or its address ("prompts"), the newest post of the section
 * discussed, the price of what a case shows, the courses' prices when asked if they are free, working at a distance,
 * how long the chat is kept, texts changed after delivery, a visit with the office hours, a meeting asked in other
 * words, an event's programme, what was built for a case, paying for a course, and a visitor thinking it over ("hmm")
 * while a quote waits for a name. Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima: the meeting's free times are offered on a working day.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('a how-to finds its lesson', () => {
  it.each([
    ['es', ['¿cómo redacto los prompts de mi asistente virtual?'], '/lessons/prompts-para-asistentes-virtuales'],
    ['es', ['nadie completa el formulario de mi web, ¿algún tip?'], '/lessons/formularios-que-convierten'],
    ['es', ['buenas prácticas para diseñar una api rest'], '/lessons/disenar-una-api-rest'],
    ['en', ['any tips on writing the prompt for my virtual assistant?'], '/en/lessons/prompts-para-asistentes-virtuales'],
    ['en', ['can you explain the fixed time step of a game loop?'], '/en/lessons/el-bucle-de-un-videojuego'],
  ] as const)('%s: %j', async (locale, turns, lesson) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(lesson);
  });

  it('en: how to use the try-on is the demo, not a post that shares its words', async () => {
    const { last } = await converse('en', ['how can I try the glasses on?']);
    expect(linksOf(last).some((link) => link.startsWith('/en/blog/'))).toBe(false);
  });
});

describe('follow-ups on what was discussed', () => {
  it.each([
    ['es', ['¿tienen un blog?', '¿y qué es lo último que publicaron?'], '/blog/medir-campanas-publicitarias', '/blog'],
    ['en', ['do you write a blog?', "what's the newest one?"], '/en/blog/medir-campanas-publicitarias', '/en/blog'],
  ] as const)('%s: the newest post of the section discussed, with the section linked', async (locale, turns, post, section) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toEqual(expect.arrayContaining([post, section]));
  });

  it.each([
    ['es', ['¿qué hicieron para Visión Clara?', '¿cuánto me saldría algo así?'], /desde S\/ 2,500/],
    ['en', ['tell me about the Visión Clara project', 'what would something like that cost us?'], /from S\/ 2,500/],
  ] as const)("%s: the price of what a case shows is its service's", async (locale, turns, price) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(price);
  });

  it.each([
    ['es', ['¿dan cursos?', '¿son gratuitos?'], /S\/ 490.*S\/ 590.*S\/ 690/],
    ['en', ['what courses do you offer?', 'are those free?'], /S\/ 490.*S\/ 590.*S\/ 690/],
  ] as const)('%s: whether the courses are free says what each costs', async (locale, turns, prices) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(prices);
  });
});

describe('facts the site states, asked in other words', () => {
  it.each([
    ['es', ['soy de Piura, ¿pueden atenderme a distancia?'], /videollamada/],
    ['en', ['we are in Chile, could you help us remotely?'], /video call/],
    ['es', ['¿por cuánto tiempo guardan esta conversación?'], /doce meses/],
    ['en', ['how long do you store my messages?'], /twelve months/],
    ['es', ['si luego quiero cambiar las fotos de la web, ¿me cobran aparte?'], /administrador de contenidos.*3 meses/],
    ['en', ['can I edit the texts on my website myself?'], /content manager/],
    ['es', ['¿dónde queda su oficina y a qué hora puedo pasar?'], /Larco.*9:00 a 18:00/],
    ['en', ['where is your office and what time can I come by?'], /Larco.*9:00 to 18:00/],
    ['en', ['are you guys available on saturdays?'], /next business day/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it("es: the workers who look for remote work get the jobs, not the clients' video calls", async () => {
    const { last } = await converse('en', ["I'm a designer looking for remote work, are you hiring?"]);
    expect(saidIn(last)).not.toMatch(/video call/);
  });
});

describe('a meeting asked in other words', () => {
  it.each([
    ['es', ['me gustaría reunirme con alguien para ver mi proyecto']],
    ['en', ["i'd like to meet with your team about an app"]],
  ] as const)('%s: %j offers the free times', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\b\d{1,2}:\d{2}\b/);
  });

  it('en: how long the free call lasts is its length, not a clarifying question', async () => {
    const { last } = await converse('en', ['how long does the free call last?']);
    expect(saidIn(last)).toMatch(/30 minutes/);
  });
});

describe('what a page holds, asked for', () => {
  it.each([
    ['es', ['¿qué charlas habrá en el Darky Day?'], /Registro y café.*Demostración en vivo/],
    ['en', ['what events do you run?', 'what is on the agenda?'], /Registration and coffee.*Live demo/],
    ['es', ['¿tienen casos de chatbots?', 'el de la clínica, ¿qué le hicieron?'], /chatbot que responde las preguntas frecuentes/],
    ['en', ['tell me about Clínica SanVida', 'what did you actually build for them?'], /chatbot on their website/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });

  it.each([
    ['es', ['¿tienen algo de gimnasios?'], '/portafolio/kallpa-fit'],
    ['en', ['are the workshops online or in person?'], '/en/academia/talleres'],
  ] as const)('%s: %j links %s', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last)).toContain(page);
  });

  it.each([
    ['es', ['¿cuánto cuesta el curso de chatbots?', '¿se puede pagar con Yape?'], /Yape o Plin/],
    ['en', ['how much is the marketing course?', 'do you take plin?'], /Yape or Plin/],
  ] as const)('%s: paying for a course is the ways to pay', async (locale, turns, answer) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(answer);
  });
});

describe('a quote that waits for a name', () => {
  it.each([
    ['es', ['¿cuánto cuesta una web?', 'mmm'], /Gracias, m/],
    ['en', ['how much for a website?', 'hmm'], /Thanks, hmm/],
  ] as const)('%s: %j is no name', async (locale, turns, filed) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).not.toMatch(filed);
  });

  it.each([
    ['es', ['¿cuánto cuesta un chatbot?', '¿tienen algún descuento?'], '/servicios/chatbot-personalizado'],
    ['en', ['how much is a website?', 'any discounts for students?'], '/en/servicios/webs-y-apps-a-medida'],
  ] as const)('%s: no discount made up, and the service discussed holds the reference price', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(linksOf(last).some((link) => link.startsWith(page))).toBe(true);
  });
});
