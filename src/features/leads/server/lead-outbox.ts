/** The leads' outbox: lead_deliveries rows, each a lead for one channel (CRM, webhook, e-mail), and its wake-up signal. */
import 'server-only';
import { leadDeliveries, leads, type Lead } from '@/features/leads/tables';
import { defineOutbox } from '@/server/outbox/define-outbox';
import type { SubjectDeliverer } from '@/server/outbox/outbox-worker';

const outbox = defineOutbox<Lead>({
  name: 'leads',
  table: leadDeliveries,
  subjectColumn: leadDeliveries.leadId,
  subjectName: 'lead',
  subjects: leads,
});

export const leadOutboxQueue = outbox.queue;
/** Wakes the leads' worker (a lead stored with deliveries to make). */
export const leadOutbox = outbox.signal;

/** Sends one lead on one channel; throws DeliveryError (src/server/outbox) when it could not. */
export type LeadDeliverer = SubjectDeliverer<Lead>;
