/**
 * The console's server entry for other features: who is signed in (from a request's headers, without Next's request
 * context, so the custom server's endpoints can ask) and the audit log. Kept small: importing it loads no page code.
 */
export { operatorSessionOf, OPERATOR_ROLES, VISITOR_DATA_ROLES, type Operator, type OperatorRole } from './server/operator-identity';
export { writeAudit, type AuditActor } from './server/audit-log';
