// A process singleton is made once and seen by every copy of the module that asks for it (as each Next bundle has its own copy).
import { describe, expect, it, vi } from 'vitest';

describe('processSingleton', () => {
  it('makes the value once and hands the same one to a second copy of the module', async () => {
    const first = await import('./process-singleton');
    const create = vi.fn(() => ({ made: Math.random() }));
    const value = first.processSingleton('test-singleton', create);
    vi.resetModules();
    const second = await import('./process-singleton');
    expect(second).not.toBe(first);
    expect(second.processSingleton('test-singleton', create)).toBe(value);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps different keys apart', async () => {
    const { processSingleton } = await import('./process-singleton');
    expect(processSingleton('test-a', () => 'a')).toBe('a');
    expect(processSingleton('test-b', () => 'b')).toBe('b');
  });
});
