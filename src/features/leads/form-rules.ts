/**
 * What each form of content/forms.json asks for: its kind, its service options and which fields
 * are required. Shared by the form (browser) and the pipeline (server).
 */
import formsCatalogue from '../../../content/forms.json';
import type { DatedList } from '@/content/academy-calendar';

export const leadFieldNames = ['registrationFor', 'firstName', 'lastName', 'phone', 'email', 'slot', 'service', 'source', 'message'] as const;
export type LeadFieldName = (typeof leadFieldNames)[number];

/** Options of "service needed" (SPEC section 3), stored as codes; labels live in messages (LeadForm.services). */
export const serviceOptionCodes = {
  current: ['webs-y-apps', 'chatbot', 'other'],
  legacy: ['smart-web', 'ai-chatbot', 'web-page', 'ecommerce', 'mobile-app', 'social-campaign', 'ad-campaign', 'corporate-identity', 'other'],
} as const;
export type ServiceOptionList = keyof typeof serviceOptionCodes;

/**
 * Options of "how they knew us": SPEC section 3 lists recommendation and other; issue 18 adds search engine, social
 * networks and event. Leads stored before keep their code ('recommendation' or 'other'), still in the list.
 */
export const sourceOptionCodes = ['search', 'social', 'event', 'recommendation', 'other'] as const;

export type FormKind = 'contact' | 'event';

export interface FormRules {
  formId: string;
  kind: FormKind;
  /** Which list the service select offers; null when the form has no service select (event registrations). */
  serviceOptions: ServiceOptionList | null;
  /** Fields the form shows, in order. */
  fields: readonly LeadFieldName[];
  required: ReadonlySet<LeadFieldName>;
  /**
   * Fields of which at least one must be filled (none required alone): Darky's form takes a phone or an e-mail. The
   * schema's error is on the first of them.
   */
  oneOf: readonly LeadFieldName[];
  /** The form books a 30-minute meeting (field `slot`, content/scheduling.json). */
  scheduling: boolean;
  /**
   * The academy list the form registers for (field `registrationFor`: the slug of an item still ahead), or null. Whether
   * the field must be filled depends on the clock (no date ahead: the form asks to be told of the next one), so the
   * server decides it at submit (submit-lead.ts), not the schema.
   */
  registers: DatedList | null;
  hubspotFormGuid: string;
}

/**
 * Darky's form: a chat may not learn the last name or how the visitor knew us, so only a name and one way to reach the
 * visitor (a phone or an e-mail: out of hours Darky takes whichever is given) are required.
 */
export const CHATBOT_FORM_ID = 'chatbot';

/** How a form asks for an e-mail: 'required' where the page promises something by e-mail (lessons, events), else 'optional'. */
export type EmailRule = 'required' | 'optional' | 'none';

type CatalogueEntry = { kind: string; hubspotFormGuid: string; serviceOptions?: string; email?: EmailRule; scheduling?: boolean; registers?: DatedList };
const forms = (formsCatalogue as { forms: Record<string, CatalogueEntry> }).forms;

const contactFields = ['firstName', 'lastName', 'phone', 'email', 'service', 'source', 'message'] as const;
const eventFields = ['firstName', 'lastName', 'phone', 'email', 'source', 'message'] as const;

export function getFormRules(formId: string): FormRules | undefined {
  if (!Object.hasOwn(forms, formId)) return undefined;
  const entry = forms[formId]!;
  const kind: FormKind = entry.kind === 'event' ? 'event' : 'contact';
  // Event forms promise something by e-mail (the next lesson, the Zoom link): there the e-mail is required by default.
  const email: EmailRule = entry.email ?? (kind === 'event' ? 'required' : 'optional');
  let fields: LeadFieldName[] = (kind === 'event' ? eventFields : contactFields).filter((f) => f !== 'email' || email !== 'none');
  // A form that books a meeting asks for the slot right after the contact details.
  if (entry.scheduling) fields = [...fields.slice(0, fields.indexOf('phone') + 1), 'slot', ...fields.slice(fields.indexOf('phone') + 1)];
  // A registration names what it is for first: the date decides whether the rest is worth filling in.
  if (entry.registers) fields = ['registrationFor', ...fields];
  const optional = new Set<LeadFieldName>(['message', 'registrationFor', ...(email === 'required' ? [] : ['email' as const])]);
  const chatbot = formId === CHATBOT_FORM_ID;
  const required = new Set<LeadFieldName>(chatbot ? ['firstName'] : fields.filter((f) => !optional.has(f)));
  return {
    formId,
    kind,
    serviceOptions: kind === 'event' ? null : entry.serviceOptions === 'legacy' ? 'legacy' : 'current',
    fields,
    required,
    oneOf: chatbot ? ['phone', 'email'] : [],
    scheduling: entry.scheduling === true,
    registers: entry.registers ?? null,
    hubspotFormGuid: entry.hubspotFormGuid,
  };
}

export function isKnownFormId(formId: string): boolean {
  return Object.hasOwn(forms, formId);
}
