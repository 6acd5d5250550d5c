/**
 * One log stream: what libraries print their own way (Next's coloured "⨯ …" lines through console, better-auth's
 * logger) goes out as pino JSON lines instead, at the level they meant, with colours stripped.
 */
import 'server-only';
import { format } from 'node:util';
import type { Logger } from 'pino';

/** ANSI escape sequences (colours, bold): meaningless in a JSON log. */
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const ANSI = /\u001b\[[0-9;]*m/g;

export function plainText(text: string): string {
  return text
    .replace(ANSI, '')
    .replace(/^\s*[⨯⚠○✓▲]\s*/u, '')
    .trim();
}

/** A console call's arguments as one pino line: an Error becomes `err`, the rest the message. */
function toLine(args: unknown[]): { data: object; message: string } {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = args.filter((arg) => arg !== error);
  const message = plainText(rest.length > 0 ? format(...rest) : (error?.message ?? ''));
  return { data: error ? { err: error } : {}, message: message || (error ? error.message : '') };
}

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug', trace: 'debug' } as const;

/** Routes console.* of the whole process (Next's own messages among them) to `logger`. Returns the undo. */
export function routeConsoleToLogger(logger: Logger): () => void {
  const saved = new Map<string, unknown>();
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    const target = console as unknown as Record<string, unknown>;
    saved.set(method, target[method]);
    target[method] = (...args: unknown[]) => {
      const { data, message } = toLine(args);
      logger[level](data, message);
    };
  }
  return () => {
    for (const [method, original] of saved) (console as unknown as Record<string, unknown>)[method] = original;
  };
}

type BetterAuthLevel = 'debug' | 'info' | 'warn' | 'error';

/** better-auth's `logger` option: its messages through pino (it would print coloured text of its own). */
export function betterAuthLogger(logger: Logger): { log: (level: BetterAuthLevel, message: string, ...args: unknown[]) => void } {
  return {
    log(level, message, ...args) {
      const { data } = toLine(args);
      const extra = args.filter((arg) => !(arg instanceof Error));
      logger[level]({ ...data, ...(extra.length > 0 ? { details: plainText(format(...extra)) } : {}) }, plainText(message));
    },
  };
}
