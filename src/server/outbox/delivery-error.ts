/** A failed delivery of an outbox row; `permanent` ones (the receiver refused the subject itself) are not retried. */
import 'server-only';
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
