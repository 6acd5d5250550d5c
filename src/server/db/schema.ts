/** The one database schema of the site (PGlite and PostgreSQL share it): leads, their delivery outbox, and Darky's chat log. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** E-mail address, lower-cased domain; required on forms that promise something by e-mail (lessons, events). */
    email: text('email'),
    /** Start (UTC) of the 30-minute advice session booked on /conversemos; unique, so a slot is booked once. */
    slotStart: timestamp('slot_start', { withTimezone: true }),
    /** Code of the service option (current or legacy list); null on forms without the select. */
    service: text('service'),
    /** How they knew us: 'search' | 'social' | 'event' | 'recommendation' | 'other' (older leads: the last two only). */
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
    uniqueIndex('leads_slot_start_idx').on(t.slotStart),
    index('leads_created_at_idx').on(t.createdAt),
    check('leads_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/**
 * The delivery state every outbox table shares (lead_deliveries, payment_notices), worked off by the one OutboxWorker.
 * A function: each table needs its own column builders.
 */
function deliveryStateColumns() {
  return {
    /** 'pending' -> 'delivered', or 'dead' after the last try or a permanent refusal. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claims the row holds it until then; a crashed worker's claim simply expires. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the worker last claimed the row for a try (the console's failing-channel banner reads it). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

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
    ...deliveryStateColumns(),
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
    /** The page the visitor was on when they wrote (user messages; null on older rows and on bot replies). */
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_guest_id_idx').on(t.guestId, t.id), check('chat_events_by_check', sql`${t.by} in ('user', 'bot')`)],
);

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;

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

// ─── Payments (issue 16) ─────────────────────────────────────────────────────────────────────────────
// Payment links the agency creates, the attempts to pay them, provider events seen, and the notices
// (receipt to the client, notice to the agency) worked off by the same outbox worker as leads.

/** A payment link: what the client pays (amount and currency only ever come from here). */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey(),
    /** 128 random bits, base64url (22 characters): the link's only secret. */
    code: text('code').notNull(),
    concept: text('concept').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'PEN' | 'USD' */
    currency: text('currency').notNull(),
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    note: text('note'),
    /** Language of the receipt e-mail ('es' | 'en'); the page itself follows the visitor's URL. */
    locale: text('locale').notNull().default('es'),
    /** 'open' -> 'paid' | 'expired' | 'cancelled' */
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The attempt holding the link while its charge is with the provider, and until when (a lease, see docs/payments.md). */
    chargingAttemptId: uuid('charging_attempt_id'),
    chargingUntil: timestamp('charging_until', { withTimezone: true }),
    receiptNumber: text('receipt_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_code_idx').on(t.code),
    uniqueIndex('payment_links_receipt_number_idx').on(t.receiptNumber),
    index('payment_links_created_at_idx').on(t.createdAt),
    check('payment_links_status_check', sql`${t.status} in ('open', 'paid', 'expired', 'cancelled')`),
    check('payment_links_currency_check', sql`${t.currency} in ('PEN', 'USD')`),
    check('payment_links_amount_check', sql`${t.amountCents} between 100 and 10000000`),
    check('payment_links_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

/** One try to pay a link with one card token; the browser's attempt key makes a double click one attempt. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    /** 'sandbox' | 'culqi' */
    provider: text('provider').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** 'created' -> 'requires_3ds' -> 'succeeded' | 'failed' */
    status: text('status').notNull().default('created'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    chargeId: text('charge_id'),
    /** Provider's decline code (e.g. 'card_declined', 'insufficient_funds') when failed. */
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    /** Where the receipt goes when the link names no client e-mail (typed on the payment page). */
    payerEmail: text('payer_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    requires3dsAt: timestamp('requires_3ds_at', { withTimezone: true }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_idempotency_key_idx').on(t.idempotencyKey),
    // Money is never taken twice for one link: at most one successful attempt, enforced by the database.
    uniqueIndex('payment_attempts_one_success_idx')
      .on(t.linkId)
      .where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payment_attempts_charge_id_idx').on(t.chargeId),
    index('payment_attempts_link_idx').on(t.linkId),
    check('payment_attempts_status_check', sql`${t.status} in ('created', 'requires_3ds', 'succeeded', 'failed')`),
  ],
);

/** Provider webhook events already handled (deduplication by the provider's event id). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** 'applied' | 'ignored' with why, for the log and the console. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outbox of a paid link: receipt to the client and notice to the agency (same columns as lead_deliveries). */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    /** 'client_receipt' | 'agency_notice' */
    channel: text('channel').notNull(),
    ...deliveryStateColumns(),
  },
  (t) => [
    uniqueIndex('payment_notices_link_channel_idx').on(t.linkId, t.channel),
    index('payment_notices_due_idx').on(t.status, t.nextAttemptAt),
    check('payment_notices_status_check', sql`${t.status} in ('pending', 'delivered', 'dead')`),
  ],
);

export type PaymentLink = typeof paymentLinks.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
// ─── end of payments ─────────────────────────────────────────────────────────────────────────────────

// ---------------------------------------------------------------------------------------------------------------
// Games (/games): the leaderboard. Self-contained block: nothing above refers to it.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A verified score of a game run: stored only after the server replayed the run's input log from its signed seed.
 * The run id (from the single-use run token) is unique, so a token can put one score on the board.
 */
export const gameScores = pgTable(
  'game_scores',
  {
    id: uuid('id').primaryKey(),
    /** Run id of the signed run token: one score per run. */
    runId: uuid('run_id').notNull(),
    /** Which game ('darky-catch'); the board is per game. */
    game: text('game').notNull(),
    nickname: text('nickname').notNull(),
    score: integer('score').notNull(),
    /** Length of the run in simulation ticks (60 per second). */
    ticks: integer('ticks').notNull(),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('game_scores_run_id_idx').on(t.runId),
    index('game_scores_board_idx').on(t.game, t.score, t.createdAt),
    index('game_scores_created_at_idx').on(t.game, t.createdAt),
    check('game_scores_score_check', sql`${t.score} >= 0`),
    check('game_scores_locale_check', sql`${t.locale} in ('es', 'en')`),
  ],
);

export type GameScore = typeof gameScores.$inferSelect;

// ─── Operator console (issue 17) ─────────────────────────────────────────────────────────────────────
// The agency's operators and their sessions (better-auth's user/session/account/verification models under our
// names), the audit log of every console state change, and the history of a lead's follow-up.

/** A person who runs the agency (better-auth's "user"). */
export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** 'owner' | 'member' (docs/console.md: what each may do). */
    role: text('role').notNull().default('member'),
    /** Set by `npm run admin -- disable-user`: no sign-in, sessions revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(t.email), check('operators_role_check', sql`${t.role} in ('owner', 'member')`)],
);

/** A signed-in browser of an operator (better-auth's "session"); the cookie carries the token, signed. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_sessions_token_idx').on(t.token), index('operator_sessions_user_idx').on(t.userId)],
);

/** An operator's credential (better-auth's "account"): provider 'credential' holds the scrypt password hash. */
export const operatorAccounts = pgTable(
  'operator_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_accounts_user_idx').on(t.userId)],
);

/** better-auth's "verification" model (unused by e-mail and password sign-in, required by the library). */
export const operatorVerifications = pgTable('operator_verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who changed what, when: every console state change and every user command. */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Operator id, or null for the command line (actorEmail then says 'cli'). */
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_log_created_at_idx').on(t.createdAt), index('operator_audit_log_target_idx').on(t.target)],
);

/** A lead's follow-up: each mark (contacted, won, lost) with its note; the newest row is the lead's state. */
export const leadStatusChanges = pgTable(
  'lead_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    operatorId: text('operator_id'),
    operatorEmail: text('operator_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_status_changes_lead_idx').on(t.leadId, t.id),
    check('lead_status_changes_status_check', sql`${t.status} in ('contacted', 'won', 'lost')`),
  ],
);

export type OperatorRow = typeof operators.$inferSelect;
export type LeadStatusChange = typeof leadStatusChanges.$inferSelect;
// ─── end of operator console ─────────────────────────────────────────────────────────────────────────
