// Forms ask for what their pages promise: an e-mail where e-mail is promised, five "how did you hear about us"
// options, and /conversemos books a 30-minute slot (Lima time, no double booking, an .ics file).
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getEnv, resetEnvCache } from '@/config/env';
import { getSharedCatalogue } from '@/content/catalogue.server';
import type { SchedulingCatalogue } from '@/content/schemas';
import { closeDb, useDatabase } from '@/server/db';
import { leads } from '../../../src/features/leads/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { getFormRules } from '@/features/leads/form-rules';
import { validateLeadFields } from '@/features/leads/schema';
import { buildIcs, foldLine } from '@/features/leads/scheduling/ics';
import { availableSlots, isOfferedSlot, zoneOffsetMinutes, zonedTimeToUtc } from '@/features/leads/scheduling/slots';
import { appointmentIcs, describeSlot, openSlots } from '@/features/leads/server/appointments';
import { exportLeadsCsv } from '@/features/leads/server/export-csv';
import { leadOutboxQueue } from '@/features/leads/server/lead-outbox';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import { deliverersFromEnv } from '@/features/leads/server/runtime';
import { submitLead } from '@/features/leads/server/submit-lead';
import { leadValidationTexts } from '@/features/leads/server/validation-texts';
import { FakeHttpReceiver, FakeSmtpSink, freePort } from './support/fake-receivers';

const person = { firstName: 'Lucía', lastName: 'Quispe', phone: '987 654 321', source: 'search' };

describe('e-mail field', () => {
  it("is required on lesson and event forms and optional on contact forms and in Darky's chat (which may also book a time)", () => {
    for (const formId of ['lessons', 'lessons-ux', 'eventos', 'talleres', 'cursos', 'conversemos']) {
      expect(getFormRules(formId)!.required.has('email'), formId).toBe(true);
    }
    expect(getFormRules('contacto')!.fields).toContain('email');
    expect(getFormRules('contacto')!.required.has('email')).toBe(false);
    const chat = getFormRules('chatbot')!;
    expect(chat.fields).toEqual(expect.arrayContaining(['email', 'slot']));
    // Darky takes a name and one way to reach the visitor: a phone or an e-mail (issue 25).
    expect([...chat.required]).toEqual(['firstName']);
    expect(chat.oneOf).toEqual(['phone', 'email']);
    expect(getFormRules('contacto')!.oneOf).toEqual([]);
  });

  it("refuses a lesson sign-up without an e-mail or with a bad one, in the page's language", () => {
    const rules = getFormRules('lessons')!;
    expect(validateLeadFields(rules, leadValidationTexts('es').fields, person)).toEqual({ ok: false, errors: { email: 'Este campo es obligatorio.' } });
    for (const bad of ['ana@', 'ana@empresa', 'ana@@empresa.com', 'ana empresa@x.com', 'ana..b@empresa.com']) {
      expect(validateLeadFields(rules, leadValidationTexts('es').fields, { ...person, email: bad }), bad).toEqual({
        ok: false,
        errors: { email: 'Escribe un correo válido, por ejemplo nombre@empresa.com.' },
      });
    }
    expect(validateLeadFields(rules, leadValidationTexts('en').fields, { ...person, email: 'ana@' })).toEqual({
      ok: false,
      errors: { email: 'Enter a valid e-mail address, for example name@company.com.' },
    });
  });

  it('keeps a good address trimmed with its domain lower-cased', () => {
    const result = validateLeadFields(getFormRules('lessons')!, leadValidationTexts('es').fields, { ...person, email: '  Ana.Perez+web@Empresa.COM.pe ' });
    expect(result).toEqual({ ok: true, fields: { ...person, phone: '987654321', email: 'Ana.Perez+web@empresa.com.pe' } });
  });
});

describe('how did you hear about us', () => {
  it('accepts search engine, social networks, event, recommendation and other, and nothing else', () => {
    const rules = getFormRules('eventos')!;
    for (const source of ['search', 'social', 'event', 'recommendation', 'other']) {
      expect(validateLeadFields(rules, leadValidationTexts('en').fields, { ...person, email: 'a@b.pe', source }).ok, source).toBe(true);
    }
    expect(validateLeadFields(rules, leadValidationTexts('en').fields, { ...person, email: 'a@b.pe', source: 'tv' })).toEqual({
      ok: false,
      errors: { source: 'Choose an option from the list.' },
    });
  });
});

const config: SchedulingCatalogue = {
  timeZone: 'America/Lima',
  slotMinutes: 30,
  weekdays: [1, 2, 3, 4, 5],
  windows: [
    { from: '09:00', to: '10:00' },
    { from: '15:00', to: '16:00' },
  ],
  leadTimeHours: 2,
  horizonDays: 7,
  excludedDates: ['2026-12-08'],
  meeting: { organizer: 'hola@darkodigital.pe', location: 'Video call' },
};

describe('slots', () => {
  it('turns Lima wall-clock times into UTC at UTC-5 in January and July alike (Lima keeps no daylight saving time)', () => {
    expect(zonedTimeToUtc('2027-01-15', '09:00', 'America/Lima').toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(zonedTimeToUtc('2027-07-15', '09:00', 'America/Lima').toISOString()).toBe('2027-07-15T14:00:00.000Z');
    expect(zonedTimeToUtc('2027-03-14', '23:30', 'America/Lima').toISOString()).toBe('2027-03-15T04:30:00.000Z');
    expect(zoneOffsetMinutes(new Date('2027-04-01T12:00:00Z'), 'America/Lima')).toBe(-300);
    // A zone with DST converts with the offset of that date (New York: -4 h in July, -5 h in January).
    expect(zonedTimeToUtc('2027-07-15', '09:00', 'America/New_York').toISOString()).toBe('2027-07-15T13:00:00.000Z');
    expect(zonedTimeToUtc('2027-01-15', '09:00', 'America/New_York').toISOString()).toBe('2027-01-15T14:00:00.000Z');
  });

  it('offers 30-minute slots of the windows on weekdays, after the lead time, within the horizon, without excluded dates', () => {
    // Friday 2026-12-04 08:30 in Lima (13:30 UTC): 09:00 is inside the 2-hour lead time, 15:00 is not.
    const slots = availableSlots(config, new Date('2026-12-04T13:30:00Z'));
    const byDay = new Map<string, string[]>();
    for (const s of slots) byDay.set(s.localDate, [...(byDay.get(s.localDate) ?? []), s.localTime]);
    expect([...byDay]).toEqual([
      ['2026-12-04', ['15:00', '15:30']],
      ['2026-12-07', ['09:00', '09:30', '15:00', '15:30']],
      // 2026-12-08 is excluded (a holiday); the weekend has no slots; the horizon ends on Thursday 10.
      ['2026-12-09', ['09:00', '09:30', '15:00', '15:30']],
      ['2026-12-10', ['09:00', '09:30', '15:00', '15:30']],
    ]);
    expect(slots[0]).toMatchObject({ value: '2026-12-04T20:00:00.000Z', end: new Date('2026-12-04T20:30:00.000Z') });
  });

  it('counts days in Lima, not UTC: at 21:00 Lima (02:00 UTC next day) today is still the Lima date', () => {
    const slots = availableSlots({ ...config, leadTimeHours: 0, horizonDays: 1 }, new Date('2026-12-08T02:00:00Z'));
    expect(slots).toEqual([]); // Monday 7 in Lima: all of its windows are over
    const tomorrow = availableSlots({ ...config, leadTimeHours: 0, horizonDays: 2, excludedDates: [] }, new Date('2026-12-08T02:00:00Z'));
    expect(tomorrow.map((s) => s.localDate)).toEqual(['2026-12-08', '2026-12-08', '2026-12-08', '2026-12-08']);
  });

  it('leaves out booked slots and refuses a value the configuration does not offer', () => {
    const now = new Date('2026-12-04T13:30:00Z');
    const booked = new Set(['2026-12-04T20:00:00.000Z']);
    expect(availableSlots(config, now, booked).map((s) => s.value)).not.toContain('2026-12-04T20:00:00.000Z');
    expect(isOfferedSlot(config, now, '2026-12-07T14:00:00.000Z')).toBe(true);
    expect(isOfferedSlot(config, now, '2026-12-07T14:15:00.000Z')).toBe(false); // not on the grid
    expect(isOfferedSlot(config, now, '2026-12-05T14:00:00.000Z')).toBe(false); // Saturday
    expect(isOfferedSlot(config, now, '2026-12-04T14:00:00.000Z')).toBe(false); // inside the lead time
  });

  it('describes a slot in Lima time in both languages', () => {
    const start = new Date('2026-12-07T14:00:00.000Z');
    expect(describeSlot(start, 30, 'es', 'America/Lima')).toBe('lunes, 7 de diciembre de 2026, 09:00 – 09:30 (hora de Lima)');
    expect(describeSlot(start, 30, 'en', 'America/Lima')).toBe('Monday, December 7, 2026, 09:00 – 09:30 (Lima time)');
  });
});

describe('.ics', () => {
  const text = buildIcs({
    uid: '0b7c3e9e-1111-4222-8333-944455556666@darkodigital.pe',
    start: new Date('2026-12-07T14:00:00.000Z'),
    end: new Date('2026-12-07T14:30:00.000Z'),
    stamp: new Date('2026-12-01T10:05:09.000Z'),
    timeZone: 'America/Lima',
    summary: 'Asesoría; gratuita, 30 min',
    description: 'Línea uno\nLínea dos con una descripción bastante larga para que la línea pase de setenta y cinco octetos',
    location: 'Videollamada',
    organizerEmail: 'hola@darkodigital.pe',
  });
  const unfolded = text.replace(/\r\n /g, '');

  it('is an RFC 5545 calendar: CRLF lines, one VEVENT with UID, DTSTAMP in UTC and the start and end in Lima with its VTIMEZONE', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfolded.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l.startsWith('PRODID:'))).toHaveLength(1);
    expect(lines).toContain('UID:0b7c3e9e-1111-4222-8333-944455556666@darkodigital.pe');
    expect(lines).toContain('DTSTAMP:20261201T100509Z');
    expect(lines).toContain('DTSTART;TZID=America/Lima:20261207T090000');
    expect(lines).toContain('DTEND;TZID=America/Lima:20261207T093000');
    expect(lines).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:America/Lima', 'TZOFFSETFROM:-0500', 'TZOFFSETTO:-0500']));
    expect(lines).toContain('SUMMARY:Asesoría\\; gratuita\\, 30 min');
    expect(unfolded).toContain('DESCRIPTION:Línea uno\\nLínea dos');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const folded = foldLine(`DESCRIPTION:${'ñ'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'ñ'.repeat(80)}`);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe.each(testDrivers())('booking on %s', (driver) => {
  let database: TestDatabase;
  let webhook: FakeHttpReceiver;
  let smtp: FakeSmtpSink;
  const savedEnv = { ...process.env };
  const booking = (slot: string, firstName: string, key?: string) => ({
    formId: 'conversemos',
    locale: 'es' as const,
    fields: { ...person, firstName, email: 'lucia@empresa.pe', slot, service: 'chatbot' },
    context: { ip: '203.0.113.7', idempotencyKey: key },
  });

  beforeAll(async () => {
    webhook = new FakeHttpReceiver(await freePort());
    smtp = new FakeSmtpSink(await freePort());
  });
  beforeEach(async () => {
    Object.assign(process.env, {
      LEADS_WEBHOOK_URL: `${webhook.baseUrl}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: 'secret',
      SMTP_URL: smtp.url,
      LEADS_MAIL_TO: 'ventas@darkodigital.pe',
    });
    resetEnvCache();
    database = await openTestDatabase(driver);
    useDatabase(database);
    webhook.requests.length = 0;
    smtp.messages.length = 0;
  });
  afterEach(async () => {
    await Promise.all([webhook.down(), smtp.down()]);
    await closeDb();
    await database.destroy();
    process.env = { ...savedEnv };
    resetEnvCache();
  });
  afterAll(() => resetEnvCache());

  it('gives a slot to one of two visitors who send it at the same moment; the other hears it was just booked and it is offered no more', async () => {
    const slot = (await openSlots(database.db))[0]!.value;
    const results = await Promise.all([submitLead(booking(slot, 'Ana', 'key-ana-0001')), submitLead(booking(slot, 'Beto', 'key-beto-0001'))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, errors: { slot: 'Ese horario acaba de ser reservado. Elige otro de la lista.' } }]);
    const rows = await database.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slotStart!.toISOString()).toBe(slot);
    expect((await openSlots(database.db)).map((s) => s.value)).not.toContain(slot);
  });

  it('joins a repeated submission (same key) to its first lead instead of calling its own slot taken', async () => {
    const slot = (await openSlots(database.db))[1]!.value;
    const first = await submitLead(booking(slot, 'Ana', 'key-same-0001'));
    const again = await submitLead(booking(slot, 'Ana', 'key-same-0001'));
    expect(first.ok && again.ok).toBe(true);
    expect((again as { id: string }).id).toBe((first as { id: string }).id);
  });

  it('refuses a slot the configuration does not offer (a Sunday at 03:00)', async () => {
    const result = await submitLead(booking('2030-01-06T08:00:00.000Z', 'Ana'));
    expect(result).toEqual({ ok: false, errors: { slot: 'Elige un horario de la lista.' } });
  });

  it("carries the e-mail and the slot to the webhook, the e-mail notice (with an .ics) and the CSV export's last columns", async () => {
    await Promise.all([webhook.up(), smtp.up()]);
    const slot = (await openSlots(database.db))[2]!.value;
    const result = await submitLead(booking(slot, 'Ana', 'key-carry-0001'));
    expect(result.ok).toBe(true);
    const id = (result as { id: string }).id;
    const worker = new OutboxWorker({
      db: async () => database.db,
      queue: leadOutboxQueue,
      deliverers: deliverersFromEnv(getEnv()),
      logger: pino({ level: 'silent' }),
      maxAttempts: 2,
      baseDelayMs: 20,
    });
    expect(await worker.drain()).toBe(2);

    expect(JSON.parse(webhook.requests[0]!.body).lead).toMatchObject({ id, email: 'lucia@empresa.pe', slotStart: slot });
    const raw = smtp.messages[0]!.raw.replace(/=\r\n/g, '');
    expect(raw).toContain('lucia@empresa.pe');
    expect(raw).toContain('Asesor=C3=ADa agendada'); // quoted-printable of "Asesoría agendada"
    expect(raw).toContain(`[${slot}]`);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);

    const [header, row] = (await exportLeadsCsv(database.db)).trim().split('\r\n');
    expect(header!.split(',').slice(-4)).toEqual(['deliveries', 'email', 'slot_start', 'registration_for']);
    expect(row!.split(',').slice(-3)).toEqual(['lucia@empresa.pe', slot, '']);
  });

  it("makes an .ics whose UID is the lead's and whose DTSTART is the slot in Lima time", () => {
    const ics = appointmentIcs(
      { leadId: 'abc', start: new Date('2026-12-07T14:00:00.000Z'), end: new Date('2026-12-07T14:30:00.000Z'), locale: 'en' },
      new Date('2026-12-01T00:00:00Z'),
      getSharedCatalogue('scheduling'),
    );
    expect(ics).toContain('UID:abc@darkodigital.pe');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20261207T090000');
    expect(ics).toContain('SUMMARY:Free consultation with Darko Digital (30 min)');
  });
});
