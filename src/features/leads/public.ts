/** The leads' public entry: the rule of a lead's field, for other features that ask for one (Darky's dialogue). */
export { checkLeadField } from './schema';
