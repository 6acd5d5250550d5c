/**
 * Scrolls to the element a URL hash names once it exists (content may render late): up to 50
 * tries every 100 ms (SPEC section 2 and 9), then falls back to the app root.
 */
export const hashScrollConstants = { retries: 50, intervalMs: 100, fallbackId: 'app-root' } as const;

export interface HashScrollEnvironment {
  find: (id: string) => { scrollIntoView: (options: ScrollIntoViewOptions) => void } | null;
  wait: (ms: number) => Promise<void>;
  reducedMotion: boolean;
}

/** Resolves with the id it scrolled to; stops early when `signal` aborts (a newer navigation). */
export async function scrollToHashTarget(hash: string, env: HashScrollEnvironment, signal?: AbortSignal): Promise<string | null> {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  const behavior: ScrollBehavior = env.reducedMotion ? 'auto' : 'smooth';
  for (let attempt = 0; attempt <= hashScrollConstants.retries; attempt++) {
    if (signal?.aborted) return null;
    const target = env.find(id);
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      return id;
    }
    if (attempt < hashScrollConstants.retries) await env.wait(hashScrollConstants.intervalMs);
  }
  const root = env.find(hashScrollConstants.fallbackId);
  root?.scrollIntoView({ behavior, block: 'start' });
  return root ? hashScrollConstants.fallbackId : null;
}
