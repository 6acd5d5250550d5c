/**
 * Round 33: a heading quoted with what it heads, paying asked of a workshop, a demo's price and a case's timeline as
 * the service that makes them, the consultation's price named after a service, the visitor's own business told, a
 * service asked for the visitor's own shop or to show their own hours, the item of a list a word names, and contact
 * details, Darky's maker and languages asked in a few words. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('a passage under a heading', () => {
  it.each([
    ['es', ['¿ofrecen mantenimiento después?', '¿y qué trae?'], /respaldo/],
    ['en', ['is there a maintenance plan?', 'what does it cover?'], /backups/],
  ] as const)('%s: %j quotes what the heading heads, never the heading alone', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).not.toMatch(/^(Qué incluye|What is included)\.\s/);
  });
});

describe('paying, asked of a workshop', () => {
  it.each([
    ['es', ['¿cuánto sale el taller de landing?', '¿se puede pagar con plin?'], /Plin/],
    ['en', ['how much is the landing page workshop?', 'do you take yape?'], /Yape/],
  ] as const)('%s: %j is the ways to pay', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last)).toContain(locale === 'es' ? '/pagos' : '/en/pagos');
  });
});

describe('what was shown, priced or timed', () => {
  it.each([
    ['es', ['vi el darky en 3d', '¿y cuánto costaría?'], 'animacion-3d'],
    ['en', ['I saw the 3D Darky', 'how much would that cost?'], 'animacion-3d'],
  ] as const)('%s: %j is the price of the service that makes it, not that the demo is free', async (locale, turns, subtab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.includes(`subtab=${subtab}`))).toBe(true);
  });

  it('es: how long, after a case, is the timeline of the service it shows', async () => {
    const { last } = await converse('es', ['muéstrame el caso de Kallpa Fit', '¿y eso cuánto demora?']);
    expect(saidIn(last)).toMatch(/semanas/);
    expect(saidIn(last)).not.toMatch(/soporte/i);
  });

  it('en: "does that take longer" after a service is its timeline', async () => {
    const { last } = await converse('en', ['I want a website chatbot', 'does that take longer?']);
    expect(saidIn(last)).toMatch(/weeks/);
  });
});

describe('the consultation named after a service', () => {
  it.each([
    ['es', ['quiero una tienda online', 'antes quisiera una reunión, ¿tiene costo?'], '/conversemos'],
    ['en', ['I want an online store', 'is the consultation call free though?'], '/en/conversemos'],
  ] as const)('%s: %j is whether the consultation is free', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });
});

describe('the visitor tells their own business', () => {
  it.each([
    ['es', ['¿hacen webs para panaderías?', 'tenemos tres locales']],
    ['en', ['do you build websites for gyms?', 'we have three branches']],
  ] as const)('%s: %j is noted for the service, not answered with the office', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).not.toMatch(/Larco/);
  });

  it.each([
    ['es', ['necesito una página web donde salgan nuestros horarios y la carta'], '/servicios/webs-y-apps-a-medida'],
    ['en', ['we need a site that shows our opening hours and menu'], '/en/servicios/webs-y-apps-a-medida'],
  ] as const)('%s: %j is the service, whose page would show their own hours', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.startsWith(page))).toBe(true);
    expect(saidIn(last)).not.toMatch(/9:00/);
  });

  it.each([
    ['es', ['quiero un chatbot para nuestra tienda virtual'], '/servicios/chatbot-personalizado'],
    ['en', ['looking for a chatbot for our online store'], '/en/servicios/chatbot-personalizado'],
  ] as const)('%s: %j asks for the service named, not the visitor own shop', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((path) => path.startsWith(page))).toBe(true);
  });
});

describe('a recommendation among the items just listed', () => {
  it('es: "¿cuál me recomiendas para formularios?" is the lesson whose title says it, not the first', async () => {
    const { last } = await converse('es', ['¿qué lecciones de diseño tienen?', '¿y cuál me recomiendas para formularios?']);
    expect(pagesOf(last)).toContain('/lessons/formularios-que-convierten');
  });
});

describe('asked in a few words', () => {
  it.each([
    ['en', ['can I message you on whatsapp?', 'send me the number please'], /987 654 321/],
    ['es', ['ya pagué la cotización', '¿a quién le escribo?'], /hola@darkodigital\.pe/],
    ['en', ['who built you?'], /Darko Digital/],
    ['es', ['¿quién te programó?'], /Darko Digital/],
    ['en', ['do you speak portuguese?'], /Spanish and English/],
    ['es', ['¿hablan francés?'], /español e inglés/],
    ['en', ['what is the damage for a corporate website?'], /2,500/],
  ] as const)('%s: %j', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: "no bot, agent please" is a person', async () => {
    const { last } = await converse('en', ['no bot thanks, I do not want a bot, agent please']);
    expect(saidIn(last)).toMatch(/person on our team/);
  });
});
