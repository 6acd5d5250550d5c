/** Darky's tables: chat guests, their conversation, dialogues and state, what Darky did not understand and what it was taught. */
import { sql } from 'drizzle-orm';
import { bigserial, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { outboxStateColumns } from '@/server/outbox/outbox-columns';

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
    /** The page the visitor was on when they wrote (user messages; null on older rows and on bot replies). */
    path: text('path'),
    /** The operator's first name on a message a person of the team wrote (`by` 'operator'); what the visitor sees. */
    operatorName: text('operator_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_guest_id_idx').on(t.guestId, t.id), check('chat_events_by_check', sql`${t.by} in ('user', 'bot', 'operator')`)],
);

// ---- Darky's lead dialogues (issue 12) --------------------------------------------------------------------------
/**
 * A guest's open quote/call dialogue in the chat (the step it asks next, the answers so far): in the database so
 * that the next message may land on another process, or after a restart, and the dialogue goes on.
 */
export const darkyLeadDialogues = pgTable(
  'darky_lead_dialogues',
  {
    guestId: text('guest_id').primaryKey(),
    state: jsonb('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('darky_lead_dialogues_started_at_idx').on(t.startedAt)],
);
// ---- end of Darky's lead dialogues --------------------------------------------------------------------------------

// ---- Darky's conversation state (issue 23) -----------------------------------------------------------------------
/**
 * What Darky remembers of a guest's conversation between messages (the topic last discussed, the contact details the
 * visitor gave, the question Darky is waiting on): in the database so another process, or a restart, goes on from it.
 */
export const darkyConversationStates = pgTable('darky_conversation_states', {
  guestId: text('guest_id')
    .primaryKey()
    .references(() => chatGuests.id, { onDelete: 'cascade' }),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
// ---- end of Darky's conversation state ---------------------------------------------------------------------------

// ---- Live handoff (issue 25) --------------------------------------------------------------------------------------
/**
 * Who holds a guest's conversation: Darky, the queue (waiting for a person), a person of the team, or resolved (Darky
 * answers again from the next message). No row is Darky. `misses` counts Darky's failed answers in a row.
 */
export const darkyHandoffs = pgTable(
  'darky_handoffs',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('darky'),
    operatorId: text('operator_id'),
    /** The operator's first name (what the visitor is shown; never the e-mail). */
    operatorName: text('operator_name'),
    locale: text('locale').notNull().default('es'),
    /** Why the visitor was queued: 'asked' (wanted a person) or 'failed' (Darky missed twice). */
    reason: text('reason'),
    misses: integer('misses').notNull().default(0),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('darky_handoffs_state_idx').on(t.state, t.waitingSince),
    check('darky_handoffs_state_check', sql`${t.state} in ('darky', 'waiting', 'person', 'resolved')`),
  ],
);

/**
 * A visitor who waited for a person past HANDOFF_NOTICE_AFTER_MS with nobody of the team online: told to the team once
 * per waiting episode (one row per guest and `waiting_since`, whichever process notices first), through the outbox.
 */
export const darkyWaitNotices = pgTable(
  'darky_wait_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestId: text('guest_id')
      .notNull()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    /** The waiting episode: darky_handoffs.waiting_since when it was noticed. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    locale: text('locale').notNull(),
    /** The last page the visitor loaded, without its query (null when none was recorded). */
    path: text('path'),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('darky_wait_notices_episode_idx').on(t.guestId, t.waitingSince)],
);

/** The wait notices' outbox: one row per notice and channel ('email', 'webhook'), worked off by the OutboxWorker. */
export const darkyWaitNoticeDeliveries = pgTable(
  'darky_wait_notice_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => darkyWaitNotices.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    ...outboxStateColumns(),
  },
  (t) => [
    uniqueIndex('darky_wait_notice_deliveries_channel_idx').on(t.noticeId, t.channel),
    index('darky_wait_notice_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    check('darky_wait_notice_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);

export type DarkyWaitNotice = typeof darkyWaitNotices.$inferSelect;
// ---- end of live handoff -----------------------------------------------------------------------------------------

// ---- Darky review (issue 17, items 4-5): pages seen, lead links, what Darky did not understand, learned examples --
/** A page a chat guest loaded with the widget on (the socket's page-load), for the console's transcript. */
export const chatPageViews = pgTable(
  'chat_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guestId: text('guest_id')
      .notNull()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_page_views_guest_id_idx').on(t.guestId, t.id)],
);

/** A lead filed from a guest's chat (the lead dialogue row is removed when it closes; this link stays). */
export const chatGuestLeads = pgTable(
  'chat_guest_leads',
  {
    leadId: uuid('lead_id').primaryKey(),
    guestId: text('guest_id')
      .notNull()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_guest_leads_guest_id_idx').on(t.guestId)],
);

/** A visitor message Darky fell back on, asked back about ("did you mean") or left to the LLM: the review queue. */
export const darkyUnanswered = pgTable(
  'darky_unanswered',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    guestId: text('guest_id')
      .notNull()
      .references(() => chatGuests.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    /** The NLU's spelling of the text (normalizeVisitorText): what grouping and training compare. */
    normalized: text('normalized').notNull(),
    /** The intent the NLU guessed and its score (null intent when it guessed nothing). */
    guessedIntent: text('guessed_intent'),
    score: doublePrecision('score').notNull(),
    /** 'fallback' | 'clarify' | 'llm' */
    outcome: text('outcome').notNull(),
    /** 'open' -> 'assigned' | 'dismissed' */
    status: text('status').notNull().default('open'),
    resolvedIntent: text('resolved_intent'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('darky_unanswered_status_idx').on(t.status, t.locale, t.createdAt),
    index('darky_unanswered_created_at_idx').on(t.createdAt),
    check('darky_unanswered_outcome_check', sql`${t.outcome} in ('fallback', 'clarify', 'llm')`),
    check('darky_unanswered_status_check', sql`${t.status} in ('open', 'assigned', 'dismissed')`),
    check('darky_unanswered_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/** An utterance an operator taught Darky (from the review queue): merged with content/<locale>/darky/ at start-up. */
export const darkyTrainingExamples = pgTable(
  'darky_training_examples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    locale: text('locale').notNull(),
    intent: text('intent').notNull(),
    utterance: text('utterance').notNull(),
    normalized: text('normalized').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('darky_training_examples_utterance_idx').on(t.locale, t.normalized),
    check('darky_training_examples_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/** An intent an operator created by writing its answer; its utterances are darky_training_examples rows. */
export const darkyCustomIntents = pgTable(
  'darky_custom_intents',
  {
    locale: text('locale').notNull(),
    intent: text('intent').notNull(),
    answer: text('answer').notNull(),
    /** The quick-reply label when Darky suggests it (the first question, shortened). */
    label: text('label').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('darky_custom_intents_pk').on(t.locale, t.intent), check('darky_custom_intents_locale_check', sql`${t.locale} in ('es', 'en')`)],
);
// ---- end of Darky review ---------------------------------------------------------------------------------------
