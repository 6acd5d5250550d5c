/** Darky composes answers from intent + catalogue entry, follows the conversation, and asks back when unsure. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '@/features/darky/protocol';
import { DarkyResponder, type Turn } from '@/features/darky/server/darky-responder';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { parseMessage } from '@/features/darky/message-links';
import { trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

const darky = () => new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })), random: () => 0 });
const turn = (text: string, locale: Turn['locale'] = 'es', history: ChatEvent[] = []): Turn => ({
  guestId: 'g1',
  locale,
  path: '/',
  text,
  history: async () => history,
});
const links = (message: string) => parseMessage(message).filter((p) => p.kind === 'link');

describe('the issue examples', () => {
  it.each([
    ['es', 'hola, quiero una pagina web para mi empresa', '/servicios/webs-y-apps-a-medida?tab=web-corporativa'],
    ['en', 'I need a website for my restaurant', '/en/servicios/webs-y-apps-a-medida?tab=web-corporativa'],
    ['es', 'publicidad en instagram y facebook', '/servicios/impulsamos-tu-marca?tab=medios-sociales'],
  ] as const)('%s "%s" goes to the page of that service', async (locale, text, path) => {
    const [reply] = await darky().reply(turn(text, locale));
    expect(reply!.action).toMatchObject({ name: 'navigate', params: { path } });
  });

  it.each([
    ['en', 'how much does an online store cost', 'E-commerce', '/en/servicios/webs-y-apps-a-medida?tab=web-e-commerce'],
    ['en', 'how much does a website cost?', 'Corporate website', '/en/servicios/webs-y-apps-a-medida?tab=web-corporativa'],
    ['es', 'cuanto cuesta una tienda online', 'E-commerce', '/servicios/webs-y-apps-a-medida?tab=web-e-commerce'],
  ] as const)('%s "%s" names the service, links it and starts the quote with it', async (locale, text, name, href) => {
    const [reply, asks] = await darky().reply(turn(text, locale));
    expect(reply!.message).toContain(name);
    expect(links(reply!.message)).toContainEqual({ kind: 'link', text: name, href, external: false });
    // The exact price is the quote's: its first question follows, the service already known.
    expect(asks!.message).toBe(locale === 'es' ? 'Para empezar, ¿cuál es tu nombre?' : "To start, what's your name?");
  });
});

describe('conversation context', () => {
  it('a follow-up price question is about the last service discussed, read from the stored conversation', async () => {
    const responder = darky();
    const [first] = await responder.reply(turn('quiero un chatbot para mi web'));
    const history: ChatEvent[] = [
      { by: 'user', message: 'quiero un chatbot para mi web', date: 1 },
      { by: 'bot', message: first!.message, action: first!.action, date: 2 },
    ];
    const [followUp] = await responder.reply(turn('¿y cuánto cuesta?', 'es', history));
    expect(links(followUp!.message)[0]).toMatchObject({ href: '/servicios/chatbot-personalizado?tab=chatbot-web' });
  });

  it('without a previous service, a price question gets the general answer, each service linked, the services page, and where the free consultation is', async () => {
    const [reply] = await darky().reply(turn('¿y cuánto cuesta?'));
    const hrefs = links(reply!.message).map((l) => (l.kind === 'link' ? l.href : ''));
    expect(hrefs.at(-1)).toBe('/conversemos');
    expect(hrefs).toContain('/servicios');
    expect(hrefs.slice(0, -1).every((href) => href === '/servicios' || href.startsWith('/servicios/'))).toBe(true);
    expect(reply!.message).toMatch(/cotiza/);
  });
});

describe('unsure', () => {
  // Two really close topics ("cursos" and "talleres" are both the academy's) are what the question is for.
  it('asks one question naming the likeliest topics, each a button', async () => {
    const responder = darky();
    const guess = await responder.understand('es', 'cursos o talleres');
    expect(guess.score).toBeLessThan(0.7);
    const [reply] = await responder.reply(turn('cursos o talleres'));
    const items = (reply!.action?.params as { items: { label: string }[] }).items;
    expect(reply!.message).toMatch(/^¿Buscas .+\?$/);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(reply!.message).toContain(item.label);
  });

  // Small talk half-recognised is not a question to clarify: Darky greets back and offers what it does.
  it('answers small talk it only half-recognises in character, with quick replies, not "¿Buscas …?"', async () => {
    const responder = darky();
    const guess = await responder.understand('es', 'qué tal, cómo has estado');
    expect(guess.score).toBeLessThan(0.7);
    const [reply] = await responder.reply(turn('qué tal, cómo has estado'));
    expect(reply!.message).not.toMatch(/Buscas|No estoy seguro/);
    expect(reply!.message).toMatch(/Darky|ayud/);
    expect(reply!.action?.name).toBe('suggestions');
  });
});

describe('contact facts', () => {
  it('are links: tel:, mailto: and WhatsApp, and the hours are those of the contact catalogue', async () => {
    const [reply] = await darky().reply(turn('necesito hablar con una persona'));
    const hrefs = links(reply!.message).map((l) => (l.kind === 'link' ? l.href : ''));
    expect(hrefs).toEqual(expect.arrayContaining(['https://wa.me/51987654321', 'tel:+5116409000', 'mailto:hola@darkodigital.pe']));
    expect(reply!.message).toContain('lunes a viernes, 9:00 a 18:00');
    expect(reply!.message).not.toMatch(/s[áa]bado/i);
  });
});
