/** Sends a lead to HubSpot's form submission API (the CRM form of the lead's formId). */
import 'server-only';
import type { Env } from '@/config/env';
import { getFormRules } from '../../form-rules';
import { DeliveryError, isRetryableStatus } from '@/server/outbox/delivery-error';
import type { LeadDeliverer } from '../lead-outbox';

export function hubspotDeliverer(env: Pick<Env, 'HUBSPOT_API_BASE' | 'HUBSPOT_PORTAL_ID' | 'SITE_URL'>, timeoutMs = 10_000): LeadDeliverer {
  return async (lead) => {
    const rules = getFormRules(lead.formId);
    if (!rules) throw new DeliveryError(`form ${lead.formId} is no longer in content/forms.json`, true);
    const url = `${env.HUBSPOT_API_BASE.replace(/\/$/, '')}/submissions/v3/integration/submit/${env.HUBSPOT_PORTAL_ID}/${rules.hubspotFormGuid}`;
    // Only HubSpot's standard contact properties: a field the CRM form lacks would make it refuse the whole submission.
    const extra = [
      lead.service ? `[service: ${lead.service}]` : '',
      lead.source ? `[source: ${lead.source}]` : '',
      lead.slotStart ? `[meeting: ${lead.slotStart.toISOString()}]` : '',
      lead.registrationFor ? `[registration: ${lead.registrationFor}]` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const fields = [
      { objectTypeId: '0-1', name: 'firstname', value: lead.firstName },
      { objectTypeId: '0-1', name: 'lastname', value: lead.lastName ?? '' },
      // A chat lead may carry only an e-mail (or only a phone): each contact property is sent only when given, never
      // empty ('email' is HubSpot's own key for a contact).
      ...(lead.phone ? [{ objectTypeId: '0-1', name: 'phone', value: lead.phone }] : []),
      ...(lead.email ? [{ objectTypeId: '0-1', name: 'email', value: lead.email }] : []),
      { objectTypeId: '0-1', name: 'message', value: [lead.message ?? '', extra].filter(Boolean).join('\n') },
    ];
    const body = {
      submittedAt: String(lead.createdAt.getTime()),
      fields,
      context: {
        pageUri: lead.page ? new URL(lead.page, env.SITE_URL).toString() : env.SITE_URL,
        pageName: lead.formId,
        ...(lead.ip ? { ipAddress: lead.ip } : {}),
      },
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new DeliveryError(`HubSpot unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new DeliveryError(`HubSpot answered ${response.status}: ${detail}`, !isRetryableStatus(response.status));
    }
  };
}
