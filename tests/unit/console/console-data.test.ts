/**
 * The console's data on both drivers: the inbox filter (search, form, language, dates, delivery, follow-up) and its
 * CSV (the CLI's format), lead marks with history, the audit log, outbox retries and the failing-channel rule.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { leadDeliveries, leads } from '../../../src/features/leads/tables';
import { operatorAuditLog } from '../../../src/features/console/tables';
import { csvColumns } from '@/features/leads/server/export-csv';
import { leadExportLines } from '@/features/console/server/lead-export';
import { leadOutbox } from '@/features/leads/server/lead-outbox';
import { chatGuestIdOfLead, leadDetail, leadFilterQuery, listLeads, markLead, parseLeadFilter } from '@/features/console/server/leads-inbox';
import { failingChannels, outboxBacklog, problemDeliveries, retryDeliveries } from '@/features/console/server/deliveries';
import { writeAudit } from '@/features/console/server/audit-log';
import { languageReturnPath, safeReturnPath } from '@/features/console/console-paths';

function lead(overrides: Partial<typeof leads.$inferInsert>): typeof leads.$inferInsert {
  return {
    id: randomUUID(),
    formId: 'nuevo-contacto',
    formKind: 'contact',
    locale: 'es',
    firstName: 'Ana',
    lastName: 'Quispe',
    phone: '+51 987 654 321',
    message: 'Quiero una web',
    dedupeKey: `key:${randomUUID()}`,
    ...overrides,
  };
}

describe('safeReturnPath', () => {
  it('keeps console paths and turns anything else into /admin', () => {
    expect(safeReturnPath('/admin/leads?q=ana')).toBe('/admin/leads?q=ana');
    for (const bad of ['https://evil.example/admin', '//evil.example', '/administracion', '/admin/sign-in?next=/admin', '/\\evil', null, '/']) {
      expect(safeReturnPath(bad)).toBe('/admin');
    }
  });
});

describe('languageReturnPath', () => {
  it('keeps the sign-in page with its deep link, and refuses a foreign one', () => {
    expect(languageReturnPath('/admin/sign-in?next=%2Fadmin%2Fleads%3Fq%3Dana')).toBe('/admin/sign-in?next=%2Fadmin%2Fleads%3Fq%3Dana');
    expect(languageReturnPath('/admin/sign-in?next=https://evil.example')).toBe('/admin/sign-in');
    expect(languageReturnPath('/admin/leads?view=mine')).toBe('/admin/leads?view=mine');
    expect(languageReturnPath('https://evil.example')).toBe('/admin');
  });
});

describe('parseLeadFilter', () => {
  it('reads what it understands and ignores the rest', () => {
    const filter = parseLeadFilter({
      q: ' ana ',
      locale: 'fr',
      from: '2026-01-01',
      to: 'yesterday',
      delivery: 'dead',
      status: 'won',
      page: '3',
      form: 'x;drop',
    });
    expect(filter).toEqual({
      q: 'ana',
      form: 'xdrop',
      locale: undefined,
      from: '2026-01-01',
      to: undefined,
      delivery: 'dead',
      status: 'won',
      view: 'all',
      sort: 'newest',
      page: 3,
    });
    expect(leadFilterQuery(filter, 2)).toBe('?q=ana&form=xdrop&from=2026-01-01&delivery=dead&status=won&page=2');
  });

  it('finds the chat guest of a Darky lead from its idempotency key', () => {
    expect(chatGuestIdOfLead({ formId: 'chatbot', dedupeKey: 'key:chatbot:darky-0123456789abcdef0123456789abcdef-abc-1' })).toBe(
      '01234567-89ab-cdef-0123-456789abcdef',
    );
    expect(chatGuestIdOfLead({ formId: 'contacto', dedupeKey: 'fp:abc' })).toBeUndefined();
  });
});

describe.each(testDrivers())('console data (%s)', (driver) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const db = database.db;
    const rows = [
      lead({ firstName: 'Ana', phone: '+51 987 654 321', createdAt: new Date('2026-03-01T15:00:00Z') }),
      lead({
        firstName: 'Bruno',
        lastName: 'Díaz',
        phone: '999 111 222',
        locale: 'en',
        formId: 'eventos',
        formKind: 'event',
        message: 'Evento de marketing',
        createdAt: new Date('2026-03-02T15:00:00Z'),
      }),
      lead({ firstName: 'Carla', phone: '955 000 111', message: 'precio de 100%_off', createdAt: new Date('2026-03-03T04:30:00Z') }),
    ];
    await db.insert(leads).values(rows);
    ids.ana = rows[0]!.id!;
    ids.bruno = rows[1]!.id!;
    ids.carla = rows[2]!.id!;
    await db.insert(leadDeliveries).values([
      { leadId: ids.ana!, channel: 'hubspot', status: 'delivered', attempts: 1, deliveredAt: new Date(Date.now() - 10 * 60_000) },
      { leadId: ids.bruno!, channel: 'hubspot', status: 'dead', attempts: 2, lastError: 'HubSpot unreachable', lastAttemptAt: new Date() },
      { leadId: ids.bruno!, channel: 'email', status: 'pending', attempts: 0 },
    ]);
  });
  afterAll(async () => database?.destroy());

  const names = async (query: Record<string, string>) => (await listLeads(database.db, parseLeadFilter(query))).items.map((i) => i.lead.firstName);

  it('lists newest first and searches name, phone (digits) and text, literally', async () => {
    expect(await names({})).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(await names({ q: 'bruno díaz' })).toEqual(['Bruno']);
    expect(await names({ q: '987654' })).toEqual(['Ana']);
    expect(await names({ q: 'marketing' })).toEqual(['Bruno']);
    expect(await names({ q: '100%_' })).toEqual(['Carla']);
    expect(await names({ q: '%' })).toEqual(['Carla']);
  });

  it('filters by form, language, Lima dates and delivery state, and paginates', async () => {
    expect(await names({ form: 'eventos' })).toEqual(['Bruno']);
    expect(await names({ locale: 'en' })).toEqual(['Bruno']);
    // 2026-03-03T04:30Z is still March 2 in Lima.
    expect(await names({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['Carla', 'Bruno']);
    expect(await names({ delivery: 'dead' })).toEqual(['Bruno']);
    expect(await names({ delivery: 'delivered' })).toEqual(['Ana']);
    expect(await names({ delivery: 'none' })).toEqual(['Carla']);
    const page2 = await listLeads(database.db, parseLeadFilter({ page: '2' }), undefined, 2);
    expect(page2).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(page2.items.map((i) => i.lead.firstName)).toEqual(['Ana']);
  });

  it('marks a lead, keeps the history newest first, and filters by follow-up', async () => {
    const actor = { id: 'op-1', email: 'owner@example.com' };
    expect(await markLead(database.db, actor, ids.ana!, 'contacted', 'Llamada')).toBe(true);
    expect(await markLead(database.db, actor, ids.ana!, 'won', '  Firmó  ')).toBe(true);
    expect(await markLead(database.db, actor, randomUUID(), 'won', undefined)).toBe(false);
    const detail = await leadDetail(database.db, ids.ana!);
    expect(detail?.status).toBe('won');
    expect(detail?.history.map((h) => [h.status, h.note])).toEqual([
      ['won', 'Firmó'],
      ['contacted', 'Llamada'],
    ]);
    expect(await names({ status: 'won' })).toEqual(['Ana']);
    expect(await names({ status: 'new' })).toEqual(['Carla', 'Bruno']);
  });

  it("exports the CLI's columns then the work, the same in batches as in one", async () => {
    let csv = '';
    for await (const chunk of leadExportLines(database.db, parseLeadFilter({}), { batchSize: 2 })) csv += chunk;
    let whole = '';
    for await (const chunk of leadExportLines(database.db, parseLeadFilter({}))) whole += chunk;
    expect(csv).toBe(whole);
    expect(csv.slice(1).startsWith(`${csvColumns.join(',')},status,owner,`)).toBe(true);
    let filtered = '';
    for await (const chunk of leadExportLines(database.db, parseLeadFilter({ locale: 'en' }))) filtered += chunk;
    expect(filtered.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(filtered).toContain('hubspot:dead');
  });

  it('writes the audit log', async () => {
    await writeAudit(database.db, { id: 'op-1', email: 'owner@example.com' }, 'lead.mark', `lead:${ids.ana}`, { status: 'won' });
    const [entry] = await database.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'lead.mark'));
    expect(entry).toMatchObject({ actorEmail: 'owner@example.com', target: `lead:${ids.ana}`, details: { status: 'won' } });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it('shows the backlog and problem deliveries, and raises the banner only after 3 failed tries with no success since', async () => {
    const backlog = await outboxBacklog(database.db);
    expect(backlog.find((b) => b.queue === 'leads' && b.channel === 'hubspot')).toMatchObject({ dead: 1, delivered: 1, pending: 0 });
    expect((await problemDeliveries(database.db)).map((p) => [p.channel, p.status])).toEqual([['hubspot', 'dead']]);
    // 2 failed tries after the last success: not yet.
    expect(await failingChannels(database.db)).toEqual([]);
    await database.db
      .insert(leadDeliveries)
      .values({ leadId: ids.carla!, channel: 'hubspot', status: 'pending', attempts: 1, lastError: 'HubSpot answered 503', lastAttemptAt: new Date() });
    expect(await failingChannels(database.db)).toEqual([{ queue: 'leads', channel: 'hubspot', failedTries: 3, lastError: expect.any(String) }]);
    // An hour later the failures are old news.
    expect(await failingChannels(database.db, new Date(Date.now() + 61 * 60_000))).toEqual([]);
  });

  it('retries a dead letter with a fresh schedule and wakes the worker; delivered and leased rows are left alone', async () => {
    const woken = vi.fn();
    const stop = leadOutbox.onNotified(woken);
    try {
      const [dead] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.status, 'dead'));
      const [delivered] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.status, 'delivered'));
      expect(await retryDeliveries(database.db, 'leads', [dead!.id, delivered!.id])).toEqual([dead!.id]);
      expect(woken).toHaveBeenCalledTimes(1);
      const [again] = await database.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, dead!.id));
      expect(again).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
      await database.db
        .update(leadDeliveries)
        .set({ status: 'dead', lockedUntil: sql`now() + interval '1 minute'` })
        .where(eq(leadDeliveries.id, dead!.id));
      expect(await retryDeliveries(database.db, 'leads', 'all-dead')).toEqual([]);
      await database.db.update(leadDeliveries).set({ lockedUntil: null }).where(eq(leadDeliveries.id, dead!.id));
      expect(await retryDeliveries(database.db, 'leads', 'all-dead')).toEqual([dead!.id]);
      expect(await retryDeliveries(database.db, 'payments', 'all-dead')).toEqual([]);
    } finally {
      stop();
    }
  });
});

describe.each(testDrivers())('a chat lead with an e-mail and no phone in the console (%s)', (driver) => {
  let database: TestDatabase;
  const lucia = lead({ firstName: 'Lucía', lastName: null, phone: null, email: 'lucia@empresa.pe', formId: 'chatbot', message: 'Darky: Chatbot' });
  const again = lead({ firstName: 'Lucía', lastName: 'Paredes', phone: null, email: 'Lucia@Empresa.pe', formId: 'chatbot' });
  const ana = lead({ firstName: 'Ana' });
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await database.db.insert(leads).values([
      { ...lucia, createdAt: new Date('2026-03-01T15:00:00Z') },
      { ...again, createdAt: new Date('2026-03-02T15:00:00Z') },
      { ...ana, createdAt: new Date('2026-03-03T15:00:00Z') },
    ]);
  });
  afterAll(async () => database?.destroy());
  const names = async (query: Record<string, string>) => (await listLeads(database.db, parseLeadFilter(query))).items.map((i) => i.lead.id);

  it('lists and finds it by name and e-mail; a search for digits does not match it', async () => {
    expect(await names({})).toEqual([ana.id, again.id, lucia.id]);
    expect(await names({ q: 'lucia' })).toEqual([again.id, lucia.id]);
    expect(await names({ q: 'lucia@empresa.pe' })).toEqual([again.id, lucia.id]);
    expect(await names({ q: '987654' })).toEqual([ana.id]);
  });

  it('shows its page with the same e-mail as a duplicate, and no phone to call', async () => {
    const detail = await leadDetail(database.db, lucia.id!);
    expect(detail?.lead).toMatchObject({ phone: null, email: 'lucia@empresa.pe' });
    expect(detail?.duplicates.map((d) => d.id)).toEqual([again.id]);
  });

  it('exports it with an empty phone cell', async () => {
    let csv = '';
    for await (const chunk of leadExportLines(database.db, parseLeadFilter({ q: 'lucia' }))) csv += chunk;
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const phone = header!.split(',').indexOf('phone');
    const email = header!.split(',').indexOf('email');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.split(',')[phone]).toBe('');
      expect(row.split(',')[email]?.toLowerCase()).toBe('lucia@empresa.pe');
    }
  });
});
