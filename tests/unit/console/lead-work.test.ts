/**
 * The inbox as the sales team's (issue 26), on both drivers: accent- and case-insensitive search over name, phone,
 * e-mail and message; saved views and their counts; owner, call-back day, bulk marks; duplicates and merging; the
 * export with the work, Lima dates, a BOM and the Lima day's file name. And the phone's one display format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { leads } from '../../../src/features/leads/tables';
import { operators } from '../../../src/features/console/tables';
import { displayPhone, phoneE164, telHref, whatsappHref } from '@/features/console/leads/phone';
import { foldForSearch } from '@/features/console/leads/search-text';
import { BOM, exportFileName, exportLeads, limaIso } from '@/features/console/server/lead-export';
import { leadDetail, leadViewCounts, listLeads, markLead, markLeads, mergeLead, parseLeadFilter, updateLeadWork } from '@/features/console/server/leads-inbox';

function lead(overrides: Partial<typeof leads.$inferInsert>): typeof leads.$inferInsert {
  return {
    id: randomUUID(),
    formId: 'contacto',
    formKind: 'contact',
    locale: 'es',
    firstName: 'Ana',
    phone: '+51987000000',
    dedupeKey: `key:${randomUUID()}`,
    ...overrides,
  };
}

describe('phones', () => {
  it('stores E.164 and shows one format, with tel: and WhatsApp links', () => {
    for (const stored of ['987654321', '+51987654321', '+51 987 654 321', '51987654321']) {
      expect(phoneE164(stored)).toBe('+51987654321');
      expect(displayPhone(stored)).toBe('+51 987 654 321');
    }
    expect(displayPhone('012345678')).toBe('+51 1 234 5678');
    expect(displayPhone('+34612345678')).toBe('+34 612 345 678');
    expect(telHref('987654321')).toBe('tel:+51987654321');
    expect(whatsappHref('987654321')).toBe('https://wa.me/51987654321');
    expect(telHref('12')).toBeUndefined();
  });

  it('folds accents and case like the SQL does', () => {
    expect(foldForSearch('Pérez HUAMÁN Ñahui')).toBe('perez huaman nahui');
  });
});

describe('Lima dates in the export', () => {
  it('writes instants with the -05:00 offset and names the file by the Lima day', () => {
    // 23 Nov 22:42 in Lima is the 24th in UTC.
    expect(limaIso(new Date('2026-11-24T03:42:05Z'))).toBe('2026-11-23T22:42:05-05:00');
    expect(exportFileName(new Date('2026-11-24T03:42:05Z'))).toBe('leads-2026-11-23.csv');
  });
});

describe.each(testDrivers())('the sales inbox (%s)', (driver) => {
  let database: TestDatabase;
  const ids: Record<string, string> = {};
  const now = new Date('2026-11-24T15:00:00Z'); // 10:00 in Lima
  const sofia = { id: 'op-sofia', email: 'sofia@agency.pe' };
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const db = database.db;
    await db.insert(operators).values([
      { id: sofia.id, name: 'Sofía Ventas', email: sofia.email, role: 'owner' },
      { id: 'op-luis', name: 'Luis', email: 'luis@agency.pe', role: 'member' },
    ]);
    const rows = [
      lead({ firstName: 'José', lastName: 'Pérez', phone: '+51987111222', email: 'jose@correo.pe', createdAt: new Date('2026-11-20T15:00:00Z') }),
      lead({ firstName: 'Rosa', lastName: 'Huamán', phone: '987333444', message: 'Quiero una tienda en línea', createdAt: new Date('2026-11-23T20:00:00Z') }),
      lead({
        firstName: 'Nelly',
        lastName: 'Ñahui',
        phone: '+51 987 555 666',
        email: 'nelly@empresa.com',
        formId: 'conversemos',
        slotStart: new Date('2026-11-24T16:30:00Z'),
        createdAt: new Date('2026-11-24T06:00:00Z'),
      }),
      // Same phone as José, written differently: a duplicate.
      lead({ firstName: 'Jose', lastName: 'Perez', phone: '987 111 222', createdAt: new Date('2026-11-24T14:00:00Z') }),
    ];
    await db.insert(leads).values(rows);
    for (const [index, key] of ['jose', 'rosa', 'nelly', 'jose2'].entries()) ids[key] = rows[index]!.id!;
  });
  afterAll(async () => database?.destroy());

  const names = async (query: Record<string, string>, operatorId = sofia.id) =>
    (await listLeads(database.db, parseLeadFilter(query), operatorId, 25, now)).items.map((i) => `${i.lead.firstName} ${i.lead.lastName}`);

  it('finds by accent-less, any-case name, e-mail, phone and message words', async () => {
    expect(await names({ q: 'perez' })).toEqual(['Jose Perez', 'José Pérez']);
    expect(await names({ q: 'HUAMAN' })).toEqual(['Rosa Huamán']);
    expect(await names({ q: 'nahui' })).toEqual(['Nelly Ñahui']);
    expect(await names({ q: 'jose@correo' })).toEqual(['José Pérez']);
    expect(await names({ q: 'empresa.com' })).toEqual(['Nelly Ñahui']);
    expect(await names({ q: '987 333 444' })).toEqual(['Rosa Huamán']);
    expect(await names({ q: 'tienda linea' })).toEqual(['Rosa Huamán']);
    expect(await names({ q: 'rosa perez' })).toEqual([]);
  });

  it('flags duplicates by phone', async () => {
    const { items } = await listLeads(database.db, parseLeadFilter({}), sofia.id, 25, now);
    const flagged = Object.fromEntries(items.map((i) => [i.lead.id, i.duplicate]));
    expect(flagged).toEqual({ [ids.jose!]: true, [ids.jose2!]: true, [ids.rosa!]: false, [ids.nelly!]: false });
  });

  it('assigns, sets a call-back day, counts the views and sorts', async () => {
    expect(await updateLeadWork(database.db, [ids.rosa!], { ownerId: sofia.id, callBackOn: '2026-11-24' })).toEqual([ids.rosa]);
    await expect(updateLeadWork(database.db, [ids.rosa!], { ownerId: 'nobody-such' })).rejects.toThrow(RangeError);
    await updateLeadWork(database.db, [ids.nelly!], { ownerId: 'op-luis', callBackOn: '2026-11-30' });
    expect(await names({ view: 'mine' })).toEqual(['Rosa Huamán']);
    expect(await names({ view: 'callback' })).toEqual(['Rosa Huamán']);
    expect(await names({ view: 'booked' })).toEqual(['Nelly Ñahui']);
    // Today in Lima started at 05:00 UTC: Nelly (06:00Z) and the second José (14:00Z).
    expect(await names({ view: 'today' })).toEqual(['Jose Perez', 'Nelly Ñahui']);
    expect(await names({ sort: 'name' })).toEqual(['Jose Perez', 'José Pérez', 'Nelly Ñahui', 'Rosa Huamán']);
    expect(await names({ sort: 'callback' })).toEqual(['Rosa Huamán', 'Nelly Ñahui', 'Jose Perez', 'José Pérez']);
    await markLead(database.db, sofia, ids.rosa!, 'contacted', 'Llamar el lunes');
    expect(await leadViewCounts(database.db, sofia.id, now)).toEqual({ all: 4, new: 3, today: 2, mine: 1, callback: 1, booked: 1 });
    // A won lead leaves "to call back".
    await markLead(database.db, sofia, ids.rosa!, 'won', undefined);
    expect(await names({ view: 'callback' })).toEqual([]);
  });

  it('marks in bulk and merges a duplicate out of the inbox', async () => {
    expect(await markLeads(database.db, sofia, [ids.jose!, ids.jose2!, randomUUID(), 'not-a-uuid'], 'contacted')).toHaveLength(2);
    expect(await mergeLead(database.db, ids.jose!, ids.jose2!)).toBe(true);
    expect(await names({ q: 'perez' })).toEqual(['José Pérez']);
    const kept = await leadDetail(database.db, ids.jose!);
    expect(kept?.duplicates).toEqual([]);
    const merged = await leadDetail(database.db, ids.jose2!);
    expect(merged?.mergedInto).toBe(ids.jose);
    expect(await mergeLead(database.db, ids.jose2!, ids.jose2!)).toBe(false);
  });

  it('exports status, owner, call-back and notes with Lima dates and a BOM', async () => {
    const csv = await exportLeads(database.db, parseLeadFilter({}));
    expect(csv.startsWith(BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(-5)).toEqual(['status', 'owner', 'call_back_on', 'status_changed_at', 'notes']);
    const rosa = csv.slice(csv.indexOf(ids.rosa!));
    expect(rosa).toContain('2026-11-23T15:00:00-05:00');
    expect(rosa).toContain(',won,Sofía Ventas,2026-11-24,');
    expect(rosa).toContain('sofia@agency.pe: Llamar el lunes');
    const nelly = csv.slice(csv.indexOf(ids.nelly!));
    expect(nelly).toContain('2026-11-24T11:30:00-05:00');
    // The merged duplicate is left out, like in the inbox.
    expect(csv).not.toContain(ids.jose2!);
  });
});
