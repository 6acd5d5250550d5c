/** Wires Darky into the site's process: model, database store, lead pipeline, limits, optional LLM and Redis, then socket.io. */
import 'server-only';
import type { Server as HttpServer } from 'node:http';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { getEnv } from '@/config/env';
import { openSlots, receiveLead } from '@/features/leads/server';
import { appSecret, appSecretSource } from '@/server/app-secret';
import { getDb } from '@/server/db';
import { appLogger } from '@/server/logger';
import { openRedis } from '@/server/redis';
import { memoryCooldowns, redisCooldowns } from './abuse-cooldown';
import { createDarkyLimiters, darkyLimitRules } from './darky-limits';
import { getDarkyModel } from './darky-model';
import { DarkyResponder } from './darky-responder';
import { attachDarky } from './darky-socket';
import type { HandoffAudit } from './handoff-desk';
import { DbHandoffStore } from './db-handoff-store';
import { DbLiveMessages } from './db-live-messages';
import type { AuthenticateOperator } from './operator-socket';
import { teamHoursFor } from './team-hours';
import { DbConversationStateStore } from './db-conversation-state-store';
import { DbConversationStore } from './db-conversation-store';
import { DbLeadDialogueStore } from './db-lead-dialogue-store';
import { LeadCaptureDialogues, type SubmitLeadFn } from './lead-capture';
import { createLlmResponder } from './llm-responder';
import { noLearnedExamples } from './learned-examples';
import { loadLearnedExamples, purgeDarkyData, recordUnanswered } from './review-store';
import { siteSearchIndex } from './site-search';
import { learnWhileRunning } from './live-learning';
import { OutboxWorker } from '@/server/outbox/outbox-worker';
import type { DarkyWaitNotice } from '@/features/darky/tables';
import { DbWaitNoticeStore, waitNoticeOutboxQueue, type WaitNoticeChannel } from './wait-notices';
import { waitNoticeDeliverers } from './wait-notice-channels';

export { chatRateLimit } from './darky-limits';

/** How long an open lead dialogue waits for the visitor's next answer. */
const LEAD_DIALOGUE_TTL_MS = 30 * 60 * 1000;

/** The socket.io adapter's XREAD waits this long for new messages from the other processes (its default). */
const ADAPTER_BLOCK_MS = 5_000;

export interface DarkyRuntime {
  /** Sockets connected to this process (health report). */
  connectedSockets(): number;
  /** Guest tokens per IP (POST /api/guest/generate-token, src/features/darky/server/guest-token-endpoint.ts). */
  guestTokenLimiter: RateLimiterAbstract;
  close(): Promise<void>;
}

/**
 * A lead from the chat takes the forms' receiving path (src/features/leads/server/receive-lead.ts): bot check (the
 * chat's trap stands for the honeypot), validation, the IP's allowance, then the pipeline; the IP is recorded.
 */
export const fileChatLead: SubmitLeadFn = async (input) => {
  const outcome = await receiveLead({ ...input, context: input.context ?? {} });
  switch (outcome.kind) {
    case 'created':
    case 'ignored':
      return { ok: true, id: outcome.id };
    case 'invalid':
      return { ok: false, errors: outcome.errors };
    case 'rate-limited':
      return { ok: false, refused: 'rate-limited' };
    case 'failed':
      throw new Error('the chat lead could not be stored');
  }
};

/** What the console lends the live inbox's socket: who an operator is, and its audit log (server/main.ts wires them). */
export interface OperatorDesk {
  authenticateOperator: AuthenticateOperator;
  audit: HandoffAudit;
}

export async function startDarky(httpServer: HttpServer, operators?: OperatorDesk): Promise<DarkyRuntime> {
  const env = getEnv();
  const logger = appLogger('darky');
  // Refuses to start (throws) when the configuration needs APP_SECRET and it is unset; else makes sure it exists.
  appSecret(env);
  logger.info({ source: appSecretSource(env) }, 'guest tokens signed');
  // What operators taught in the console joins the corpus here, at start-up (docs/darky-review.md). A database that
  // cannot be read leaves Darky with its files: answering matters more than the extra examples.
  const learnedStarted = performance.now();
  const learned = await getDb()
    .then(loadLearnedExamples)
    .catch((error: unknown) => {
      logger.warn({ err: error }, 'learned examples unreadable; trained on content/ only');
      return noLearnedExamples();
    });
  const learnedMs = Math.round(performance.now() - learnedStarted);
  const model = await getDarkyModel(learned);
  // The site's index (pages and their sentences), which every message now reads, is built before the first visitor
  // arrives, not by the first message (a crowd arriving behind it waited for it).
  for (const locale of ['es', 'en'] as const) siteSearchIndex(locale);
  logger.info({ trainingMs: model.trainingMs, documents: model.documents, learned: model.learned, learnedMs }, 'darky model trained');
  for (const problem of model.problems) logger.warn({ problem }, 'darky answers without a catalogue');

  // Two Redis clients with different waits. The adapter's (duplicated for its reader) blocks in XREAD for up to
  // ADAPTER_BLOCK_MS by design, so its command timeout sits above that; a reply dropped by a shorter timeout would
  // lose the messages it carried. The rate limiter's answers at once or times out fast, and memory answers instead.
  let redis: Redis | undefined;
  let rateLimitRedis: Redis | undefined;
  if (env.REDIS_URL) {
    redis = openRedis(env.REDIS_URL, 'stream', ADAPTER_BLOCK_MS + env.REDIS_COMMAND_TIMEOUT_MS);
    rateLimitRedis = openRedis(env.REDIS_URL, 'limiter', env.REDIS_COMMAND_TIMEOUT_MS);
  }
  const limits = createDarkyLimiters(darkyLimitRules(env), rateLimitRedis);

  // A meeting booked in the chat offers the same free times as /conversemos.
  const leads = new LeadCaptureDialogues(fileChatLead, LEAD_DIALOGUE_TTL_MS, new DbLeadDialogueStore(getDb), async () =>
    (await openSlots(await getDb())).map((slot) => slot.start),
  );
  const sweeper = setInterval(() => void leads.sweep().catch((error: unknown) => logger.warn({ err: error }, 'lead dialogue sweep failed')), 60_000);
  sweeper.unref();
  const purge = () =>
    void getDb()
      .then((db) => purgeDarkyData(db))
      .catch((error: unknown) => logger.warn({ err: error }, 'darky retention pass failed'));
  const purger = setInterval(purge, 60 * 60 * 1000);
  purger.unref();
  setTimeout(purge, 60_000).unref();
  const llm =
    env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
      ? createLlmResponder({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS })
      : undefined;
  const responder = new DarkyResponder(model, {
    leads,
    llm,
    // In the database: a guest's topic and details survive a restart and reach whichever instance answers next.
    states: new DbConversationStateStore(getDb),
    // The times /conversemos offers right now (booked ones excluded), for a meeting request.
    openSlots: async () => openSlots(await getDb()),
    onLlmError: (error) => logger.warn({ err: error }, 'llm failed; answered with the nlu'),
    onUnanswered: (message) =>
      void getDb()
        .then((db) => recordUnanswered(db, message))
        .catch((error: unknown) => logger.warn({ err: error }, 'unanswered message not recorded')),
  });

  // What operators teach in the console applies at once, on every instance (docs/darky-review.md).
  const stopLearning = await learnWhileRunning(responder, logger).catch((error: unknown) => {
    logger.warn({ err: error }, 'live learning unavailable; taught examples apply at the next start');
    return async () => {};
  });

  // Waits nobody online can answer go to the team's mailbox and webhook through the outbox (retried like leads).
  const noticeDeliverers = waitNoticeDeliverers(env);
  const noticeWorker = new OutboxWorker<DarkyWaitNotice>({
    db: getDb,
    queue: waitNoticeOutboxQueue,
    deliverers: noticeDeliverers,
    logger,
    maxAttempts: env.LEADS_DELIVERY_MAX_ATTEMPTS,
    baseDelayMs: env.LEADS_DELIVERY_BASE_DELAY_MS,
  });
  noticeWorker.start();

  const io = attachDarky(httpServer, {
    responder,
    store: new DbConversationStore(getDb),
    limits,
    // Shared through Redis: a guest cut on one process is refused by all of them.
    cooldowns: rateLimitRedis ? redisCooldowns(rateLimitRedis) : memoryCooldowns(),
    adapter: redis ? createAdapter(redis, { blockTimeInMs: ADAPTER_BLOCK_MS }) : undefined,
    logger,
    // Who holds each conversation is in the database: any process answers the visitor and the operator.
    handoff: {
      store: new DbHandoffStore(getDb),
      // Each live message is one statement that also reads (or checks) who holds the conversation.
      // It also reads what Darky remembers of the guest (the two stores above and below, same database) with the message.
      messages: new DbLiveMessages(getDb),
      hours: teamHoursFor(env.HANDOFF_HOURS),
      waitMs: env.HANDOFF_WAIT_MS,
      waitNotices: new DbWaitNoticeStore(getDb, Object.keys(noticeDeliverers) as WaitNoticeChannel[]),
      noticeAfterMs: env.HANDOFF_NOTICE_AFTER_MS,
      operatorMessagesPerMinute: env.OPERATOR_MESSAGES_PER_MINUTE,
      ...(operators ? { authenticateOperator: operators.authenticateOperator, audit: operators.audit } : {}),
      // The operators' socket on its own stream: its namespace is not the visitors'.
      operatorAdapter: redis ? createAdapter(redis, { blockTimeInMs: ADAPTER_BLOCK_MS, streamName: 'socket.io-operators' }) : undefined,
    },
  });
  logger.info({ redis: Boolean(redis), llm: Boolean(llm) }, 'darky listening on /socket.io');

  return {
    connectedSockets: () => io.engine.clientsCount,
    guestTokenLimiter: limits.tokensPerIp,
    async close() {
      clearInterval(sweeper);
      clearInterval(purger);
      await stopLearning();
      await io.close();
      await noticeWorker.stop();
      redis?.disconnect();
      rateLimitRedis?.disconnect();
    },
  };
}
