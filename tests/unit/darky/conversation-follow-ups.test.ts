/**
 * Darky remembers what a guest talked about (issue 23): follow-ups on the stored topic answered from the facts
 * catalogue, details said in passing pre-fill the quote, meetings are booked in the chat from /conversemos' open times, and
 * small talk gets a short answer in character.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import { MemoryConversationStateStore } from '@/features/darky/server/conversation-state';
import { DarkyResponder, type ResponderOptions } from '@/features/darky/server/darky-responder';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues, type ChatLeadSubmission } from '@/features/darky/server/lead-capture';
import type { DarkyReply } from '@/features/darky/server/reply-composer';
import { parseMessage } from '@/features/darky/message-links';
import { trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

const filed: ChatLeadSubmission[] = [];
const darky = (options: Partial<ResponderOptions> = {}) =>
  new DarkyResponder(model, {
    leads: new LeadCaptureDialogues(async (lead) => {
      filed.push(lead);
      return { ok: true, id: 'lead-1' };
    }),
    random: () => 0,
    ...options,
  });

/** A conversation of one guest; the stored history is empty, so whatever Darky recalls comes from its state. */
function conversation(responder: DarkyResponder, locale: ChatLocale, guestId = `guest-${Math.random()}`) {
  return async (text: string): Promise<DarkyReply[]> =>
    responder.reply({ guestId, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });
}

const links = (message: string) => parseMessage(message).flatMap((part) => (part.kind === 'link' ? [part.href] : []));
const navigatesTo = (reply: DarkyReply | undefined) => (reply?.action?.name === 'navigate' ? (reply.action.params as { path: string }).path : undefined);

const ECOMMERCE = '/servicios/webs-y-apps-a-medida?tab=web-e-commerce';

describe('follow-ups apply to the topic stored for the guest', () => {
  it.each([
    ['es', 'me interesa armar una tienda virtual', '¿y eso cuánto me saldría?', '¿en cuántas semanas la tendría lista?', ECOMMERCE],
    ['en', "I'd like to open an online shop", 'what would that cost me?', 'how many weeks until it is ready?', `/en${ECOMMERCE}`],
  ] as const)('%s: price and timeline of the e-commerce named turns earlier, from the facts catalogue', async (locale, opening, price, timeline, page) => {
    const say = conversation(darky(), locale);
    const facts = model.packs[locale].facts.services.get('web-e-commerce')!;
    expect(navigatesTo((await say(opening))[0])).toContain(page);

    const [priceReply] = await say(price);
    expect(links(priceReply!.message)).toContainEqual(expect.stringContaining(page));
    expect(priceReply!.message).toContain(facts.dependsOn);
    if (facts.startingPrice) expect(priceReply!.message).toContain(facts.startingPrice);

    const [timelineReply] = await say(timeline);
    expect(timelineReply!.message).toContain(`${facts.timelineWeeks.min}`);
    expect(timelineReply!.message).toContain(`${facts.timelineWeeks.max}`);
    expect(timelineReply!.message).toMatch(locale === 'es' ? /semanas/ : /weeks/);
  });

  it.each([
    ['es', 'quiero ver las lecciones', '¿hay que pagar algo?', '/lessons'],
    ['en', 'show me the lessons', 'do I have to pay for them?', '/en/lessons'],
  ] as const)('%s: "is it free?" after the lessons is answered about the lessons', async (locale, opening, free, page) => {
    const say = conversation(darky(), locale);
    await say(opening);
    const [reply] = await say(free);
    expect(reply!.message).toContain(model.packs[locale].facts.free['lessons.list']);
    expect(links(reply!.message)).toContain(page);
    expect(navigatesTo(reply)).toBe(page);
  });

  it('the topic is the stored state: another responder on the same store answers the follow-up', async () => {
    const states = new MemoryConversationStateStore();
    const guestId = 'guest-two-instances';
    await conversation(darky({ states }), 'es', guestId)('me interesa armar una tienda virtual');
    const [reply] = await conversation(darky({ states }), 'es', guestId)('¿cuánto tiempo toma?');
    expect(navigatesTo(reply)).toContain(ECOMMERCE);
    expect(reply!.message).toMatch(/semanas/);
  });
});

describe('details said in passing', () => {
  it('a phone inside a sentence is not asked again when the quote starts', async () => {
    const say = conversation(darky(), 'es');
    const [noted] = await say('buenas, por si acaso mi celular es 912 345 678');
    expect(noted!.message).not.toMatch(/tel[eé]fono|celular/i);
    const started = await say('quiero cotizar un proyecto');
    expect(started.at(-1)!.message).toBe(model.packs.es.corpus.leadCapture.askName);
    const afterName = await say('Lucía Quispe');
    // Straight to the e-mail: the phone was known.
    expect(afterName.at(-1)!.message).toBe(model.packs.es.corpus.leadCapture.askEmail);
    expect(await say('Omitir')).toMatchObject([{ message: model.packs.es.corpus.leadCapture.askService }]);
    await say('Chatbot Personalizado');
    filed.length = 0;
    await say('Sí, enviar');
    expect(filed[0]?.fields).toMatchObject({ firstName: 'Lucía', lastName: 'Quispe', phone: expect.stringMatching(/912\s?345\s?678|\+51912345678/) });
  });
});

describe('meetings', () => {
  const slots = [
    new Date('2030-03-12T14:00:00Z'), // Tuesday 9:00 in Lima
    new Date('2030-03-12T14:30:00Z'),
    new Date('2030-03-13T20:00:00Z'), // Wednesday 15:00 in Lima
    new Date('2030-03-14T15:00:00Z'), // a fourth one, not said
  ];
  const openSlots = async () => slots.map((start) => ({ start }));

  it.each([
    ['es', '¿podemos coordinar una reunión esta semana?', '/conversemos', ['martes', '9:00 a. m.', '9:30 a. m.', '3:00 p. m.']],
    ['en', 'could we set up a meeting sometime this week?', '/en/conversemos', ['Tuesday', '9:00 AM', '9:30 AM', '3:00 PM']],
  ] as const)(
    '%s: a meeting request names the next three open times in Lima time, links /conversemos and stays in the chat',
    async (locale, text, page, said) => {
      const leads = new LeadCaptureDialogues(
        async () => ({ ok: true, id: 'lead-1' }),
        undefined,
        undefined,
        async () => slots,
      );
      const [reply, ask] = await conversation(darky({ openSlots, leads }), locale)(text);
      // The times wait in the chat: no navigation (on a phone it would close the chat), the page linked instead.
      expect(navigatesTo(reply)).toBeUndefined();
      expect(links(reply!.message)).toContain(page);
      expect(ask!.message).toBe(model.packs[locale].corpus.leadCapture.askSlot);
      // Clock times are written with no-break spaces (src/i18n/format.ts): compared here as plain spaces.
      const message = reply!.message.replace(/[\u00a0\u202f]/g, ' ');
      for (const part of said) expect(message).toContain(part);
      expect(message).not.toMatch(/jueves|Thursday|10:00/);
    },
  );

  it('books one of those times in the chat: a time, the name with the phone, the e-mail, the summary (five turns)', async () => {
    const submitted: ChatLeadSubmission[] = [];
    const responder = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(
        async (lead) => {
          submitted.push(lead);
          return { ok: true, id: '7d4f4a52-1111-4a4a-8a8a-123456789abc' };
        },
        undefined,
        undefined,
        async () => slots,
      ),
      openSlots,
      random: () => 0,
    });
    const say = conversation(responder, 'es');
    const texts = model.packs.es.corpus.leadCapture;
    const opened = await say('¿podemos coordinar una reunión esta semana?');
    const ask = opened.at(-1)!;
    expect(ask.message).toBe(texts.askSlot);
    const buttons = (ask.action!.params.items as Array<{ label: string }>).map((item) => item.label);
    expect(buttons).toHaveLength(4);
    // A question while the times wait is answered, and the times offered again, written out (as a voice reads them).
    const aside = await say('¿es por zoom o presencial?');
    expect(aside.at(-1)).toMatchObject({ message: expect.stringMatching(/^Los próximos horarios libres son .*9:00/), action: { name: 'suggestions' } });
    expect(aside.length).toBeGreaterThan(1);
    expect((await say(buttons[2]!)).at(-1)!.message).toBe(texts.askName);
    expect((await say('Lucía Quispe, 912 345 678')).at(-1)!.message).toBe(texts.askEmail);
    const summary = (await say('lucia@empresa.pe')).at(-1)!;
    expect(summary.message).toContain('Lucía Quispe · +51912345678 · lucia@empresa.pe · ' + buttons[2]);
    expect((summary.action!.params.items as Array<{ label: string }>).map((item) => item.label)).toContain(texts.fix.slot.label);
    expect(submitted).toHaveLength(0);
    const [done] = await say('Sí, enviar');
    expect(submitted[0]).toMatchObject({
      formId: 'chatbot',
      fields: { firstName: 'Lucía', lastName: 'Quispe', email: 'lucia@empresa.pe', slot: slots[2]!.toISOString() },
    });
    expect(done!.message).toContain('Lucía');
    expect(links(done!.message)).toEqual(['/api/appointments/7d4f4a52-1111-4a4a-8a8a-123456789abc.ics']);
  });

  it('a visitor corrects an answer from the summary, and only that one is asked again', async () => {
    const say = conversation(darky(), 'en');
    const texts = model.packs.en.corpus.leadCapture;
    await say('I want a quote for a chatbot');
    await say('John Smith');
    await say('+51 999 888 777');
    const summary = (await say('john@example')).at(-1)!;
    expect(summary.message).toBe(texts.invalidEmail);
    expect((await say('john@example.com')).at(-1)!.message).toMatch(/^Let me check your details: John Smith · \+51 999 888 777 · john@example\.com · /);
    expect((await say(texts.fix.phone.message)).at(-1)!.message).toBe(texts.askPhone.replace('{name}', 'John'));
    expect((await say('+51 999 888 111')).at(-1)!.message).toMatch(/John Smith · \+51 999 888 111 · john@example\.com/);
  });

  it.each([
    ['es', '¿y el miércoles en la tarde?', '3:00 p. m.', '9:00 a. m.'],
    ['en', 'anything on wednesday afternoon?', '3:00 PM', '9:00 AM'],
  ] as const)('%s: a day asked while the times wait offers the free times of that day, written out', async (locale, asked, fits, other) => {
    const leads = new LeadCaptureDialogues(
      async () => ({ ok: true, id: 'lead-1' }),
      undefined,
      undefined,
      async () => slots,
    );
    const say = conversation(darky({ openSlots, leads, now: () => new Date('2030-03-11T15:00:00Z') }), locale);
    await say(locale === 'es' ? '¿podemos coordinar una reunión esta semana?' : 'could we set up a meeting sometime this week?');
    const [times] = await say(asked);
    const message = times!.message.replace(/[\u00a0\u202f]/g, ' ');
    expect(message).toContain(fits);
    expect(message).not.toContain(other);
    expect((times!.action!.params.items as Array<{ label: string }>).map((item) => item.label.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      expect.stringContaining(fits),
    ]);
  });

  it('without known slots it still points to /conversemos, naming no times', async () => {
    const [reply] = await conversation(darky({ openSlots: async () => [] }), 'es')('¿podemos coordinar una reunión esta semana?');
    expect(navigatesTo(reply)).toBe('/conversemos');
    expect(reply!.message).not.toMatch(/a\.\sm\.|p\.\sm\./);
  });
});

describe('a price starts the quote, which the visitor may let pass', () => {
  it.each([
    ['es', '¿cuánto cuesta una tienda online?', 'Rosa Quispe', 'Gracias, Rosa.'],
    ['en', 'how much is an online store?', 'Mary Smith', 'Thanks, Mary.'],
  ] as const)('%s: the reference price, then the name is asked; a name goes on with the quote', async (locale, price, name, thanks) => {
    const say = conversation(darky(), locale);
    const [priced, asks] = await say(price);
    expect(links(priced!.message)).toContainEqual(expect.stringContaining(ECOMMERCE));
    expect(asks!.message).toBe(model.packs[locale].corpus.leadCapture.askName);
    expect((await say(name)).at(-1)!.message).toContain(thanks);
  });

  it.each([
    ['es', '¿cuánto cuesta una tienda online?', 'ok, gracias', /gusto|nada/],
    ['en', 'how much is an online store?', 'how long would it take?', /weeks/],
  ] as const)('%s: anything but a name closes the offer and is answered as usual', async (locale, price, next, answer) => {
    const leads = new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' }));
    const guestId = `guest-${Math.random()}`;
    const say = conversation(darky({ leads }), locale, guestId);
    await say(price);
    expect(await leads.isActive(guestId)).toBe(true);
    const replies = await say(next);
    expect(replies.map((r) => r.message).join(' ')).toMatch(answer);
    expect(await leads.isActive(guestId)).toBe(false);
  });

  it('a question typed while a quote waits for the name is answered, and the name asked again', async () => {
    const say = conversation(darky(), 'es');
    await say('quiero cotizar una tienda online');
    const replies = await say('¿y cuánto demora?');
    expect(replies[0]!.message).toMatch(/semanas/);
    expect(replies.at(-1)!.message).toBe(model.packs.es.corpus.leadCapture.askName);
  });
});

describe('who Darky is and small talk', () => {
  it.each([
    ['es', '¿quién eres tú?', '/nosotros'],
    ['en', 'so who are you?', '/en/nosotros'],
  ] as const)('%s: "who are you" is answered in place, linking the about page', async (locale, text, page) => {
    const [reply] = await conversation(darky(), locale)(text);
    // Small talk never takes the visitor away from the page they are reading.
    expect(reply!.action?.name).not.toBe('navigate');
    expect(links(reply!.message)).toContain(page);
  });

  it.each([
    ['es', 'cuéntame un chiste, porfa'],
    ['es', '¿hace mucho calor hoy en Lima?'],
    ['es', 'eres un bot inútil'],
    ['en', 'tell me something funny'],
    ['en', 'is it going to rain today?'],
    ['en', 'you are a useless bot'],
  ] as const)('%s "%s": a short answer in character, with no link to a service', async (locale, text) => {
    const [reply] = await conversation(darky(), locale)(text);
    // (The team's lines and their page may be offered, "si prefieres hablar con alguien del equipo…": no service.)
    const teamLines = (link: string) => /^(?:tel:|https:\/\/wa\.me\/|(?:\/en)?\/contacto$)/.test(link);
    expect(reply!.message.replace(/\]\([^)]*\)/g, ']').replace(/ (?:Más en|More at) \[[^\]]*\]\.$/, '').length).toBeLessThanOrEqual(200);
    expect(links(reply!.message).filter((link) => !teamLines(link))).toEqual([]);
    expect(reply!.action?.name).not.toBe('navigate');
    expect(reply!.message).not.toMatch(locale === 'es' ? /^(No estoy seguro|¿Buscas)/ : /^(I'm not sure|Are you looking for)/);
  });
});
