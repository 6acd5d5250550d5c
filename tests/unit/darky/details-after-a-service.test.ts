/**
 * Contact details typed right after a service was discussed take up its quote with what is known (the service, the
 * name or phone just given), and only the missing is asked; a question typed while the name is awaited is never filed
 * as a name, and a question about the agency's name is not a company given.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { findVisitorDetails } from '@/features/darky/nlu/visitor-details';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { ChatEvent, ChatLocale } from '@/features/darky/protocol';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

async function talk(locale: ChatLocale, ...turns: string[]) {
  const leads = new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' }));
  const responder = new DarkyResponder(model, { leads, random: () => 0 });
  const guestId = `guest-${Math.random()}`;
  const history: ChatEvent[] = [];
  let said: string[] = [];
  for (const text of turns) {
    const replies = await responder.reply({ guestId, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [...history] });
    history.push({ by: 'user', message: text, date: Date.now() }, ...replies.map((reply) => ({ by: 'bot' as const, ...reply, date: Date.now() })));
    said = replies.map((reply) => reply.message);
  }
  return { said: said.join(' '), active: await leads.isActive(guestId) };
}

describe('details after a service', () => {
  it.each([
    ['es', ['¿hacen apps para gimnasios?', 'me llamo lucía torres'], /Gracias, Lucía\b.*teléfono/s],
    ['en', ['do you build online shops?', "I'm Daniel Ortiz"], /Thanks, Daniel\b.*phone/s],
  ] as const)('%s: %j starts the quote with the name, asking the phone next', async (locale, turns, next) => {
    const { said, active } = await talk(locale, ...turns);
    expect(active).toBe(true);
    expect(said).toMatch(next);
    // Neither the name nor the service is asked again.
    expect(said).not.toMatch(/cuál es tu nombre|what's your name|qué servicio|which service/i);
  });

  it('a phone after a service completes the quote with it, asking only the name', async () => {
    const { said } = await talk('es', '¿hacen tiendas online?', 'mi cel es 987 111 222');
    expect(said).toMatch(/nombre/);
    expect(said).not.toMatch(/teléfono/);
  });

  it('a question typed while the name is awaited is answered, not taken as the name', async () => {
    const { said } = await talk('en', 'I want a quote for a chatbot', 'what are my options to pay');
    expect(said).toMatch(/Yape/);
    expect(said).not.toMatch(/Thanks, what/i);
    expect(said).toMatch(/your name/);
  });
});

describe('what is not a detail', () => {
  it.each([
    ['es', '¿cómo se llama la empresa y qué es Darky?'],
    ['en', 'what is the company and who is darky'],
  ] as const)('%s: %j gives no company', (locale, text) => {
    expect(findVisitorDetails(locale, text).company).toBeUndefined();
  });

  it('a name typed in lower case is written back capitalised', () => {
    expect(findVisitorDetails('es', 'mi nombre es rosa de la vega').name).toBe('Rosa de la Vega');
  });
});
