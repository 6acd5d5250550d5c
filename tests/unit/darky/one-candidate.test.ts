/**
 * Unsure of a message, Darky asks which topic was meant only when there is a choice: with one topic it could offer,
 * a question with one button costs the visitor a tap for nothing, so that topic is answered (and the turn is still
 * recorded for the team's review).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('one topic to offer', () => {
  it.each([['en', 'so who are u guys']] as const)('%s: %j is answered with about us, and recorded for review', async (locale, text) => {
    const recorded: string[] = [];
    const responder = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'lead-1' })),
      random: () => 0,
      onUnanswered: (message) => recorded.push(message.outcome),
    });
    const replies = await responder.reply({ guestId: `guest-${Math.random()}`, locale, path: '/en', text, history: async () => [] });
    expect(replies.map((reply) => reply.message).join(' ')).not.toMatch(/are you looking for/i);
    expect(replies.some((reply) => reply.action?.name === 'navigate' && String(reply.action.params.path).endsWith('/nosotros'))).toBe(true);
    expect(recorded).toEqual(['clarify']);
  });
});
