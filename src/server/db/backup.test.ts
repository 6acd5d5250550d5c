// Logical backups on both drivers: a backup of a database with leads, deliveries and a chat restores into an empty
// one with every row, serial ids continue after the restored ones, and a non-empty target or a foreign file is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { chatEvents, chatGuests } from '@/features/darky/tables';
import { leadDeliveries, leads } from '@/features/leads/tables';
import { BACKUP_FORMAT, countRows, createBackup, parseBackup, restoreBackup, tablesInLoadOrder } from './backup';
import { openTestDatabase, testDrivers, type TestDatabase } from './testing';

describe.each(testDrivers())('backup and restore on %s', (driver) => {
  const opened: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.destroy();
  });

  it("reads the database's tables from its catalogue, each after the tables it references, without generated columns", async () => {
    const database = await openTestDatabase(driver);
    opened.push(database);
    const tables = await tablesInLoadOrder(database.db);
    const names = tables.map((table) => table.name);
    expect(names.indexOf('leads')).toBeLessThan(names.indexOf('lead_deliveries'));
    expect(names.indexOf('leads')).toBeLessThan(names.indexOf('lead_work'));
    expect(names.indexOf('operators')).toBeLessThan(names.indexOf('lead_work'));
    expect(names.indexOf('chat_guests')).toBeLessThan(names.indexOf('chat_events'));
    expect(names.indexOf('payment_links')).toBeLessThan(names.indexOf('payment_notices'));
    expect(names).not.toContain('__drizzle_migrations');
    const leadColumns = tables.find((table) => table.name === 'leads')!.columns;
    expect(leadColumns).toContain('first_name');
    expect(leadColumns).not.toContain('search_text');
  });

  it('restores every row into an empty database, and refuses a non-empty one', async () => {
    const source = await openTestDatabase(driver);
    opened.push(source);
    const ids = Array.from({ length: 30 }, () => crypto.randomUUID());
    await source.db.insert(leads).values(
      ids.map((id, i) => ({
        id,
        formId: 'conversemos',
        formKind: 'contact',
        locale: i % 2 ? 'es' : 'en',
        firstName: `Ana ${i}`,
        phone: '987654321',
        dedupeKey: `k${i}`,
        utm: { utm_source: 'google' },
        message: 'Línea "uno"\nLínea dos',
      })),
    );
    await source.db.insert(leadDeliveries).values({ leadId: ids[0]!, channel: 'email', status: 'dead', attempts: 8, lastError: 'smtp down' });
    await source.db.insert(chatGuests).values({ id: 'guest-1', locale: 'es' });
    await source.db.insert(chatEvents).values([
      { guestId: 'guest-1', by: 'user', message: 'hola' },
      { guestId: 'guest-1', by: 'bot', message: 'Hola', action: { name: 'navigate', params: { path: '/' } } },
    ]);

    const backup = parseBackup(JSON.stringify(await createBackup(source.db, driver)), 'backup.json');
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.migrations.length).toBeGreaterThan(0);

    const target = await openTestDatabase(driver);
    opened.push(target);
    expect(await restoreBackup(target.db, backup)).toMatchObject({ leads: 30, lead_deliveries: 1, chat_guests: 1, chat_events: 2 });
    expect(await countRows(target.db)).toEqual(await countRows(source.db));
    const restored = await target.db.select().from(leads).orderBy(leads.dedupeKey);
    const original = await source.db.select().from(leads).orderBy(leads.dedupeKey);
    expect(restored).toEqual(original);
    expect(await target.db.select().from(leadDeliveries)).toEqual(await source.db.select().from(leadDeliveries));
    expect(await target.db.select().from(chatEvents).orderBy(chatEvents.id)).toEqual(await source.db.select().from(chatEvents).orderBy(chatEvents.id));

    // Serial ids continue after the restored ones.
    const [next] = await target.db.insert(chatEvents).values({ guestId: 'guest-1', by: 'user', message: 'otra' }).returning();
    expect(next!.id).toBeGreaterThan(Math.max(...(await source.db.select().from(chatEvents)).map((event) => event.id)));

    await expect(restoreBackup(target.db, backup)).rejects.toThrow(/target database is not empty/);
    expect(() => parseBackup('{"format":"other"}', 'x.json')).toThrow(/not a backup/);
    expect(() => parseBackup('{"format":', 'x.json')).toThrow(/truncated/);
  }, 400_000); // two databases opened and migrated: minutes on a loaded machine
});
