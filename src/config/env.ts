/** The one place that reads process.env: parsed once, typed, with embedded defaults. */
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin used in canonical links, sitemap and Open Graph. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Folder of the Next.js build the server serves (the same variable next.config.ts reads at build time). */
  NEXT_DIST_DIR: z.string().default('.next'),
  /** Folder for the embedded PGlite database and other local state. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** Connections per process to PostgreSQL (ignored by the embedded PGlite). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How long the process waits on the database before a lead gets 503 and a chat message `server-error`: for a
   * connection (from the pool or a new one), for one statement (client side, so a hung link counts too; the server
   * cancels it as well), and for a transaction left idle (the server rolls it back, so nothing stays half-written).
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REDIS_URL: optionalUrl,
  /** Longest wait for one Redis command (rate limits, health); past it the memory fallback answers. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Bearer token that shows /api/health's counts (outbox backlog, dead letters, sockets); without it only states. */
  HEALTH_TOKEN: optionalString,
  /** How often every table's pages are read for damage (the health report's integrity check); 0 turns it off. */
  INTEGRITY_PROBE_EVERY_MS: z.coerce.number().int().min(0).default(60_000),
  /** Scheduled backups: a period like `6h`, `30m`, `1d` (absent: none), how many to keep, and where (default DATA_DIR/backups). */
  BACKUP_EVERY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d+(ms|s|m|h|d)$/, 'a period like 30m, 6h or 1d')
      .optional(),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_DIR: optionalString,
  /**
   * Secret that signs guest tokens and webhook payloads. Required with REDIS_URL or DATABASE_URL in production (the
   * process refuses to start); the embedded production set-up otherwise keeps a generated one in DATA_DIR/app-secret;
   * development and tests make a random one per process (src/server/app-secret.ts).
   */
  APP_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How long an idle keep-alive connection stays open. Above a proxy's or load balancer's idle timeout (60 s on most),
   * so the server never closes a connection just as the client sends on it (ECONNRESET, or a proxy's 502).
   */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
  /** On SIGTERM/SIGINT: longest wait for requests in flight and sockets before they are cut (then outbox, Redis, database close). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(8_000),
  /** On SIGTERM: idle keep-alive connections stay open this long, so requests already sent on them are answered (then closed). */
  SHUTDOWN_KEEP_ALIVE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),

  // Lead delivery (all optional: the outbox only delivers to what is configured).
  HUBSPOT_PORTAL_ID: optionalString,
  HUBSPOT_API_BASE: z.url().default('https://api.hsforms.com'),
  LEADS_WEBHOOK_URL: optionalUrl,
  LEADS_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalString,
  LEADS_MAIL_TO: optionalString,
  LEADS_MAIL_FROM: optionalString,
  /** Outbox: tries per delivery before it is marked dead, and the first retry delay (doubling each time). */
  LEADS_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  LEADS_DELIVERY_BASE_DELAY_MS: z.coerce.number().int().min(10).default(30_000),
  /** Per-IP limit of accepted submissions: points per window of seconds. */
  LEADS_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(20),
  LEADS_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: clients connect directly). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** A form sent sooner than this after it was shown is treated as a bot (milliseconds). */
  LEADS_MIN_FILL_MS: z.coerce.number().int().min(0).default(2_500),

  // Darky's per-IP bounds, per minute (people behind one IP, an office or a mobile carrier's NAT, share them).
  GUEST_TOKENS_PER_IP: z.coerce.number().int().min(1).default(30),
  DARKY_MESSAGES_PER_IP: z.coerce.number().int().min(1).default(300),
  DARKY_PAGE_LOADS_PER_IP: z.coerce.number().int().min(1).default(300),
  // Live handoff (issue 25): when a person may be asked for, how long a visitor waits in the queue before Darky takes
  // their details instead, and each operator's messages per minute.
  /** 'content': the opening hours of content/contact.json (Lima time); 'open' / 'closed' pin them (tests, holidays). */
  HANDOFF_HOURS: z.enum(['content', 'open', 'closed']).default('content'),
  HANDOFF_WAIT_MS: z.coerce.number().int().min(1_000).default(180_000),
  OPERATOR_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(40),
  /**
   * A visitor waiting this long with nobody of the team online (or everyone away) is told to the team once, through
   * the outbox (never later than HANDOFF_WAIT_MS: the wait ends then).
   */
  HANDOFF_NOTICE_AFTER_MS: z.coerce.number().int().min(1_000).default(180_000),
  /** Mailbox of that notice (defaults to LEADS_MAIL_TO; needs SMTP_URL). */
  HANDOFF_NOTICE_TO: optionalString,
  /** Webhook of that notice, signed like the leads' webhook (LEADS_WEBHOOK_SECRET, else APP_SECRET). */
  HANDOFF_NOTICE_WEBHOOK_URL: optionalUrl,

  /**
   * How often each instance compares its content revision with the database's (milliseconds). A publish from the
   * console reaches every instance at once (the change signal); this catches the rest (a command line import without
   * Redis, a lost signal) within the interval.
   */
  CONTENT_CHECK_EVERY_MS: z.coerce.number().int().min(200).default(2_000),

  // Games (/games): per-IP allowance of run starts and score submissions (together) per window of seconds.
  GAMES_RATE_LIMIT_POINTS: z.coerce.number().int().min(1).default(120),
  GAMES_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),

  // Darky's optional LLM.
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** After this, Darky stops waiting for the LLM and answers with the embedded NLU. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),

  // Payments (issue 16): Culqi when both keys are set, else the embedded sandbox provider.
  CULQI_PUBLIC_KEY: optionalString,
  CULQI_SECRET_KEY: optionalString,
  /** Culqi's API origin (tests point it at a fake server on 127.0.0.1). */
  CULQI_API_BASE: z.url().default('https://api.culqi.com'),
  /** Longest wait for the provider's answer to a charge; after it the charge is looked up again. */
  PAYMENTS_CHARGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** Mailbox told of every paid link (defaults to LEADS_MAIL_TO). */
  PAYMENTS_NOTICE_TO: optionalString,

  // Operator console (/admin): failed sign-ins per e-mail and per IP before a lockout of CONSOLE_SIGN_IN_LOCKOUT_S.
  CONSOLE_SIGN_IN_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).max(1000).default(5),
  CONSOLE_SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  CONSOLE_SIGN_IN_LOCKOUT_S: z.coerce.number().int().min(1).max(86_400).default(900),

  // Third-party tags: loaded only after cookie consent, and only when configured (read at build for static pages).
  GTM_ID: optionalString,
  META_PIXEL_ID: optionalString,
  HOTJAR_ID: optionalString,
  HUBSPOT_TRACKING_ID: optionalString,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parses the environment on first use; a bad value fails fast with the variable's name. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
