// The one migration set builds the same schema on PGlite and PostgreSQL, and survives a reopen.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDrivers, type TestDatabase } from '@/server/db/testing';
import { chatEvents, chatGuests } from '../../../src/features/darky/tables';
import { leads } from '../../../src/features/leads/tables';

describe.each(testDrivers())('database on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it("creates every table of the schema: leads, outbox, chat, lead dialogues, Darky review, games, payments, content and the console's", async () => {
    database = await openTestDatabase(driver);
    const result = await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual([
      'chat_events',
      'chat_guest_leads',
      'chat_guests',
      'chat_page_views',
      'content_documents',
      'content_drafts',
      'content_media',
      'content_media_variants',
      'content_versions',
      'darky_conversation_states',
      'darky_custom_intents',
      'darky_handoffs',
      'darky_lead_dialogues',
      'darky_training_examples',
      'darky_unanswered',
      'darky_wait_notice_deliveries',
      'darky_wait_notices',
      'game_scores',
      'lead_deliveries',
      'lead_status_changes',
      'lead_work',
      'leads',
      'operator_accounts',
      'operator_audit_log',
      'operator_sessions',
      'operator_verifications',
      'operators',
      'payment_attempts',
      'payment_events',
      'payment_links',
      'payment_notices',
    ]);
  });

  it('keeps chat events in order per guest and deletes them with the guest', async () => {
    database = await openTestDatabase(driver);
    const { db } = database;
    await db.insert(chatGuests).values({ id: 'guest-1', locale: 'es' });
    await db.insert(chatEvents).values([
      { guestId: 'guest-1', by: 'user', message: 'Hola' },
      { guestId: 'guest-1', by: 'bot', message: 'Hola, soy Darky. ¿Cómo te puedo ayudar?', action: { name: 'navigate', params: { to: '/servicios' } } },
    ]);
    await expect(db.insert(chatEvents).values({ guestId: 'guest-1', by: 'robot', message: 'x' })).rejects.toThrow();
    const events = await db.select().from(chatEvents).orderBy(chatEvents.id);
    expect(events.map((e) => e.by)).toEqual(['user', 'bot']);
    await db.delete(chatGuests);
    expect(await db.select().from(chatEvents)).toHaveLength(0);
  });

  it('applies migrations once and keeps data across a reopen', async () => {
    database = await openTestDatabase(driver);
    await database.db.insert(leads).values({
      id: crypto.randomUUID(),
      formId: 'contacto',
      formKind: 'contact',
      locale: 'es',
      firstName: 'Ana',
      phone: '987654321',
      dedupeKey: 'key:a',
    });
    await database.close();
    const reopened = await database.reopen();
    try {
      expect(await reopened.db.select().from(leads)).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });
});
