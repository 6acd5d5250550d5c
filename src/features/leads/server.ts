/**
 * The leads' server-side entry for other features: receiving a lead (Darky's chat), the free advice slots of
 * /conversemos (Darky's meeting replies) and the CSV format (the console).
 */
export { receiveLead } from './server/receive-lead';
export type { SubmitLeadInput, SubmitLeadResult } from './server/submit-lead';
export { csvCell, csvColumns, csvRow, leadCells } from './server/export-csv';
export { enabledChannels } from './server/delivery-channels';
export { openSlots } from './server/appointments';
export type { Slot } from './scheduling/slots';
