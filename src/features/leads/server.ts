/**
 * The leads' server-side entry for other features: receiving a lead (Darky's chat), the rule of a lead's field (Darky's
 * dialogue asks field by field), the free advice slots of /conversemos (Darky's meeting replies) and the CSV format
 * (the console), and how the site signs a webhook (Darky's wait notices are signed the same way).
 */
export { receiveLead } from './server/receive-lead';
export { checkLeadField } from './server/validation-texts';
export type { SubmitLeadInput, SubmitLeadResult } from './server/submit-lead';
export { csvCell, csvColumns, csvRow, leadCells } from './server/export-csv';
export { enabledChannels, webhookSecret } from './server/delivery-channels';
export { DELIVERY_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './server/channels/webhook';
export { openSlots } from './server/appointments';
export type { Slot } from './scheduling/slots';
