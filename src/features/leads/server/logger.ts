/** Structured logs of the lead pipeline (pino, JSON lines on stdout). */
import pino from 'pino';
import { getEnv } from '@/config/env';

let logger: pino.Logger | undefined;

export function leadsLogger(): pino.Logger {
  logger ??= pino({ level: getEnv().LOG_LEVEL, base: { component: 'leads' } });
  return logger;
}
