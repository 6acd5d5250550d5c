/** Wakes the outbox worker as soon as a lead is stored (shared by every bundle of the process). */
import { EventEmitter } from 'node:events';
import { processSingleton } from '@/server/process-singleton';

/** One emitter for the process: the lead is stored by one bundle and the outbox worker may run in another. */
const signal = processSingleton('leads-outbox-signal', () => new EventEmitter());

export function notifyOutbox(): void {
  signal.emit('lead');
}

export function onOutboxNotified(listener: () => void): () => void {
  signal.on('lead', listener);
  return () => signal.off('lead', listener);
}
