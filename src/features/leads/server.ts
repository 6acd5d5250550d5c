/**
 * The leads' server-side entry for other features: receiving a lead (Darky's chat), the rule of a lead's field (Darky's
 * dialogue asks field by field), the free advice slots of /conversemos (Darky's meeting replies) and the CSV format
 * (the console).
 */
export { receiveLead } from './server/receive-lead';
export { checkLeadField } from './server/validation-texts';
export type { SubmitLeadInput, SubmitLeadResult } from './server/submit-lead';
export { csvCell, csvColumns, csvRow, leadCells } from './server/export-csv';
export { enabledChannels } from './server/delivery-channels';
export { openSlots } from './server/appointments';
export type { Slot } from './scheduling/slots';
