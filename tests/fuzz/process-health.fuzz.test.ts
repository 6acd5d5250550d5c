/**
 * Runs last (see vitest.fuzz.config.ts): after every other fuzz file, the server process is still the one that
 * started, answers, and its whole log holds no crash report, unhandled rejection or 5xx request line.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crashLinesIn, expectServerHealthy, fuzzServer } from './support/server-info';

describe('the server process after the fuzzing', () => {
  it('is alive, answers its health route and logged no crash', async () => {
    await expectServerHealthy();
  });

  it('logged no request answered with a 5xx and no Next.js error', () => {
    const log = fs.readFileSync(fuzzServer().logFile, 'utf8');
    expect(crashLinesIn(log)).toEqual([]);
    expect(log.split('\n').filter((line) => /"status":5\d\d\b/.test(line))).toEqual([]);
    // Next prints "⨯ <error>" for a request that failed while rendering or in a route handler.
    expect(log.split('\n').filter((line) => line.startsWith('⨯'))).toEqual([]);
  });
});
