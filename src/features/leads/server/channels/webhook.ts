/** Posts a lead as JSON to the configured webhook, signed with HMAC-SHA256 over "timestamp.body". */
import 'server-only';
import { createHmac } from 'node:crypto';
import type { Lead } from '@/features/leads/tables';
import { DeliveryError, isRetryableStatus } from '@/server/outbox/delivery-error';
import type { LeadDeliverer } from '../lead-outbox';

export const SIGNATURE_HEADER = 'x-leads-signature';
export const TIMESTAMP_HEADER = 'x-leads-timestamp';
export const DELIVERY_HEADER = 'x-leads-delivery';

/** The signature a receiver recomputes: `sha256=` + hex HMAC of `${timestamp}.${rawBody}`. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function webhookPayload(lead: Lead) {
  return {
    event: 'lead.created',
    lead: {
      id: lead.id,
      formId: lead.formId,
      formKind: lead.formKind,
      locale: lead.locale,
      firstName: lead.firstName,
      lastName: lead.lastName,
      phone: lead.phone,
      email: lead.email,
      /** UTC start of the booked 30-minute session (ISO), or null. */
      slotStart: lead.slotStart ? lead.slotStart.toISOString() : null,
      /** Slug of the academy event or workshop a registration is for, or null. */
      registrationFor: lead.registrationFor,
      service: lead.service,
      source: lead.source,
      message: lead.message,
      page: lead.page,
      referrer: lead.referrer,
      utm: lead.utm,
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

export function webhookDeliverer(url: string, secret: string, timeoutMs = 10_000): LeadDeliverer {
  return async (lead, delivery) => {
    const body = JSON.stringify(webhookPayload(lead));
    const timestamp = String(Math.floor(Date.now() / 1000));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
          // Stable across retries so the receiver can drop a repeat.
          [DELIVERY_HEADER]: `${lead.id}:webhook`,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DeliveryError(`webhook unreachable (try ${delivery.attempt}): ${(error as Error).message}`);
    }
    if (!response.ok) {
      throw new DeliveryError(`webhook answered ${response.status}`, !isRetryableStatus(response.status));
    }
  };
}
