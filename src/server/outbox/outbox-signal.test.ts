// One signal per outbox: waking one outbox's worker leaves the others asleep.
import { describe, expect, it, vi } from 'vitest';
import { outboxSignal } from './outbox-signal';

describe('outboxSignal', () => {
  it('wakes the listeners of its own outbox only, until they unsubscribe', () => {
    const leads = vi.fn();
    const payments = vi.fn();
    const stopLeads = outboxSignal('test-leads').onNotified(leads);
    const stopPayments = outboxSignal('test-payments').onNotified(payments);
    outboxSignal('test-leads').notify();
    expect([leads.mock.calls.length, payments.mock.calls.length]).toEqual([1, 0]);
    stopLeads();
    outboxSignal('test-leads').notify();
    outboxSignal('test-payments').notify();
    expect([leads.mock.calls.length, payments.mock.calls.length]).toEqual([1, 1]);
    stopPayments();
  });
});
