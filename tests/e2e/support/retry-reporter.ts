/**
 * Prints the first failure of a browser test that passed on its retry. Vitest's default reporter shows only
 * "(retry x1)" beside such a test, and a retry is a bug to fix: without its first error the race behind it cannot
 * be found (a failed attempt's errors stay on the result when the retry passes).
 */
import type { Reporter, TestCase } from 'vitest/node';

export default class RetryReporter implements Reporter {
  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    const result = testCase.result();
    if (retries === 0 || result.state !== 'passed') return;
    const errors = result.errors ?? [];
    const lines = [`\n[retried] ${testCase.module.moduleId} > ${testCase.fullName}: passed after ${retries} retr${retries === 1 ? 'y' : 'ies'}`];
    for (const error of errors) {
      lines.push(`  first failure: ${error.message ?? String(error)}`);
      if (error.stack) lines.push(error.stack.split('\n').slice(0, 12).join('\n'));
    }
    if (errors.length === 0) lines.push('  (the failed attempt left no error)');
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
