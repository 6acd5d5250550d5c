/**
 * Wakes an outbox's worker as soon as a row is written (a stored lead, a paid link, a console retry), one signal per
 * outbox: a stored lead does not wake the payments worker. Shared by every bundle of the process (the row may be
 * written in Next's bundle and the worker run in the custom server's).
 */
import 'server-only';
import { EventEmitter } from 'node:events';
import { processSingleton } from '../process-singleton';

export interface OutboxSignal {
  notify(): void;
  /** Calls `listener` on every notify; returns the unsubscribe. */
  onNotified(listener: () => void): () => void;
}

const emitters = processSingleton('outbox-signals', () => new EventEmitter());

/** The signal of the outbox named `outbox` ('leads', 'payments'). */
export function outboxSignal(outbox: string): OutboxSignal {
  return {
    notify: () => void emitters.emit(outbox),
    onNotified(listener) {
      emitters.on(outbox, listener);
      return () => void emitters.off(outbox, listener);
    },
  };
}
