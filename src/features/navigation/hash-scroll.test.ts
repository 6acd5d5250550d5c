import { describe, expect, it, vi } from 'vitest';
import { hashScrollConstants, scrollToHashTarget } from './hash-scroll';

function environment(appearsAfterTries: number | null) {
  let tries = 0;
  const target = { scrollIntoView: vi.fn() };
  const root = { scrollIntoView: vi.fn() };
  return {
    target,
    root,
    waits: () => tries,
    env: {
      find: (id: string) => {
        if (id === hashScrollConstants.fallbackId) return root;
        return appearsAfterTries !== null && tries >= appearsAfterTries ? target : null;
      },
      wait: async () => {
        tries++;
      },
      reducedMotion: false,
    },
  };
}

describe('hash scrolling after navigation', () => {
  it('scrolls smoothly to a target that is already there', async () => {
    const { env, target } = environment(0);
    expect(await scrollToHashTarget('#web', env)).toBe('web');
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('waits for a target that renders late', async () => {
    const { env, target, waits } = environment(7);
    expect(await scrollToHashTarget('#chatbot', env)).toBe('chatbot');
    expect(waits()).toBe(7);
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('gives up after 50 retries and falls back to the app root', async () => {
    const { env, root, waits } = environment(null);
    expect(await scrollToHashTarget('#missing', env)).toBe('app-root');
    expect(waits()).toBe(50);
    expect(root.scrollIntoView).toHaveBeenCalledOnce();
  });

  it('stops when a newer navigation aborts it', async () => {
    const controller = new AbortController();
    controller.abort();
    const { env, root } = environment(null);
    expect(await scrollToHashTarget('#x', env, controller.signal)).toBeNull();
    expect(root.scrollIntoView).not.toHaveBeenCalled();
  });
});
