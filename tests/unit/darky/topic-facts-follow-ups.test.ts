/**
 * A few words about the event, workshop or course under discussion ask for its facts ("¿y en dónde es?", "what time?",
 * "how do I sign up?"), even when the classifier hears another topic in them (the office's hours or address); and a
 * guess built on none of the message's words gives way to the site's sentence that has them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { DarkyResponder, type DarkyModel } from '@/features/darky/server/darky-responder';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { linksOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

describe('a short question about the event, workshop or course discussed', () => {
  it.each([
    ['es', ['quiero ir al darky day', '¿y en dónde es?'], /Larco/, /\/eventos/],
    ['en', ['the darky day event', 'what time?'], /6:30\sPM/, /\/en\/eventos/],
    ['es', ['me interesa el curso de diseño ux', '¿sirve para principiantes?'], /nivel Inicial/, /\/academia\/cursos\//],
    ['en', ['tell me about the landing page workshop', 'how do I sign up?'], /register with the “Save your seat” form/, /\/en\/academia\/talleres/],
    ['es', ['el taller de campañas en redes', 'y a que hora empieza'], /9:30\sa\.\sm\./, /\/academia\/talleres/],
  ] as const)('%s: %j is answered with its facts and its page', async (locale, turns, said, page) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies.map((reply) => reply.message).join(' ')).toMatch(said);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });

  it.each([
    ['es', ['quiero ir al darky day', '¿y atienden los sábados?'], /lunes a viernes/],
    ['en', ['the darky day event', 'do you work on saturdays?'], /Monday to Friday/],
  ] as const)('%s: %j, a question about the agency, is still the agency’s answer', async (locale, turns, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(replies[0]!.message).toMatch(said);
  });
});

describe('a guess that shares no word with the message', () => {
  // A classifier sure of the address whatever it is told: the noise an unknown word gets from the few words it knows.
  const sureOfTheAddress = (): DarkyModel => ({
    ...model,
    nlu: { classify: async () => ({ intent: 'faq.location', score: 0.95, alternatives: [] }) },
  });
  const responderOf = (darky: DarkyModel) =>
    new DarkyResponder(darky, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })), random: () => 0 });
  const ask = (darky: DarkyModel, locale: ChatLocale, text: string) =>
    responderOf(darky).reply({ guestId: `guest-${Math.random()}`, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });

  it.each([
    ['en', 'will they send me a receipt', /receipt/i, /\/en\/pagos/],
    ['es', '¿me mandan comprobante?', /comprobante/i, /\/pagos/],
  ] as const)('%s: %s gives way to the site sentence that has its words', async (locale, question, said, page) => {
    const replies = await ask(sureOfTheAddress(), locale, question);
    expect(replies[0]!.message).toMatch(said);
    expect(replies[0]!.message).not.toMatch(/Larco/);
    expect(linksOf(replies).some((href) => page.test(href))).toBe(true);
  });

  it.each([
    ['es', '¿dónde están ubicados?'],
    ['en', 'where is your office?'],
  ] as const)('%s: %s shares its words with the guess, which stands', async (locale, question) => {
    const replies = await ask(sureOfTheAddress(), locale, question);
    expect(replies[0]!.message).toMatch(/Larco/);
  });
});
