/** Darky's public entry for other features (types and pure functions, safe in any bundle). */
export type { ChatAction, ChatEvent, ChatLocale } from './protocol';
export { plainMessage } from './message-links';
export { normalizeVisitorText } from './nlu/visitor-text';
