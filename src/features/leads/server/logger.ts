/** Structured logs of the lead pipeline: the process logger's `component: "leads"` child. */
import 'server-only';
import type pino from 'pino';
import { appLogger } from '@/server/logger';

let logger: pino.Logger | undefined;

export function leadsLogger(): pino.Logger {
  logger ??= appLogger('leads');
  return logger;
}
