/**
 * A language asked about a service the message names ("¿la tienda online puede estar en inglés?") is the languages
 * answer with that service's page, named by its own name; Darky is not being asked to switch its language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import type { DarkyReply } from '@/features/darky/server/reply-composer';
import { parseMessage } from '@/features/darky/message-links';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
}, 60_000);

async function replyTo(locale: ChatLocale, text: string): Promise<DarkyReply[]> {
  const responder = new DarkyResponder(model, { leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })), random: () => 0 });
  return responder.reply({ guestId: `guest-${Math.random()}`, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });
}

const linksOf = (replies: DarkyReply[]) => replies.flatMap((reply) => parseMessage(reply.message).filter((part) => part.kind === 'link'));

describe("a service's languages", () => {
  it.each([
    ['es', '¿la tienda online puede estar en inglés y en español?', 'web-e-commerce', /español e inglés/i],
    ['es', '¿el chatbot responde en inglés también? tengo clientes extranjeros', 'chatbot-personalizado', /español e inglés/i],
    ['en', 'can the chatbot reply in spanish and english?', 'chatbot-personalizado', /spanish and english/i],
  ] as const)('%s: %s → the languages answer with the service', async (locale, text, page, said) => {
    const replies = await replyTo(locale, text);
    expect(replies[0]!.message).toMatch(said);
    expect(replies.some((reply) => reply.action?.name === 'change-language')).toBe(false);
    const links = linksOf(replies);
    const service = links.find((link) => link.kind === 'link' && link.href.includes(page));
    expect(service).toBeDefined();
    // Named by the service's name, never by its bare path.
    expect(service!.kind === 'link' && service!.text.startsWith('/')).toBe(false);
  });

  it('a question about a service without a language in it is not about languages', async () => {
    const replies = await replyTo('es', '¿el chatbot entiende mensajes de voz o solo escritos?');
    expect(replies[0]!.message).not.toMatch(/español e inglés/i);
  });
});
