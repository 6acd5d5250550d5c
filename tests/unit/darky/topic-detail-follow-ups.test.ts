/**
 * A short question about the service just discussed ("¿se sincroniza con Facebook?" after an online store) is answered
 * from that service's page, even when a word of it names another service or a contact fact; a request for another
 * service ("¿también hacen…?") is still that other service.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { DarkyReply } from '@/features/darky/server/reply-composer';
import { parseMessage } from '@/features/darky/message-links';
import { trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

function conversation(locale: ChatLocale) {
  const responder = new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })), random: () => 0 });
  const guestId = `guest-${Math.random()}`;
  return async (text: string): Promise<DarkyReply[]> =>
    responder.reply({ guestId, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });
}

/** Darky's replies to `question` asked right after `opening`, in one conversation. */
async function repliesAfter(locale: ChatLocale, opening: string, question: string): Promise<DarkyReply[]> {
  const say = conversation(locale);
  await say(opening);
  return say(question);
}

/** Where a reply sends or links the visitor. */
const pagesOf = (reply: DarkyReply | undefined) => [
  ...(reply?.action?.name === 'navigate' ? [(reply.action.params as { path: string }).path] : []),
  ...parseMessage(reply?.message ?? '').flatMap((part) => (part.kind === 'link' ? [part.href] : [])),
];

const STORE = 'tab=web-e-commerce';
const APPS = 'tab=apps-web-movil';
const CORPORATE = 'tab=web-corporativa';

describe("a detail of the service under discussion is its page's sentence", () => {
  it.each([
    ['es', 'me gustaría vender por internet con una tienda online', '¿el catálogo se sincroniza con facebook?', STORE, /facebook/i],
    ['en', 'thinking about an online store for my shop', 'does it sync the catalog with facebook?', STORE, /facebook/i],
    ['es', 'necesito una aplicación móvil para mis clientes', '¿la publican en google play?', APPS, /google play/i],
    ['en', 'we need a mobile app for our customers', 'will you release it on google play?', APPS, /google play/i],
    ['es', 'quiero una web corporativa', '¿viene con certificado ssl?', CORPORATE, /ssl/i],
    ['en', 'looking for a corporate website', 'does it come with an ssl certificate?', CORPORATE, /ssl/i],
  ] as const)('%s: %s → %s', async (locale, opening, question, page, said) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(pagesOf(reply).join(' ')).toContain(page);
    expect(reply!.message).toMatch(said);
  });

  it.each([
    ['es', 'quiero una web corporativa', '¿y también me pueden hacer la publicidad en redes?', 'medios-sociales'],
    ['en', 'looking for a corporate website', 'could you also run our social media ads?', 'medios-sociales'],
  ] as const)('%s: another service asked for after one is that service', async (locale, opening, question, page) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(pagesOf(reply).join(' ')).toContain(page);
  });
});

describe("the free consultation's own facts, asked after it was discussed or while its time is chosen", () => {
  it.each([
    ['es', 'quisiera agendar una reunión con ustedes', '¿y es en persona o virtual?', /videollamada/],
    ['en', "I'd like to reserve a consultation", 'will we meet in person or by video?', /video call/],
    ['es', 'quisiera agendar una reunión con ustedes', '¿cuál es la duración?', /30 minutos/],
    ['en', "I'd like to reserve a consultation", "what's the duration?", /30 minutes/],
    ['es', 'quisiera agendar una reunión con ustedes', '¿y los domingos atienden?', /lunes a viernes/],
    ['en', "I'd like to reserve a consultation", 'any chance on a sunday?', /Monday to Friday/],
  ] as const)('%s: %s → %s', async (locale, opening, question, said) => {
    const replies = await repliesAfter(locale, opening, question);
    expect(replies[0]!.message).toMatch(said);
    expect(pagesOf(replies[0]).join(' ')).toContain('/conversemos');
  });
});

describe('facts the service pages state, asked in one message', () => {
  it.each([
    ['es', '¿la web corporativa ya incluye el hosting?', /hosting/, CORPORATE],
    ['en', 'does a corporate website include the hosting?', /hosting/, CORPORATE],
    ['es', '¿una web corporativa incluye un panel para editar los textos?', /sin programar/, CORPORATE],
    ['en', 'does a corporate website include a way to edit the copy?', /without coding/, CORPORATE],
    ['es', '¿el probador de lentes almacena mi rostro?', /dispositivo/, '/innovaciones/probador'],
    ['en', 'has the glasses try-on saved my face anywhere?', /device/, '/innovaciones/probador'],
    ['en', 'I want a try-on for my optical store', /./, 'probadores-virtuales'],
  ] as const)('%s: %s', async (locale, question, said, page) => {
    const [reply] = await conversation(locale)(question);
    expect(reply!.message).toMatch(said);
    expect(pagesOf(reply).join(' ')).toContain(page);
  });
});

describe('examples asked for after a service are the case of that service', () => {
  it.each([
    ['es', 'nos interesa un juego interactivo para una feria', '¿me muestras un caso parecido que hayan hecho?', '/portafolio/tappers'],
    ['en', 'we are looking at an interactive game for a trade show', 'got any examples of that kind of thing?', '/portafolio/tappers'],
  ] as const)('%s: %s → %s', async (locale, opening, question, page) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(pagesOf(reply).join(' ')).toContain(page);
  });
});

describe('a short question after the job offer is about applying', () => {
  it.each([
    ['es', 'quisiera postular a unas prácticas de diseño', '¿y dónde envío mi portafolio?', /talento@/],
    ['es', 'quisiera postular a unas prácticas de diseño', '¿qué áreas tienen?', /desarrollo/],
    ['en', "I'd like to apply for an internship in development", 'where do I send my portfolio?', /talento@/],
    ['en', "I'd like to apply for an internship in development", 'which areas do you have?', /data/],
  ] as const)('%s: %s → %s', async (locale, opening, question, said) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(reply!.message).toMatch(said);
  });
});

describe("an event's format asked after the event", () => {
  it.each([
    ['es', 'cuéntame sobre el evento Darky Day', '¿y se puede seguir a distancia?', /transmisión en vivo/i],
    ['en', 'tell me about the Darky Day event', 'is there a way to join it remotely?', /live stream/i],
  ] as const)('%s: %s → %s', async (locale, opening, question, said) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(reply!.message).toMatch(said);
  });
});

describe('the language of what was discussed, asked about it, is not a switch of language', () => {
  it.each([
    ['es', 'quiero ver la demo de Darky en 3D', '¿y habla también en inglés?', /inglés/, '/innovaciones/darky-3D'],
    ['en', 'show me the Darky 3D demo', 'can it talk in Spanish as well?', /Spanish/, '/innovaciones/darky-3D'],
  ] as const)('%s: %s → %s', async (locale, opening, question, said, page) => {
    const [reply] = await repliesAfter(locale, opening, question);
    expect(reply!.message).toMatch(said);
    expect(pagesOf(reply).join(' ')).toContain(page);
  });
});
