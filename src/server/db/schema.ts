/** The one database schema of the site (PGlite and PostgreSQL share it): leads, their delivery outbox, and Darky's chat log. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A lead: one accepted form submission (site form or Darky), kept with where it came from. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey(),
    formId: text('form_id').notNull(),
    /** 'contact' or 'event' (content/forms.json), copied so exports need no catalogue. */
    formKind: text('form_kind').notNull(),
    locale: text('locale').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    phone: text('phone').notNull(),
    /** Code of the service option (current or legacy list); null on forms without the select. */
    service: text('service'),
    /** How they knew us: 'recommendation' | 'other'. */
    source: text('source'),
    message: text('message'),
    page: text('page'),
    referrer: text('referrer'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * Makes a double submit one lead: 'key:<uuid from the browser>' or, for forms posted without
     * JavaScript, 'fp:<hash of form, fields, IP and a 10-minute window>'.
     */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_dedupe_key_idx').on(t.dedupeKey),
    index('leads_created_at_idx').on(t.createdAt),
    check('leads_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/** Outbox: one row per lead and delivery channel, written in the lead's transaction and worked off with retries. */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** 'hubspot' | 'webhook' | 'email' */
    channel: text('channel').notNull(),
    /** 'pending' -> 'delivered', or 'dead' after the last try or a permanent refusal. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claims the row holds it until then; a crashed worker's claim simply expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_channel_idx').on(t.leadId, t.channel),
    index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    check('lead_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);

/** A chat guest (Darky): one per guest token. */
export const chatGuests = pgTable('chat_guests', {
  id: text('id').primaryKey(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow(),
});

/** A chat event of a guest's conversation, in order of id. */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guestId: text('guest_id')
      .notNull()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    by: text('by').notNull(),
    message: text('message').notNull(),
    action: jsonb('action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_guest_id_idx').on(t.guestId, t.id), check('chat_events_by_check', sql`${t.by} in ('user', 'bot')`)],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;
