/**
 * Rounds 13 and 14 (round 14 below): the academy's dates (a day or a month named finds the events and workshops on it), one of them named by a
 * word of its title or the name before its colon, the latest post, a lesson's reading time, what the site does not say
 * about a class or an event, praise for the site, Darky's sleep, the free call's contents by its name, a weekday
 * offered for the consultation, and a priced section named with its price.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatEvent } from '@/features/darky/protocol';
import { linksOf, repliesTo, responderWithSlots } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = (replies: { message: string }[]) => replies.map((reply) => plainMessage(reply.message)).join(' ');

describe('a day or a month named', () => {
  it.each([
    ['es', ['me contaron de un evento el 3 de diciembre'], /Darky Day 2026/, '/eventos'],
    ['en', ['is something happening on Dec 3?'], /Darky Day 2026/, '/en/eventos'],
    ['es', ['¿el taller del 12 de diciembre todavía tiene cupos?'], /landing page que venda/, '/academia/talleres'],
    ['en', ['what is on 21 January?'], /Meetup/, '/en/eventos'],
  ] as const)('%s: %j is what happens that day', async (locale, turns, what, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(what);
    expect(linksOf(replies)).toContain(page);
  });

  it.each([
    ['es', '¿qué hay en enero?', [/redes sociales/, /comercio conversacional/]],
    ['en', 'anything going on in January?', [/Social media campaigns/, /conversational commerce/]],
  ] as const)('%s: %j lists everything in the month, each with its day', async (locale, text, items) => {
    const message = said(await repliesTo(model, locale, text));
    for (const item of items) expect(message).toMatch(item);
    expect(message).toMatch(locale === 'es' ? /16 de enero/ : /January 16/);
  });

  it.each([
    ['es', ['¿hay algún evento en enero?'], /comercio conversacional/, /redes sociales/],
    ['en', ['the january meetup, what is it about?'], /conversational commerce/, /Social media/],
  ] as const)('%s: %j is the one of its section or its name', async (locale, turns, meant, not) => {
    const message = said(await repliesTo(model, locale, ...turns));
    expect(message).toMatch(meant);
    expect(message).not.toMatch(not);
  });

  it.each([
    ['es', ['vi un evento el 3 de diciembre', '¿la entrada cuesta?'], /ingreso libre/],
    ['en', ['there is an event on December 3rd', 'do I have to pay to go?'], /free to attend/],
    ['en', ['the meetup in january', 'where will I get the zoom link from?'], /emailed to you/],
  ] as const)('%s: %j asks about that event', async (locale, turns, answer) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(answer);
  });

  it.each([
    ['es', 'necesito mi tienda online para enero'],
    ['en', 'could my website be ready before January?'],
  ] as const)("%s: %j is the visitor's deadline, not the academy's dates", async (locale, text) => {
    const message = said(await repliesTo(model, locale, text));
    expect(message).not.toMatch(/Meetup|redes sociales desde cero|Social media campaigns/);
  });
});

describe('an event or a workshop named by a word of its title', () => {
  it.each([
    ['es', ['¿y el de whatsapp cuándo es?'], /WhatsApp y chatbots para vender/, /6 de febrero/],
    ['en', ["when's the whatsapp one?"], /WhatsApp and chatbots/, /February 6/],
    ['es', ['quiero ir al taller de landing page', 'y el otro de redes?'], /redes sociales desde cero/, /16 de enero/],
    ['en', ['the landing page workshop', 'what about the social media one?'], /Social media campaigns/, /January 16/],
    ['es', ['¿cuánto cuesta entrar al darky day?'], /Darky Day 2026/, /ingreso libre/],
    ['en', ['is darky day paid?'], /Darky Day 2026/, /free to attend/],
  ] as const)('%s: %j', async (locale, turns, title, fact) => {
    const message = said(await repliesTo(model, locale, ...turns));
    expect(message).toMatch(title);
    expect(message).toMatch(fact);
  });

  it('a service named with "when" and no dated page of its words stays the service', async () => {
    expect(said(await repliesTo(model, 'es', '¿cuándo es mejor hacer una app móvil?'))).not.toMatch(/taller|Darky Day/i);
  });
});

describe('the latest post, and a lesson read', () => {
  it.each([
    ['es', '¿qué es lo último que publicaron en el blog?', '/blog/medir-campanas-publicitarias'],
    ['en', 'latest blog post?', '/en/blog/medir-campanas-publicitarias'],
  ] as const)('%s: %j is the most recent post', async (locale, text, post) => {
    expect(linksOf(await repliesTo(model, locale, text))).toContain(post);
  });

  it.each([
    ['es', ['tienen algo sobre scrum', '¿cuánto demoro en leerla?'], /14 minutos/],
    ['en', ['any lesson on scrum?', 'how long is it to read?'], /14 minutes/],
  ] as const)('%s: %j is its reading time', async (locale, turns, time) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(time);
  });

  it.each([
    ['es', ['tienen algo sobre scrum', '¿es gratis?'], '/lessons'],
    ['en', ['any lesson on scrum?', 'do I need to pay for it?'], '/en/lessons'],
  ] as const)('%s: %j is free as every lesson is, with their list', async (locale, turns, list) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies)).toContain(list);
  });
});

describe('what the site does not say about what is discussed', () => {
  it.each([
    ['es', ['me interesa el curso de diseño ux/ui', '¿dan certificado al final?'], '/academia/cursos/diseno-ux-ui-para-productos-digitales'],
    ['en', ["I'm going to the Darky Day", 'can I bring a friend?'], '/en/eventos'],
    ['es', ['quiero ir al darky day', '¿hay estacionamiento?'], '/eventos'],
  ] as const)('%s: %j says so, with that page and the contacts', async (locale, turns, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(locale === 'es' ? /no lo indica/ : /doesn't say/);
    expect(linksOf(replies)).toContain(page);
    expect(linksOf(replies).some((link) => link.startsWith('https://wa.me/'))).toBe(true);
  });
});

describe('praise, and Darky asleep', () => {
  it.each([
    ['es', 'qué bonita la web, me gusta el diseño'],
    ['en', 'cool website btw'],
  ] as const)('%s: %j is thanked, with no page opened', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    expect(said(replies)).toMatch(locale === 'es' ? /Gracias|Qué bueno/ : /Thank you|Glad/);
    expect(replies.some((reply) => reply.action?.name === 'navigate')).toBe(false);
  });

  it('praise with a question is the question', async () => {
    expect(said(await repliesTo(model, 'en', 'nice site, how much would one like it cost?'))).toMatch(/S\/ /);
  });

  it.each([
    ['es', '¿darky nunca duermes?', /24x7/],
    ['en', 'do you ever rest?', /24\/7/],
  ] as const)('%s: %j is the hours, Darky answering around the clock', async (locale, text, always) => {
    expect(said(await repliesTo(model, locale, text))).toMatch(always);
  });
});

describe('the consultation', () => {
  it('its contents asked by its name', async () => {
    expect(said(await repliesTo(model, 'en', 'what would I get from the free consultation?'))).toMatch(/diagnosis/);
  });

  it.each([
    ['es', 'el jueves en la tarde me acomoda', 'jueves', /jueves/],
    ['en', 'how about Thursday afternoon?', 'thursday', /Thursday/],
  ] as const)('%s: %j after it offers only the free times of that day', async (locale, text, _day, day) => {
    const { responder } = responderWithSlots(model);
    const guestId = `guest-${Math.random()}`;
    const history: ChatEvent[] = [];
    const path = locale === 'es' ? '/' : '/en';
    for (const message of [locale === 'es' ? '¿la asesoría es gratis?' : 'is the consultation free?', text]) {
      const replies = await responder.reply({ guestId, locale, path, text: message, history: async () => [...history] });
      history.push({ by: 'user', message, date: Date.now() }, ...replies.map((reply) => ({ by: 'bot' as const, ...reply, date: Date.now() })));
    }
    const last = history.filter((event) => event.by === 'bot');
    const offered = last.at(-1)!;
    expect(offered.action?.name).toBe('suggestions');
    const labels = (offered.action?.params.items as { label: string }[]).map((item) => item.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(day);
  });
});

describe('a priced section named with its price', () => {
  it.each([
    ['es', ['¿las lecciones tienen costo?', '¿y los talleres cuánto salen?'], /S\/ 150/],
    ['en', ['are the lessons free?', 'and how much are the workshops?'], /S\/ 150/],
  ] as const)('%s: %j is that section, not the free topic before', async (locale, turns, price) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(price);
  });
});

/*
 * Round 14: a short "and…?" repeats the question before of the service it names; a post or a lesson asked "about
 * that"; "and after that?" once support was discussed; a cheaper option; the academy itself; quotes and calls asked
 * in the visitor's spelling.
 */
describe('"and…?" repeats the question before', () => {
  it.each([
    ['es', ['¿cuánto sale una tienda online?', '¿y una app?'], /Apps web y móvil.*desde S\/ 9,000/],
    ['en', ['what does a chatbot cost?', 'what about an online store?'], /Online store.*from S\/ /],
    ['es', ['¿cuánto se demoran con una app?', 'uhm', '¿y para una landing?'], /Landing page: suele tomar de 3 a 6 semanas/],
    ['en', ['how long does an app take', 'and for a landing page?'], /Landing page: usually 3 to 6 weeks/],
  ] as const)('%s: %j', async (locale, turns, answer) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(answer);
  });

  it('a service named after a description is its description, not a price', async () => {
    expect(said(await repliesTo(model, 'es', '¿qué es una web corporativa?', '¿y una landing page?'))).not.toMatch(/S\/ /);
  });
});

describe('a post or a lesson about what was asked before', () => {
  it.each([
    ['es', ['¿cómo mido mis campañas publicitarias?', '¿tienen un artículo sobre eso?'], '/blog/medir-campanas-publicitarias'],
    ['en', ['our forms get abandoned, how do we design better forms?', 'any lesson on that?'], '/en/lessons/formularios-que-convierten'],
  ] as const)('%s: %j', async (locale, turns, page) => {
    expect(linksOf(await repliesTo(model, locale, ...turns))).toContain(page);
  });
});

describe('after the support period', () => {
  it.each([
    ['es', ['¿tienen soporte?', '¿y luego de eso?'], /planes mensuales/],
    ['en', ['is support included?', 'and when that runs out?'], /monthly maintenance plans/],
  ] as const)('%s: %j is the monthly plans', async (locale, turns, plans) => {
    expect(said(await repliesTo(model, locale, ...turns))).toMatch(plans);
  });
});

describe('a cheaper option', () => {
  it.each([
    ['es', ['¿cuánto cuesta una app?', 'uy, está caro, tengo un presupuesto ajustado'], /depende del alcance/, /cuál es tu nombre/],
    ['en', ['price of a website?', "that's a lot, is there a budget option?"], /depends on scope/, /what's your name/],
  ] as const)('%s: %j is what the price depends on, the lightest service, and the quote offered', async (locale, turns, depends, quote) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(said(replies)).toMatch(depends);
    expect(said(replies)).toMatch(quote);
    expect(linksOf(replies).some((link) => link.includes('subtab=landing-page'))).toBe(true);
  });

  it('the cheapest of a list asked is not a budget', async () => {
    expect(said(await repliesTo(model, 'en', 'which course is the cheapest?'))).not.toMatch(/depends on scope/);
  });
});

describe('the academy and the visitor spelling their request', () => {
  it.each([
    ['es', 'cuéntame de la academia', '/academia'],
    ['en', 'tell me about your academy', '/en/academia'],
  ] as const)('%s: %j is the academy page', async (locale, text, page) => {
    expect(linksOf(await repliesTo(model, locale, text))).toContain(page);
  });

  it('its courses asked are the courses', async () => {
    expect(linksOf(await repliesTo(model, 'es', '¿qué cursos tiene la academia?'))).toContain('/academia/cursos');
  });

  it.each([
    ['coticenme una web para mi restaurante', /nombre/],
    ['soy Ana, contáctenme por lo de un chatbot, mi número es 987 111 222', /correo/],
  ])('es: %j starts the quote', async (text, asked) => {
    expect(said(await repliesTo(model, 'es', text))).toMatch(asked);
  });
});

describe('the message the site stored before answering it', () => {
  // The site stores the visitor's message before Darky answers (darky-socket.ts): an entry it names is this message's,
  // never "the topic before" (which read "quiero ver a darky en 3d" as a follow-up about 3D animation).
  it.each([
    ['es', 'quiero ver a darky en 3d', '/innovaciones/darky-3D'],
    ['en', 'show me the 3D Darky', '/en/innovaciones/darky-3D'],
  ] as const)('%s: %j', async (locale, text, page) => {
    expect(linksOf(await repliesTo(model, locale, text))).toContain(page);
  });

  it('a longer "and if…?" still repeats the question before', async () => {
    expect(said(await repliesTo(model, 'en', 'how long does an app take?', 'and if it is just a simple landing page?'))).toMatch(/3 to 6 weeks/);
  });
});
