/**
 * What a good answer is for a visitor who only saw the public site: a fact is stated and its page linked, small
 * talk is answered in character, a call at a time is a booking, and follow-ups keep the academy, demo or
 * consultation topic. Phrasings are this file's own (not the corpus' nor the held-out set's).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import { parseMessage } from '@/features/darky/message-links';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { DarkyReply } from '@/features/darky/server/reply-composer';
import { trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

const SLOT = new Date('2030-03-12T14:00:00Z'); // Tuesday 9:00 in Lima
const darky = () =>
  new DarkyResponder(model, {
    leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })),
    random: () => 0,
    openSlots: async () => [{ start: SLOT }],
    siteSearch: null,
  });

function conversation(locale: ChatLocale, path = locale === 'en' ? '/en' : '/') {
  const responder = darky();
  const guestId = `guest-${Math.random()}`;
  return async (text: string): Promise<DarkyReply> => (await responder.reply({ guestId, locale, path, text, history: async () => [] }))[0]!;
}

const links = (reply: DarkyReply) => parseMessage(reply.message).flatMap((part) => (part.kind === 'link' ? [part.href] : []));
const pageOf = (locale: ChatLocale, path: string) => (locale === 'en' ? `/en${path}` : path);
const unsure = (locale: ChatLocale) => [...model.packs[locale].corpus.fallback.answers, model.packs[locale].corpus.fallback.clarify.split('{')[0]!];

describe('a fact is stated and its page linked in the message', () => {
  it.each([
    ['es', '¿en qué horario trabaja el equipo?', '/contacto', /9:00|lunes/i],
    ['en', 'what hours do you guys work?', '/contacto', /9:00|Monday/i],
    ['es', '¿aceptan pago con tarjeta de débito?', '/pagos', /tarjeta/],
    ['en', 'is paying by credit card possible?', '/pagos', /card/],
    ['es', '¿qué soporte me dan después de entregar la web?', '/politicas-de-soporte', /soporte/],
    ['en', 'do I get maintenance after launch?', '/politicas-de-soporte', /support/],
  ] as const)('%s: "%s" links %s', async (locale, text, page, fact) => {
    const reply = await conversation(locale)(text);
    expect(reply.message).toMatch(fact);
    expect(links(reply)).toContain(pageOf(locale, page));
  });

  it.each([
    ['es', '/contacto', '¿a qué hora atienden?'],
    ['en', '/en/contacto', 'when are you open?'],
  ] as const)('%s: a visitor already on the page still gets the link (no navigation needed)', async (locale, path, text) => {
    const reply = await conversation(locale, path)(text);
    expect(links(reply)).toContain(path);
  });
});

describe('demos, privacy, languages, time zone and the consultation', () => {
  it.each([
    ['es', '¿ustedes graban lo que capta mi cámara en el probador?', '/politicas-de-privacidad', /nunca sale/],
    ['en', 'is my webcam video recorded when I use the try-on?', '/politicas-de-privacidad', /never leaves/],
    ['es', 'quiero jugar el juego de la web', '/games', /juego/],
    ['en', 'where can I play your game?', '/games', /game/],
    ['es', '¿en qué zona horaria trabajan ustedes?', '/contacto', /UTC-5/],
    ['en', 'what time zone are you in over there?', '/contacto', /UTC-5/],
    ['es', '¿la asesoría gratuita cuánto dura?', '/conversemos', /30 minutos/],
    ['en', 'how long does the free consultation last?', '/conversemos', /30[- ]minute/],
  ] as const)('%s: "%s" states it and links %s', async (locale, text, page, fact) => {
    const reply = await conversation(locale)(text);
    expect(reply.message).toMatch(fact);
    expect([...links(reply), reply.action?.name === 'navigate' ? reply.action.params.path : '']).toContain(pageOf(locale, page));
    for (const phrase of unsure(locale)) expect(reply.message).not.toContain(phrase);
  });
});

describe('off-topic and small talk get an in-character answer', () => {
  it.each([
    ['es', '¿viste quién ganó el partido de anoche?'],
    ['es', 'ayúdame con mi tarea de química porfa'],
    ['es', '¿venden laptops baratas?'],
    ['en', 'do you sell cell phones?'],
    ['en', 'can you do my math homework?'],
    ['en', 'tell me a funny joke'],
  ] as const)('%s: "%s" is not a "not sure", a page nor a quote', async (locale, text) => {
    const reply = await conversation(locale)(text);
    expect(reply.action?.name).not.toBe('navigate');
    for (const phrase of unsure(locale)) expect(reply.message).not.toContain(phrase);
    expect(reply.message).not.toBe(model.packs[locale].corpus.leadCapture.askName);
    expect(links(reply)).toEqual([]);
  });
});

describe('a call or meeting with a day or time is a booking with the open times', () => {
  it.each([
    ['es', 'llámenme el viernes a las 4 pm', 'martes'],
    ['es', '¿podemos hacer una videollamada el jueves?', 'martes'],
    ['en', 'can you ring me tomorrow at 11am?', 'Tuesday'],
    ['en', 'could we do a zoom meeting next week?', 'Tuesday'],
  ] as const)('%s: "%s" offers the open times and /conversemos', async (locale, text, day) => {
    const reply = await conversation(locale)(text);
    expect(reply.message).toContain(day);
    expect(links(reply)).toContain(pageOf(locale, '/conversemos'));
    expect(reply.message).not.toContain(model.packs[locale].corpus.leadCapture.askName);
  });
});

describe('follow-ups keep the academy, demo or consultation topic', () => {
  it.each([
    ['es', '¿qué talleres tienen?', '¿y dónde es?', '/academia/talleres'],
    ['en', 'what workshops do you run?', 'and where is it?', '/academia/talleres'],
    ['es', '¿tienen algún jueguito en la web?', '¿y eso es gratis?', '/games'],
    ['en', 'is there a game I can play on your site?', 'is it free?', '/games'],
    ['es', 'quiero agendar una asesoría', '¿y cuánto cuesta eso?', '/conversemos'],
    ['en', 'I want to book a consultation', 'and how much is that?', '/conversemos'],
  ] as const)('%s: "%s" then "%s" answers about %s', async (locale, opening, followUp, page) => {
    const say = conversation(locale);
    await say(opening);
    const reply = await say(followUp);
    expect([...links(reply), reply.action?.name === 'navigate' ? reply.action.params.path : '']).toContain(pageOf(locale, page));
    for (const phrase of unsure(locale)) expect(reply.message).not.toContain(phrase);
  });

  it.each([
    ['es', 'quiero agendar una asesoría', '¿y eso se paga?', /gratis/],
    ['en', 'I want to book a consultation', 'is that free?', /free/],
  ] as const)('%s: whether the consultation is free is answered about the consultation', async (locale, opening, followUp, fact) => {
    const say = conversation(locale);
    await say(opening);
    expect((await say(followUp)).message).toMatch(fact);
  });
});
