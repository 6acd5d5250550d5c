/**
 * A meeting wanted in so many words ("quiero una reunión", "can we set up a call?") is booked in the chat with the free
 * times; a question about the meeting ("¿la asesoría es gratis?") is answered, and a visitor's own customers booking
 * appointments ("patients should book appointments online") is a service, not a meeting with the agency.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatLocale } from '@/features/darky/protocol';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { DarkyResponder } from '@/features/darky/server/darky-responder';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

async function meetingOffered(locale: ChatLocale, text: string): Promise<boolean> {
  const slot = new Date('2026-12-01T15:00:00Z');
  const leads = new LeadCaptureDialogues(
    async () => ({ ok: true, id: 'lead-1' }),
    undefined,
    undefined,
    async () => [slot],
  );
  const responder = new DarkyResponder(model, { leads, random: () => 0, openSlots: async () => [{ start: slot }] });
  const guestId = `guest-${Math.random()}`;
  await responder.reply({ guestId, locale, path: locale === 'en' ? '/en' : '/', text, history: async () => [] });
  return leads.isActive(guestId);
}

describe('a meeting wanted', () => {
  it.each([
    ['es', 'quisiera una videollamada con ustedes'],
    ['es', 'quiero la asesoría'],
    ['en', 'can we hop on a quick call?'],
    ['en', 'we need a new site and i want to schedule a call about it'],
  ] as const)('%s: %s offers the free times', async (locale, text) => {
    expect(await meetingOffered(locale, text)).toBe(true);
  });

  it.each([
    ['es', '¿la asesoría es gratis?'],
    ['en', 'how long is the consultation?'],
    ['en', 'I want my patients to book appointments online'],
  ] as const)('%s: %s books nothing', async (locale, text) => {
    expect(await meetingOffered(locale, text)).toBe(false);
  });
});
