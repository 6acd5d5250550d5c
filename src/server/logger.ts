/** The process's one structured logger (pino, JSON lines on stdout); features take a child per component. */
import 'server-only';
import pino from 'pino';
import { getEnv } from '@/config/env';
import { processSingleton } from './process-singleton';

/** Made on first use (it reads the configuration); one for the process, so every bundle writes through it. */
const holder = processSingleton<{ root?: pino.Logger }>('root-logger', () => ({}));

function rootLogger(): pino.Logger {
  holder.root ??= pino(
    {
      level: getEnv().LOG_LEVEL,
      // Secrets never reach a log line, even when a caller logs a whole header or config object by mistake.
      redact: {
        paths: ['authorization', 'cookie', 'token', 'password', '*.authorization', '*.cookie', '*.token', '*.password', 'headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    // Synchronous stdout: lines stay in order and none is lost when shutdown ends with process.exit (pino's default
    // asynchronous stream could write the shutdown's first line after its last). A site's volume does not need the async speed.
    pino.destination({ dest: 1, sync: true }),
  );
  return holder.root;
}

/** A logger whose lines carry `component` (e.g. 'http', 'leads', 'darky', 'shutdown'). */
export function appLogger(component: string): pino.Logger {
  return rootLogger().child({ component });
}

export type AppLogger = pino.Logger;
