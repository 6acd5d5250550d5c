/** Wakes the outbox worker as soon as a lead is stored (shared by every bundle of the process). */
import { EventEmitter } from 'node:events';

const KEY = Symbol.for('darko-digital.leads-outbox-signal');
const holder = globalThis as Record<symbol, EventEmitter | undefined>;
const signal: EventEmitter = (holder[KEY] ??= new EventEmitter());

export function notifyOutbox(): void {
  signal.emit('lead');
}

export function onOutboxNotified(listener: () => void): () => void {
  signal.on('lead', listener);
  return () => signal.off('lead', listener);
}
