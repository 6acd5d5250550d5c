/** Darky's replies: routes in the visitor's language, answers built from the catalogues, fallback, lead capture. */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubmitLeadInput, SubmitLeadResult } from '@/features/leads/server/submit-lead';
import { DarkyResponder, type Turn } from '@/features/darky/server/darky-responder';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { fixtureKnowledge } from './fixtures/knowledge';
import { trainFixtureModel, trainModelOn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

function responder(submit = vi.fn(async (_: SubmitLeadInput): Promise<SubmitLeadResult> => ({ ok: true, id: 'lead-1' })), m = model) {
  return { darky: new DarkyResponder(m, { leads: new LeadCaptureDialogues(submit), random: () => 0 }), submit };
}
const turn = (text: string, locale: Turn['locale'] = 'es', path = '/', guestId = 'g1'): Turn => ({ guestId, locale, path, text, history: async () => [] });

describe('Darky replies', () => {
  it('greets in each language with the spec texts', () => {
    const { darky } = responder();
    expect(darky.greeting('es').message).toBe('Hola, soy Darky. ¿Cómo te puedo ayudar?');
    expect(darky.greeting('en').message).toBe('Hello, this is Darky. How may I help you?');
  });

  it('navigates to a service tab with the locale prefix of the visitor', async () => {
    const { darky } = responder();
    const [es] = await darky.reply(turn('necesito un chatbot para facebook messenger'));
    expect(es!.action).toEqual({ name: 'navigate', params: { path: '/servicios/chatbot-personalizado?tab=chatbot-messenger', animation: 'navigating' } });
    const [en] = await darky.reply(turn('I need a Facebook Messenger chatbot', 'en'));
    expect(en!.action?.params).toMatchObject({ path: '/en/servicios/chatbot-personalizado?tab=chatbot-messenger' });
  });

  it('navigates to a sub-tab with tab and subtab in the query', async () => {
    const { darky } = responder();
    const [reply] = await darky.reply(turn('quiero una app para android'));
    expect(reply!.action?.params).toMatchObject({ path: '/servicios/webs-y-apps-a-medida?tab=apps-web-movil&subtab=app-movil' });
  });

  it('lists the services of the catalogue, so a content change changes the answer', async () => {
    const { darky } = responder();
    const [before] = await darky.reply(turn('¿qué servicios ofrecen?'));
    expect(before!.message).toContain('Webs y Apps a medida, Chatbot Personalizado y Impulsamos tu marca');
    expect(before!.action?.params).toMatchObject({ path: '/servicios' });

    const renamed = await trainModelOn((locale) => {
      const k = fixtureKnowledge(locale);
      k.services[2]!.name = locale === 'es' ? 'Marketing que vende' : 'Marketing that sells';
      return k;
    });
    const [after] = await responder(undefined, renamed).darky.reply(turn('¿qué servicios ofrecen?'));
    expect(after!.message).toContain('Marketing que vende');
  });

  it('answers contact data from the contact catalogue and asks for a human with WhatsApp', async () => {
    const { darky } = responder();
    const [human] = await darky.reply(turn('necesito hablar con una persona'));
    expect(human!.message).toContain('https://wa.me/51987654321');
    expect(human!.message).toContain('+51 1 640 9000');
  });

  it('switches language with a change-language action', async () => {
    const { darky } = responder();
    const [reply] = await darky.reply(turn('háblame en inglés por favor'));
    expect(reply!.action).toEqual({ name: 'change-language', params: { locale: 'en' } });
  });

  it('opens the form of the service page the visitor is on', async () => {
    const { darky } = responder();
    const [reply] = await darky.reply(turn('quiero llenar el formulario', 'es', '/servicios/chatbot-personalizado'));
    expect(reply!.action).toEqual({ name: 'open-form', params: { formId: 'chatbot-personalizado' } });
  });

  it('scrolls to the join-the-team section when already on the about page', async () => {
    const { darky } = responder();
    const [onAbout] = await darky.reply(turn('quiero trabajar con ustedes', 'es', '/nosotros'));
    expect(onAbout!.action).toEqual({ name: 'scroll-to', params: { id: 'join-team' } });
    expect(onAbout!.message).toContain('talento@darkodigital.pe');
  });

  it('falls back to suggestions instead of guessing when it does not understand', async () => {
    const { darky } = responder();
    for (const text of ['zxqv blorp', 'the sky is blue today']) {
      const [reply] = await darky.reply(turn(text, 'en'));
      expect(reply!.action?.name).toBe('suggestions');
      const items = reply!.action!.params.items as { label: string; message: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('lead capture in chat', () => {
  it('asks name, phone and service, then files a chatbot lead', async () => {
    const { darky, submit } = responder();
    const start = await darky.reply(turn('quiero una cotización', 'es', '/servicios', 'lead-guest'));
    expect(start.at(-1)!.message).toMatch(/nombre/);
    const phone = await darky.reply(turn('Ana Torres', 'es', '/servicios', 'lead-guest'));
    expect(phone[0]!.message).toMatch(/Ana.*teléfono/);
    const email = await darky.reply(turn('987 654 321', 'es', '/servicios', 'lead-guest'));
    expect(email[0]!.message).toMatch(/correo/);
    const service = await darky.reply(turn('Omitir', 'es', '/servicios', 'lead-guest'));
    expect(service[0]!.action?.name).toBe('suggestions');
    const summary = await darky.reply(turn('Chatbot Personalizado', 'es', '/servicios', 'lead-guest'));
    expect(summary[0]!.message).toBe('Reviso tus datos: Ana Torres · 987 654 321 · sin correo · Chatbot Personalizado. ¿Lo envío?');
    expect(submit).not.toHaveBeenCalled();
    const done = await darky.reply(turn('Sí, enviar', 'es', '/servicios', 'lead-guest'));
    expect(done[0]!.message).toMatch(/Listo, Ana/);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0]).toMatchObject({
      formId: 'chatbot',
      locale: 'es',
      fields: { firstName: 'Ana', lastName: 'Torres', phone: '987 654 321', service: 'chatbot' },
      context: { page: '/servicios' },
    });
    // The dialogue is over: the next message is understood normally.
    const [after] = await darky.reply(turn('gracias', 'es', '/servicios', 'lead-guest'));
    expect(after!.message).toMatch(/gusto|nada/);
  });

  it('re-asks a field the pipeline refuses, with its message', async () => {
    const submit = vi
      .fn(async (_: SubmitLeadInput): Promise<SubmitLeadResult> => ({ ok: true, id: 'lead-2' }))
      .mockResolvedValueOnce({ ok: false, errors: { phone: 'Escribe un teléfono válido.' } });
    const { darky } = responder(submit);
    await darky.reply(turn('I want a quote', 'en', '/en', 'g2'));
    await darky.reply(turn('John', 'en', '/en', 'g2'));
    await darky.reply(turn('+51 999 888 777', 'en', '/en', 'g2'));
    await darky.reply(turn('john@example.com', 'en', '/en', 'g2'));
    await darky.reply(turn('Other', 'en', '/en', 'g2'));
    const reask = await darky.reply(turn('Yes, send it', 'en', '/en', 'g2'));
    expect(reask[0]!.message).toMatch(/^Escribe un teléfono válido\. .*phone number/);
    // The corrected phone goes back to the summary, which still holds the rest.
    const summary = await darky.reply(turn('+51 999 888 778', 'en', '/en', 'g2'));
    expect(summary[0]!.message).toMatch(/John · \+51 999 888 778 · john@example\.com · Other/);
    const done = await darky.reply(turn('yes', 'en', '/en', 'g2'));
    expect(done[0]!.message).toMatch(/All set, John/);
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]![0].fields).toMatchObject({ phone: '+51 999 888 778', service: 'other' });
  });

  it('refuses an invalid phone locally and can be cancelled', async () => {
    const { darky, submit } = responder();
    await darky.reply(turn('llámenme', 'es', '/', 'g3'));
    await darky.reply(turn('Luis', 'es', '/', 'g3'));
    const invalid = await darky.reply(turn('mi número es secreto', 'es', '/', 'g3'));
    expect(invalid[0]!.message).toMatch(/no parece válido/);
    const cancelled = await darky.reply(turn('cancelar', 'es', '/', 'g3'));
    expect(cancelled[0]!.message).toMatch(/cancelé/);
    expect(submit).not.toHaveBeenCalled();
  });
});
