/** A failed delivery; `permanent` ones (the receiver refused the lead itself) are not retried. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** HTTP answers worth retrying: server errors, timeouts and throttling. Other 4xx mean the request itself is wrong. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export type Deliverer = (lead: import('@/server/db/schema').Lead, delivery: { id: number; attempt: number }) => Promise<void>;
