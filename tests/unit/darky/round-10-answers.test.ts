/**
 * Answers that say what a visitor who reads the service page expects: a tab's timeline with its service's wider range
 * ("una web" names both), and whether the ad spend is in the fee (it never is: the site's FAQ says so).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, pagesOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = (replies: { message: string }[]) => replies.map((reply) => plainMessage(reply.message)).join(' ');

describe("a tab's timeline", () => {
  it.each([
    ['es', '¿en cuánto tiempo me hacen una web?', /3 a 6 semanas.*de 3 a 12/],
    ['en', 'how long does a website take?', /3 to 6 weeks.*3 to 12/],
  ] as const)('%s: %j gives the tab and its service overall', async (locale, text, expected) => {
    expect(said(await repliesTo(model, locale, text))).toMatch(expected);
  });

  it('a service asked about by its own name gives its range once', async () => {
    const text = said(await repliesTo(model, 'es', '¿cuánto demoran las webs y apps a medida?'));
    expect(text).toMatch(/3 a 12 semanas/);
    expect(text).not.toMatch(/en general/);
  });
});

describe('the ad spend', () => {
  it.each([
    ['es', ['¿la pauta está incluida en lo que cobran?']],
    ['es', ['me interesa que me manejen instagram', 'y los anuncios están incluidos?']],
    ['en', ['does your monthly fee include the ad spend?']],
    ['en', ['do you run google ads', 'is the ad budget part of your fee']],
  ] as const)('%s: %j is paid apart, to the platform', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(locale === 'es' ? /la pagas aparte/ : /paid separately/);
    expect(linksOf(replies).some((link) => link.includes('/servicios/impulsamos-tu-marca'))).toBe(true);
  });

  it('after a campaign service, its own page is linked', async () => {
    const replies = await repliesTo(model, 'en', 'do you run google ads', 'is ad spend included?');
    expect(linksOf(replies)).toEqual(['/en/servicios/impulsamos-tu-marca?tab=adwords']);
  });

  it("a service's price asked with it gets that price, which says the ad spend is apart", async () => {
    const text = said(await repliesTo(model, 'en', 'google ads price? is ad spend included'));
    expect(text).toMatch(/900/);
    expect(text).toMatch(/separately/);
  });
});

describe('one like it, asked for', () => {
  it.each([
    ['es', ['me gustó el juego de darky', '¿me pueden hacer uno así para mi marca?']],
    ['en', ['trying the glasses try-on', 'could you build something like it for our eyewear brand?']],
  ] as const)('%s: %j shows the service the demo is of, and starts its quote', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies)[0]).toMatch(/\/games|\/probadores/);
    expect(said(replies)).toMatch(locale === 'es' ? /cotización.*nombre/ : /quote.*name/);
  });
});

describe('what Darky is', () => {
  it.each([
    ['es', 'oye, ¿eres un robot o una persona de verdad?'],
    ['en', 'am i talking to a bot or a real person?'],
  ] as const)('%s: %j is answered by Darky about itself, the team’s lines offered after it', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    // (Round 45: who asks whether a person is there is given the team's lines at once, after Darky says what it is.)
    expect(said(replies)).toMatch(locale === 'es' ? /^Soy Darky, el asistente virtual/ : /^I'm Darky, Darko Digital's virtual assistant/);
    expect(linksOf(replies).some((link) => link.startsWith('https://wa.me/'))).toBe(true);
  });

  it('a person asked for, with a bot named, is still a person asked for', async () => {
    expect(linksOf(await repliesTo(model, 'es', 'no quiero un bot, pásame con una persona')).some((link) => link.startsWith('tel:'))).toBe(true);
  });
});

describe('an emergency', () => {
  it.each([
    ['en', "site's down!!! how quickly do you respond to emergencies"],
    ['es', 'es una emergencia, la web está caída, ¿en cuánto responden?'],
  ] as const)('%s: %j is support, with its response time', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    expect(said(replies)).toMatch(locale === 'es' ? /2 horas/ : /2 hours/);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/politicas-de-soporte' : '/en/politicas-de-soporte');
  });
});

describe("the support policy's details", () => {
  it.each([
    ['es', ['¿en cuánto tiempo me cambian unos textos de la web?'], /2 días hábiles/],
    ['en', ['how fast do you handle small text or image changes?'], /2 business days/],
    ['en', ['are new features covered by support?'], /quoted separately/],
    ['es', ['ya tengo mi web con ustedes', 'quiero agregar una sección nueva', '¿eso lo cubre el soporte?'], /se cotizan por separado/],
  ] as const)('%s: %j is the policy’s own sentence', async (locale, turns, expected) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(expected);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/politicas-de-soporte' : '/en/politicas-de-soporte');
  });

  it('a table row is quoted as one sentence, named by its first cell', async () => {
    expect(said(await repliesTo(model, 'en', 'how fast do you handle small text changes?'))).toMatch(/^Normal: Changes to texts or images, 2 business days\./);
  });

  it('how soon support answers, after a fault, gives each kind its time', async () => {
    const text = said(await repliesTo(model, 'es', 'ustedes me hicieron la web', 'se me malogró el formulario de contacto', '¿en cuánto tiempo me responden?'));
    expect(text).toMatch(/2 horas/);
    expect(text).toMatch(/8 horas hábiles/);
  });
});

describe('a client away from Lima', () => {
  it.each([
    ['es', ['soy de Arequipa, ¿igual pueden trabajar conmigo?'], /todo el Perú/],
    ['en', ["we're in Toronto, do you work with international clients?"], /abroad/],
    ['en', ["we're based in madrid", 'can you still work with us?'], /video call/],
  ] as const)('%s: %j is where the agency works', async (locale, turns, expected) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(expected);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/contacto' : '/en/contacto');
  });

  it('paying from abroad is still about paying', async () => {
    expect(linksOf(await repliesTo(model, 'en', 'can I pay via bank transfer from abroad?'))).toContain('/en/pagos');
  });
});

describe('the agency itself', () => {
  it.each([['es', '¿usan plantillas o todo es a medida?', /plantillas genéricas/]] as const)(
    '%s: %j is the about page’s sentence that says it',
    async (locale, text, expected) => {
      const replies = await repliesTo(model, locale, text);
      expect(said(replies)).toMatch(expected);
      expect(linksOf(replies)).toContain('/nosotros');
    },
  );

  it.each([
    ['es', '¿cuántos años tienen en el mercado?'],
    ['en', 'how big is ur team'],
  ] as const)('%s: what the site does not say (%j) gets the about page, which names the areas, nothing made up', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    // (The team's size is asked with the sentence that names its make-up: "a team of designers, developers…".)
    expect(pagesOf(replies).some((path) => path.endsWith('/nosotros'))).toBe(true);
    expect(said(replies)).not.toMatch(/\d+ (años|years|people|personas)/);
  });

  it('a job seeker’s years of experience and a chatbot’s capacity are not about the agency', async () => {
    expect(linksOf(await repliesTo(model, 'es', 'soy programador react con 3 años de experiencia, ¿tienen chamba?'))).toContain('/nosotros#join-team');
    expect(said(await repliesTo(model, 'es', 'me interesa el chatbot', '¿cuántas personas puede atender a la vez?'))).not.toMatch(/Somos Darko/);
  });
});

describe("a tab's price", () => {
  it.each([
    [
      'es',
      ['necesito una tienda online para vender ropa', '¿y cuánto me saldría eso?'],
      /desde S\/ 4,500 .*\(Webs y Apps a medida en general, desde S\/ 2,500\)/,
    ],
    ['en', ['how much would a virtual try-on cost for my eyewear shop?'], /quoted per project.*\(Custom websites and apps overall: from S\/ 2,500/i],
  ] as const)('%s: %j gives the tab and its service’s starting price', async (locale, turns, expected) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(expected);
  });

  it('priced another way (a one-off branding beside a monthly service), the service’s price is not said', async () => {
    const text = said(await repliesTo(model, 'es', '¿hacen logos?', '¿y cuánto cobran?'));
    expect(text).toMatch(/2,000/);
    expect(text).not.toMatch(/al mes/);
  });
});

describe("the agency's working language", () => {
  it.each([
    ['en', ['does your team speak english?']],
    ['es', ['mi empresa es de usa', '¿pueden atenderme en inglés?']],
  ] as const)('%s: %j is what the agency works in, linking the contact page, never a switch', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(locale === 'es' ? /Trabajamos en español e inglés/ : /We work in Spanish and English/);
    expect(replies.some((reply) => reply.action?.name === 'change-language')).toBe(false);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/contacto' : '/en/contacto');
  });

  it('"can you speak english?" said to Darky still switches', async () => {
    const replies = await repliesTo(model, 'es', 'can you speak english?');
    expect(replies.some((reply) => reply.action?.name === 'change-language')).toBe(true);
  });
});
