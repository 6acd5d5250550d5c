/** Darky's public entry for other features (types and pure functions, safe in any bundle). */
export type {
  ChatAction,
  ChatEvent,
  ChatLocale,
  LiveConversation,
  OnlineOperator,
  OnlineVisitor,
  OperatorAck,
  OperatorAckError,
  VisitorsOnline,
} from './protocol';
// The live inbox's socket (the console's /admin/live): path, namespace and event names.
export { OPERATORS_NAMESPACE, OPERATORS_SOCKET_PATH, operatorEvents } from './protocol';
export { plainMessage } from './message-links';
export { normalizeVisitorText } from './nlu/visitor-text';
