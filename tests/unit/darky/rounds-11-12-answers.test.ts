/**
 * Rounds 11 and 12: words that decide what a visitor asks, whatever the topic before (a number to call, an aside to Darky, the
 * visitor's data, upkeep after launch, a deadline, the agency's own profiles), a weekend booking told the consultation's
 * days, the visitor's own business told apart from the thing asked for, a course named by its whole title; the try-on
 * without a camera, a day asked with "do you answer", what the consultation gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo, repliesWithSlots } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = (replies: { message: string }[]) => replies.map((reply) => plainMessage(reply.message)).join(' ');

describe('a number to call', () => {
  it.each([
    ['es', ['quiero hablar con alguien', 'no quiero una reunión, solo dame un número de teléfono']],
    ['en', ['can I talk to someone', "I don't want to book anything, just a phone number please"]],
  ] as const)('%s: %j gets the phones, not the booking it names', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies).some((link) => link.startsWith('tel:'))).toBe(true);
    expect(said(replies)).not.toMatch(/9:00|9:30/);
  });
});

describe('a number asked for while the quote waits for a name', () => {
  it.each([
    ['es', ['quiero cotizar un chatbot', 'mejor solo dame un número para llamar'], /cuál es tu nombre/],
    ['en', ['I want a quote for an app', 'actually just give me a number I can call'], /what's your name/],
  ] as const)('%s: %j gets the phones, and the name asked again (never taken as a name)', async (locale, turns, asked) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies).some((link) => link.startsWith('tel:'))).toBe(true);
    expect(said(replies.slice(-1))).toMatch(asked);
  });
});

describe('an aside to Darky after a service', () => {
  it.each([
    ['es', ['cuánto cuesta una tienda online', '¿y tú sabes bailar salsa?']],
    ['en', ['how much is an app', "what's your favourite food?"]],
  ] as const)('%s: %j is off topic, with no page and no quote', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    const last = replies.at(-1)!;
    expect(linksOf([last])).toEqual([]);
    expect(plainMessage(last.message)).toMatch(locale === 'es' ? /webs, apps, chatbots/ : /websites, apps, chatbots/);
  });
});

describe("the visitor's data", () => {
  it.each([
    ['es', ['llené el formulario', '¿le pasan mis datos a otras empresas?']],
    ['en', ['I left my number on the form', 'will you sell my details to anyone?']],
  ] as const)('%s: %j is the privacy answer', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(locale === 'es' ? /No vendemos tus datos/ : /We do not sell your data/);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/politicas-de-privacidad' : '/en/politicas-de-privacidad');
  });
});

describe('upkeep after launch', () => {
  it.each([
    ['es', ['cuánto cuesta una landing', '¿y quién le da mantenimiento después?']],
    ['en', ['how much for an online store', 'who looks after it once it is live? is maintenance extra?']],
    ['en', ['what happens after launch, do you look after the site?']],
  ] as const)('%s: %j is the support policy: three months included, then monthly plans', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(locale === 'es' ? /3 meses de soporte/ : /3 months of support/);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/politicas-de-soporte' : '/en/politicas-de-soporte');
  });

  it('the monthly plan itself asked about is not the summary', async () => {
    expect(said(await repliesTo(model, 'es', '¿qué cubre el plan mensual de mantenimiento?'))).not.toMatch(/^Sí: cada proyecto/);
  });
});

describe('a deadline', () => {
  it.each([
    ['es', ['¿me hacen una tienda online para el jueves?'], /semanas/],
    ['es', ['quiero una app', 'la necesito dentro de 3 semanas, ¿se puede?'], /semanas/],
    ['en', ['we need a landing page by friday, can you make it?'], /weeks/],
  ] as const)('%s: %j gets how long it takes', async (locale, turns, expected) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(expected);
  });
});

describe("the agency's own profiles", () => {
  it.each([
    ['es', '¿están en tiktok?'],
    ['en', 'are you on instagram?'],
  ] as const)('%s: %j lists the networks, linked', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    expect(linksOf(replies)).toEqual(expect.arrayContaining(['https://www.instagram.com/darkodigital', 'https://www.tiktok.com/@darkodigital']));
  });

  it("the visitor's own page is a chatbot's question", async () => {
    const replies = await repliesTo(model, 'en', 'can something answer our facebook page messages at night?');
    expect(linksOf(replies).some((link) => link.includes('instagram.com'))).toBe(false);
  });
});

describe('a booking asked for a weekend day', () => {
  it('says the consultation runs on weekdays before the next free times', async () => {
    const replies = await repliesWithSlots(model, 'es', 'agéndame una videollamada el domingo a las 11');
    expect(said(replies)).toMatch(/Los fines de semana no hay asesorías: son de lunes a viernes\. Agenda/);
    expect(said(replies)).toMatch(/\d{1,2}:\d{2}/);
  });
});

describe("the visitor's own business", () => {
  it.each([
    ['es', 'quiero un chatbot para mi tienda', 'chatbot-personalizado'],
    ['en', 'could you build a try-on for my eyewear store?', 'probadores-virtuales'],
  ] as const)('%s: %j is about the thing asked for, not the business it is for', async (locale, text, slug) => {
    const replies = await repliesTo(model, locale, text, locale === 'es' ? '¿y cuánto demora?' : 'how long would it take?');
    expect(linksOf(replies).at(-1)).toContain(slug);
  });

  it('named alone, the business is still what is asked for', async () => {
    expect(said(await repliesTo(model, 'es', 'quiero una web para mi tienda'))).toMatch(/^Web e-commerce/);
  });
});

describe('a course by its whole title', () => {
  it('is that course, not the service its first words name', async () => {
    const replies = await repliesTo(model, 'es', '¿y cuánto sale el de marketing digital con datos?');
    expect(said(replies)).toMatch(/S\/ 590/);
    expect(linksOf(replies)).toContain('/academia/cursos/marketing-digital-con-datos');
  });
});

describe('agreeing is not a name', () => {
  it('"sounds good" at the name question asks the name again', async () => {
    const replies = await repliesTo(model, 'en', 'I want a quote for a chatbot', 'sounds good');
    expect(said(replies.slice(-1))).toMatch(/what's your name/);
  });
});

describe('round 12: the try-on without a camera, a day asked with "do you answer", the consultation itself', () => {
  it.each([
    ['es', ['no tengo cámara en mi laptop, ¿igual me puedo probar los lentes?'], /foto/],
    ['en', ['I want to try the glasses', "my webcam doesn't work, is there another way?"], /photo/],
  ] as const)('%s: %j is the photo upload of the try-on page', async (locale, turns, expected) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(expected);
    expect(linksOf(replies)).toContain(locale === 'es' ? '/innovaciones/probador' : '/en/innovaciones/probador');
  });

  it.each([
    ['es', 'el lunes es feriado, ¿alguien me contesta?', /feriados/],
    ['en', 'will anyone reply if I write on a sunday?', /weekends/],
  ] as const)('%s: %j is the hours', async (locale, text, expected) => {
    expect(said(await repliesTo(model, locale, text))).toMatch(expected);
  });

  it.each([
    ['es', ['quiero una asesoría gratis', '¿y qué obtengo en esa llamada?'], /diagnóstico de tu presencia digital, una propuesta/],
    ['en', ['can I book a consultation?', 'what will I get from the call?'], /diagnosis of your digital presence, a proposed solution/],
  ] as const)('%s: %j is what the consultation gives, as one sentence', async (locale, turns, expected) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(expected);
  });

  it('a visa card asked about after a service is paying, not the service', async () => {
    const replies = await repliesTo(model, 'en', 'how much is a messenger chatbot', 'can I pay with a visa card?');
    expect(linksOf(replies).at(-1)).toBe('/en/pagos');
  });
});

describe('the free consultation booked by its name', () => {
  it.each([
    ['en', 'can I book a free consultation?'],
    ['es', '¿puedo agendar una asesoría gratuita?'],
  ] as const)('%s: %j offers the free times (its "free" asks nothing)', async (locale, text) => {
    expect(said(await repliesWithSlots(model, locale, text))).toMatch(/\d{1,2}:\d{2}/);
  });

  it('whether it is free, asked with its name, is still whether it is free', async () => {
    expect(said(await repliesTo(model, 'en', 'is the free consultation really free?'))).toMatch(/^Yes, the consultation is free/);
  });
});
