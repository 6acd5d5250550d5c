/** The console's tables: operators and their sessions (better-auth's models under our names), the audit log, a lead's follow-up. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leads } from '@/features/leads/tables';

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
    /** 'owner' | 'member' | 'editor' (docs/console.md: what each may do). */
    role: text('role').notNull().default('member'),
    /** Set by `npm run admin -- disable-user`: no sign-in, sessions revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(t.email), check('operators_role_check', sql`${t.role} in ('owner', 'member', 'editor')`)],
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

/**
 * The sales team's work on a lead besides its marks (issue 26): who owns it, the Lima day to call back on, and the
 * lead it was merged into (a merged duplicate leaves the inbox; its history stays). One row per lead, made on first use.
 */
export const leadWork = pgTable(
  'lead_work',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id').references(() => operators.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD, a day in Lima. */
    callBackOn: date('call_back_on', { mode: 'string' }),
    mergedInto: uuid('merged_into').references(() => leads.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_work_owner_idx').on(t.ownerId), index('lead_work_call_back_idx').on(t.callBackOn)],
);

export type OperatorRow = typeof operators.$inferSelect;
export type LeadStatusChange = typeof leadStatusChanges.$inferSelect;
export type LeadWork = typeof leadWork.$inferSelect;
// ─── end of operator console ─────────────────────────────────────────────────────────────────────────
