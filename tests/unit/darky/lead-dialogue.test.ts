/**
 * Darky's lead dialogue as a form's twin: its state in the database (another process, or the same one after a
 * restart, takes the next answer), and the lead filed through the forms' receiving path (IP allowance, bot trap, IP).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { resetLeadRateLimiter } from '@/features/leads/server/rate-limit';
import { DarkyResponder, type Turn } from '@/features/darky/server/darky-responder';
import { fileChatLead } from '@/features/darky/server/darky-runtime';
import { chatGuestIdOfLead } from '@/features/console/server/leads-inbox';
import { openSlots } from '@/features/leads/server';
import { DbLeadDialogueStore } from '@/features/darky/server/db-lead-dialogue-store';
import { LeadCaptureDialogues, type ChatLeadSubmission, type SubmitLeadFn } from '@/features/darky/server/lead-capture';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { closeDb, useDatabase } from '@/server/db';
import { leads } from '../../../src/features/leads/tables';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { trainFixtureModel } from './support';

let model: TrainedDarkyModel;
const savedEnv = { ...process.env };
beforeAll(async () => {
  model = await trainFixtureModel();
});
afterAll(() => {
  process.env = { ...savedEnv };
  resetEnvCache();
});

const turn = (guestId: string, text: string, extra: Partial<Turn> = {}): Turn => ({
  guestId,
  locale: 'es',
  path: '/servicios',
  text,
  history: async () => [],
  ...extra,
});

describe.each(testDrivers())('lead dialogues on %s', (driver) => {
  /** A fresh database (for the site's getDb once passed to useDatabase), leads delivered nowhere, an IP allowance of `points` leads. */
  async function openLeadsDatabase(points: string): Promise<TestDatabase> {
    process.env.LOG_LEVEL = 'silent';
    process.env.LEADS_RATE_LIMIT_POINTS = points;
    for (const key of ['REDIS_URL', 'DATABASE_URL', 'HUBSPOT_PORTAL_ID', 'LEADS_WEBHOOK_URL', 'SMTP_URL']) delete process.env[key];
    resetEnvCache();
    resetLeadRateLimiter();
    return openTestDatabase(driver);
  }

  let database: TestDatabase;
  afterEach(async () => {
    await closeDb();
    await database?.destroy();
    resetLeadRateLimiter();
  });

  it("go on in another process and after a restart, and file the lead with the IP through the forms' path", async () => {
    database = await openLeadsDatabase('2');
    useDatabase(database);
    const filed = vi.fn<SubmitLeadFn>((input: ChatLeadSubmission) => fileChatLead(input));
    // Two processes: each its own dialogues object, one database.
    const instance = (db: () => Promise<typeof database.db>) =>
      new DarkyResponder(model, { leads: new LeadCaptureDialogues(filed, 30 * 60 * 1000, new DbLeadDialogueStore(db)), random: () => 0 });
    const a = instance(async () => database.db);
    const b = instance(async () => database.db);
    const ip = '203.0.113.77';

    expect((await a.reply(turn('guest-1', 'quiero una cotización', { ip }))).at(-1)!.message).toMatch(/nombre/);
    expect((await b.reply(turn('guest-1', 'Ana Torres', { ip })))[0]!.message).toMatch(/Ana.*teléfono/);
    // A restart: the database is closed and opened again, a new process answers.
    await database.close();
    const reopened = await database.reopen();
    useDatabase(reopened);
    const c = instance(async () => reopened.db);
    expect((await c.reply(turn('guest-1', '987 654 321', { ip })))[0]!.message).toMatch(/correo/);
    const d = instance(async () => reopened.db);
    expect((await d.reply(turn('guest-1', 'ana@empresa.pe', { ip })))[0]!.action?.name).toBe('suggestions');
    expect((await c.reply(turn('guest-1', 'Chatbot Personalizado', { ip })))[0]!.message).toMatch(/Ana Torres · 987 654 321 · ana@empresa\.pe · Chatbot/);
    expect((await d.reply(turn('guest-1', 'Sí, enviar', { ip })))[0]!.message).toMatch(/Listo, Ana/);
    // Filed and closed: the dialogue is gone from the database.
    expect(await new DbLeadDialogueStore(async () => reopened.db).load('guest-1')).toBeUndefined();
    expect((await reopened.db.select({ ip: leads.ip }).from(leads)).map((row) => row.ip)).toEqual([ip]);
    await closeDb();
    expect(filed).toHaveBeenCalledTimes(1);
    expect(filed.mock.calls[0]![0]).toMatchObject({
      formId: 'chatbot',
      fields: { firstName: 'Ana', phone: '987 654 321', email: 'ana@empresa.pe', service: 'chatbot' },
      context: { ip },
    });
    expect(filed.mock.calls[0]![0].honeypot).toBeUndefined();
  }, 180_000);

  it('out of hours takes an e-mail or a phone in one step, in Spanish and English, and files an e-mail-only lead the console links to its chat', async () => {
    database = await openLeadsDatabase('10');
    useDatabase(database);
    const responder = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(fileChatLead, 30 * 60 * 1000, new DbLeadDialogueStore(async () => database.db)),
      random: () => 0,
    });
    const guest = '0123456789abcdef0123456789abcdef';
    const opened = await responder.startLeadCapture(guest, 'es', 'Ahora el equipo está fuera de horario.');
    expect(opened.map((r) => r.message)).toEqual(['Ahora el equipo está fuera de horario.', 'Para empezar, ¿cuál es tu nombre?']);
    const say = async (text: string, locale: 'es' | 'en' = 'es', guestId = guest) => (await responder.reply(turn(guestId, text, { locale })))[0]!;
    expect((await say('Lucía Paredes')).message).toBe('Gracias, Lucía. ¿Dónde te escribimos? Déjame tu correo o tu teléfono, el que prefieras.');
    expect((await say('no sé')).message).toMatch(/^No encontré un correo ni un teléfono válido/);
    // The e-mail inside a sentence; no phone asked after it.
    expect((await say('escríbeme a Lucia@Empresa.pe por favor')).message).toMatch(/servicio/i);
    const summary = await say('Chatbot Personalizado');
    expect(summary.message).toBe('Reviso tus datos: Lucía Paredes · lucia@empresa.pe · Chatbot Personalizado. ¿Lo envío?');
    const buttons = (summary.action?.params.items as Array<{ label: string }>).map((item) => item.label);
    expect(buttons).toEqual(['Sí, enviar', 'Corregir nombre', 'Corregir contacto', 'Cambiar servicio']);
    expect((await say('Sí, enviar')).message).toBe(
      '¡Listo, Lucía! Recibimos tu solicitud de Chatbot Personalizado. El equipo te escribirá a lucia@empresa.pe muy pronto.',
    );
    const [stored] = await database.db.select().from(leads);
    expect(stored).toMatchObject({ formId: 'chatbot', firstName: 'Lucía', lastName: 'Paredes', phone: null, email: 'lucia@empresa.pe' });
    // The console finds the conversation (its transcript) from the lead.
    expect(chatGuestIdOfLead(stored!)).toBe('01234567-89ab-cdef-0123-456789abcdef');

    // In English, a phone is taken instead, in E.164 with Peru's +51 when none is typed.
    const english = 'fedcba9876543210fedcba9876543210';
    await responder.startLeadCapture(english, 'en', 'The team is out of office right now.');
    expect((await say('Sam Reyes', 'en', english)).message).toBe('Thanks, Sam. Where can we reach you? Leave your e-mail or your phone, whichever you prefer.');
    expect((await say('nope', 'en', english)).message).toMatch(/^I couldn't find a valid e-mail or phone/);
    const services = await say('call me on 987 654 321', 'en', english);
    const service = (services.action?.params.items as Array<{ label: string }>)[0]!.label;
    expect((await say(service, 'en', english)).message).toMatch(/Sam Reyes · \+51987654321 · /);
    expect((await say('Yes, send it', 'en', english)).message).toMatch(/^All set, Sam!.*call you at \+51987654321/);
    expect((await database.db.select({ phone: leads.phone, email: leads.email }).from(leads)).find((l) => l.phone)).toEqual({
      phone: '+51987654321',
      email: null,
    });
    await closeDb();
  }, 180_000);

  it("spends the IP's lead allowance (then points to WhatsApp and the phone), records the IP, and ignores a script's answers", async () => {
    database = await openLeadsDatabase('2');
    useDatabase(database);
    const darky = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(fileChatLead, 30 * 60 * 1000, new DbLeadDialogueStore(async () => database.db)),
      random: () => 0,
    });
    const dialogue = async (guestId: string, ip: string, phone: string, receivedAt?: () => number) => {
      const at = (text: string) => turn(guestId, text, { ip, ...(receivedAt ? { receivedAt: receivedAt() } : {}) });
      await darky.reply(at('quiero una cotización'));
      await darky.reply(at('Ana Torres'));
      await darky.reply(at(phone));
      await darky.reply(at('Omitir'));
      await darky.reply(at('Chatbot Personalizado'));
      return (await darky.reply(at('Sí, enviar')))[0]!.message;
    };

    expect(await dialogue('guest-a', '203.0.113.8', '987 654 001')).toMatch(/Listo, Ana/);
    expect(await dialogue('guest-b', '203.0.113.8', '987 654 002')).toMatch(/Listo, Ana/);
    // The third lead from the same IP within the window: the allowance (LEADS_RATE_LIMIT_POINTS=2) is spent.
    expect(await dialogue('guest-c', '203.0.113.8', '987 654 003')).toMatch(/No pude registrar.*WhatsApp/);
    // A script that fired its answers before reading the questions (each arrived before it was asked): answered like
    // a success, as a form's honeypot is, and nothing is stored.
    const early = Date.now() - 60_000;
    expect(await dialogue('guest-d', '198.51.100.9', '987 654 004', () => early)).toMatch(/Listo, Ana/);

    const rows = await database.db.select({ phone: leads.phone, ip: leads.ip, formId: leads.formId }).from(leads);
    expect(rows.map((row) => [row.formId, row.ip]).sort()).toEqual([
      ['chatbot', '203.0.113.8'],
      ['chatbot', '203.0.113.8'],
    ]);
  }, 180_000);

  it("books a time in the chat through the forms' path: one booking per time, the second visitor offered fresh times", async () => {
    database = await openLeadsDatabase('10');
    useDatabase(database);
    const free = async () => (await openSlots(database.db)).map((slot) => slot.start);
    const darky = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(fileChatLead, 30 * 60 * 1000, new DbLeadDialogueStore(async () => database.db), free),
      openSlots: async () => openSlots(database.db),
      random: () => 0,
    });
    const offered = (reply: { action?: { params: Record<string, unknown> } } | undefined) =>
      ((reply?.action?.params.items as Array<{ label: string }> | undefined) ?? []).map((item) => item.label);
    // Both visitors see the same first time and choose it; each fills in the rest.
    const first = offered((await darky.reply(turn('guest-x', '¿podemos agendar una reunión?'))).at(-1));
    const second = offered((await darky.reply(turn('guest-y', '¿podemos agendar una reunión?'))).at(-1));
    expect(first[0]).toBeDefined();
    expect(second[0]).toBe(first[0]);
    for (const [guest, phone] of [
      ['guest-x', '987 654 011'],
      ['guest-y', '987 654 012'],
    ] as const) {
      await darky.reply(turn(guest, first[0]!));
      await darky.reply(turn(guest, `Ana Torres ${phone}`));
      await darky.reply(turn(guest, 'Omitir'));
    }
    const booked = await darky.reply(turn('guest-x', 'Sí, enviar'));
    expect(booked[0]!.message).toMatch(/Listo, Ana.*\/api\/appointments\/[0-9a-f-]{36}\.ics/);
    // The time was taken meanwhile: the pipeline's own message, and the free times without it.
    const taken = await darky.reply(turn('guest-y', 'Sí, enviar'));
    expect(taken[0]!.message).toMatch(/^Ese horario acaba de ser reservado\./);
    const fresh = offered(taken.at(-1));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain(first[0]);
    const rows = await database.db.select({ slot: leads.slotStart, form: leads.formId }).from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.form).toBe('chatbot');
  }, 180_000);
});
