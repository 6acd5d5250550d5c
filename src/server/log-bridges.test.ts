import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { betterAuthLogger, plainText, routeConsoleToLogger } from './log-bridges';

function capture() {
  const raw: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _e, done) => (raw.push(String(chunk)), done()) }));
  return { raw, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>), logger };
}

describe('one log stream', () => {
  let undo: (() => void) | undefined;
  afterEach(() => undo?.());

  it("Next's console messages become JSON lines at their level, colours and markers gone", () => {
    const { raw, lines, logger } = capture();
    undo = routeConsoleToLogger(logger);
    console.error('\u001b[31m⨯\u001b[39m Error: Failed to find Server Action "x"');
    console.warn('\u001b[33m⚠\u001b[39m Missing `origin` header');
    console.log('ready in %d ms', 12);
    console.error(new Error('boom'));
    undo();
    undo = undefined;
    // Every line is JSON (the console wrote nothing of its own).
    expect(raw.every((line) => line.startsWith('{'))).toBe(true);
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [50, 'Error: Failed to find Server Action "x"'],
      [40, 'Missing `origin` header'],
      [30, 'ready in 12 ms'],
      [50, 'boom'],
    ]);
    expect((lines()[3]!.err as { stack: string }).stack).toContain('Error: boom');
  });

  it("better-auth's messages go through pino", () => {
    const { lines, logger } = capture();
    betterAuthLogger(logger).log('error', '\u001b[2m2026-01-01T00:00:00Z\u001b[22m \u001b[31mERROR\u001b[0m [Better Auth]: Invalid password', {
      email: 'a@b.c',
    });
    expect(lines()).toEqual([
      expect.objectContaining({ level: 50, msg: '2026-01-01T00:00:00Z ERROR [Better Auth]: Invalid password', details: "{ email: 'a@b.c' }" }),
    ]);
  });

  it('strips ANSI codes', () => {
    expect(plainText('\u001b[1m\u001b[32m✓\u001b[39m\u001b[22m Ready')).toBe('Ready');
  });
});
