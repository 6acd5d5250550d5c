/**
 * Advice sessions booked with a lead (/conversemos): the slots still free, the booked slot of a lead, and its
 * calendar file. A slot is stored on the lead (`leads.slot_start`, unique): two visitors cannot both take it.
 */
import 'server-only';
import { and, eq, gte, isNotNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { localeTags, type Locale } from '@/i18n/routing';
import { localeOr, messagesOf } from '@/i18n/server-messages';
import { getSharedCatalogue } from '@/content/catalogue.server';
import type { SchedulingCatalogue } from '@/content/schemas';
import type { Database } from '@/server/db';
import { leads, type Lead } from '@/features/leads/tables';
import { buildIcs } from '../scheduling/ics';
import { availableSlots, type Slot } from '../scheduling/slots';

export function schedulingConfig(): SchedulingCatalogue {
  return getSharedCatalogue('scheduling');
}

/** Slot values (UTC ISO) already booked from `since` on. */
export async function bookedSlotValues(db: Database, since: Date): Promise<Set<string>> {
  const rows = await db
    .select({ start: leads.slotStart })
    .from(leads)
    .where(and(isNotNull(leads.slotStart), gte(leads.slotStart, since)));
  return new Set(rows.map((row) => row.start!.toISOString()));
}

/** The slots a visitor may choose now: configured, ahead of the lead time, not booked. */
export async function openSlots(db: Database, now = new Date(), config = schedulingConfig()): Promise<Slot[]> {
  return availableSlots(config, now, await bookedSlotValues(db, now));
}

/** Thrown by storeLead when the unique index refuses a slot another lead took first. */
export class SlotTakenError extends Error {
  constructor() {
    super('slot already booked');
    this.name = 'SlotTakenError';
  }
}

/** Whether a database error is the unique index on slot_start (node-postgres and PGlite errors; drizzle wraps them in `cause`). */
export function isSlotConflict(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && (e.constraint === 'leads_slot_start_idx' || e.message?.includes('leads_slot_start_idx'))) return true;
  }
  return false;
}

export interface Appointment {
  leadId: string;
  start: Date;
  end: Date;
  locale: Locale;
}

export async function appointmentOf(db: Database, leadId: string): Promise<Appointment | null> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return null;
  const [row] = await db.select({ start: leads.slotStart, locale: leads.locale }).from(leads).where(eq(leads.id, leadId));
  if (!row?.start) return null;
  const minutes = schedulingConfig().slotMinutes;
  return { leadId, start: row.start, end: new Date(row.start.getTime() + minutes * 60_000), locale: row.locale === 'en' ? 'en' : 'es' };
}

/** The words of a booked session (messages Appointment): read outside any request too (the outbox, the .ics endpoint). */
function appointmentWords(locale: Locale) {
  return createTranslator({ locale, messages: messagesOf(locale), namespace: 'Appointment' });
}

/** The .ics of a booked session, for the visitor's download and the agency's e-mail notice. */
export function appointmentIcs(appointment: Pick<Appointment, 'leadId' | 'start' | 'end' | 'locale'>, stamp = new Date(), config = schedulingConfig()): string {
  const t = appointmentWords(appointment.locale);
  return buildIcs({
    uid: `${appointment.leadId}@darkodigital.pe`,
    start: appointment.start,
    end: appointment.end,
    stamp,
    timeZone: config.timeZone,
    summary: t('calendar.summary'),
    description: t('calendar.description'),
    location: config.meeting.location,
    organizerEmail: config.meeting.organizer,
  });
}

/** A slot in words in the visitor's language and the agency's time zone: "lunes, 7 de diciembre de 2026, 09:00 – 09:30 (hora de Lima)". */
export function describeSlot(start: Date, minutes: number, locale: Locale, timeZone: string): string {
  const tag = localeTags[locale];
  const day = new Intl.DateTimeFormat(tag, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const end = new Date(start.getTime() + minutes * 60_000);
  const city = timeZone.split('/')[1]!.replaceAll('_', ' ');
  return appointmentWords(locale)('slot', { day, start: time.format(start), end: time.format(end), city });
}

/** The booked slot of a lead in words, for notices. */
export function leadSlotText(lead: Pick<Lead, 'slotStart' | 'locale'>, config = schedulingConfig()): string | null {
  if (!lead.slotStart) return null;
  return describeSlot(lead.slotStart, config.slotMinutes, localeOr(lead.locale), config.timeZone);
}
