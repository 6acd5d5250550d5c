/** Wires Darky into the site's process: model, database store, lead pipeline, optional LLM and Redis, then socket.io. */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { getEnv } from '@/config/env';
import { submitLead } from '@/features/leads/server/submit-lead';
import { getDb } from '@/server/db';
import { appLogger } from '@/server/logger';
import { getDarkyModel } from './darky-model';
import { DarkyResponder } from './darky-responder';
import { attachDarky } from './darky-socket';
import { DbConversationStore } from './db-conversation-store';
import { LeadCaptureDialogues } from './lead-capture';
import { createLlmResponder } from './llm-responder';

/** Per guest: a burst of 10 messages, then one every 3 s on average (20 a minute). */
export const chatRateLimit = { points: 20, duration: 60 } as const;

export interface DarkyRuntime {
  /** Sockets connected to this process (health report). */
  connectedSockets(): number;
  close(): Promise<void>;
}

export async function startDarky(httpServer: HttpServer): Promise<DarkyRuntime> {
  const env = getEnv();
  const logger = appLogger('darky');
  const model = await getDarkyModel();
  logger.info({ trainingMs: model.trainingMs, documents: model.documents }, 'darky model trained');
  for (const problem of model.problems) logger.warn({ problem }, 'darky answers without a catalogue');

  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    if (!env.APP_SECRET) logger.warn({}, 'REDIS_URL without APP_SECRET: guest tokens of one process are refused by the others');
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
  }
  const rateLimiter = redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: 'darky:rl', ...chatRateLimit })
    : new RateLimiterMemory({ keyPrefix: 'darky:rl', ...chatRateLimit });

  const leads = new LeadCaptureDialogues(submitLead);
  const sweeper = setInterval(() => leads.sweep(), 60_000);
  sweeper.unref();
  const llm =
    env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
      ? createLlmResponder({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS })
      : undefined;
  const responder = new DarkyResponder(model, {
    leads,
    llm,
    onLlmError: (error) => logger.warn({ err: error }, 'llm failed; answered with the nlu'),
  });

  const io = attachDarky(httpServer, {
    responder,
    store: new DbConversationStore(getDb),
    rateLimiter,
    adapter: redis ? createAdapter(redis) : undefined,
    logger,
  });
  logger.info({ redis: Boolean(redis), llm: Boolean(llm) }, 'darky listening on /socket.io');

  return {
    connectedSockets: () => io.engine.clientsCount,
    async close() {
      clearInterval(sweeper);
      await io.close();
      redis?.disconnect();
    },
  };
}
