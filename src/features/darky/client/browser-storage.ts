/** Persistence of the widget's UI preferences (localStorage), offline queue (sessionStorage) and guest token. */
import { z } from 'zod';
import type { QueuedMessage } from './chat-state';

const KEYS = {
  preferences: 'darky:preferences',
  queue: 'darky:queue',
  token: 'darky:guest-token',
} as const;

const preferencesSchema = z.object({
  showFullChat: z.boolean(),
  showFloatingMessages: z.boolean(),
  speakReplies: z.boolean(),
});
export type WidgetPreferences = z.infer<typeof preferencesSchema>;

const queueSchema = z.array(z.object({ id: z.string(), message: z.string(), queuedAt: z.number() }));

/** Storage can be missing or throw (private mode, blocked cookies): the widget then simply forgets. */
function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function readJson<T>(kind: 'local' | 'session', key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = safeStorage(kind)?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const storage = safeStorage(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy settings: not worth bothering the visitor.
  }
}

export function loadPreferences(): WidgetPreferences | null {
  return readJson('local', KEYS.preferences, preferencesSchema);
}

export function savePreferences(preferences: WidgetPreferences): void {
  write('local', KEYS.preferences, JSON.stringify(preferences));
}

export function loadQueue(): QueuedMessage[] {
  return readJson('session', KEYS.queue, queueSchema) ?? [];
}

export function saveQueue(queue: QueuedMessage[]): void {
  write('session', KEYS.queue, queue.length ? JSON.stringify(queue) : null);
}

export function loadGuestToken(): string | null {
  const token = safeStorage('local')?.getItem(KEYS.token);
  return token || null;
}

export function saveGuestToken(token: string | null): void {
  write('local', KEYS.token, token);
}
