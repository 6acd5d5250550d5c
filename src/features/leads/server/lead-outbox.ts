/** The leads' outbox: lead_deliveries rows, each a lead for one channel (CRM, webhook, e-mail), and its wake-up signal. */
import 'server-only';
import { inArray } from 'drizzle-orm';
import { leadDeliveries, leads, type Lead } from '@/features/leads/tables';
import type { OutboxQueue, SubjectDeliverer } from '@/server/outbox/outbox-worker';
import { outboxSignal } from '@/server/outbox/outbox-signal';

export const leadOutboxQueue: OutboxQueue<Lead> = {
  name: 'leads',
  table: leadDeliveries,
  subjectColumn: leadDeliveries.leadId,
  subjectName: 'lead',
  async loadSubjects(db, ids) {
    const rows = await db.select().from(leads).where(inArray(leads.id, ids));
    return new Map(rows.map((lead) => [lead.id, lead]));
  },
};

/** Wakes the leads' worker (a lead stored with deliveries to make). */
export const leadOutbox = outboxSignal(leadOutboxQueue.name);

/** Sends one lead on one channel; throws DeliveryError (src/server/outbox) when it could not. */
export type LeadDeliverer = SubjectDeliverer<Lead>;
