/**
 * What each form of content/forms.json asks for: its kind, its service options and which fields
 * are required. Shared by the form (browser) and the pipeline (server).
 */
import formsCatalogue from '../../../content/forms.json';

export const leadFieldNames = ['firstName', 'lastName', 'phone', 'service', 'source', 'message'] as const;
export type LeadFieldName = (typeof leadFieldNames)[number];

/** Options of "service needed" (SPEC section 3), stored as codes; labels live in messages (LeadForm.services). */
export const serviceOptionCodes = {
  current: ['webs-y-apps', 'chatbot', 'other'],
  legacy: ['smart-web', 'ai-chatbot', 'web-page', 'ecommerce', 'mobile-app', 'social-campaign', 'ad-campaign', 'corporate-identity', 'other'],
} as const;
export type ServiceOptionList = keyof typeof serviceOptionCodes;

/** Options of "how they knew us" (SPEC section 3). */
export const sourceOptionCodes = ['recommendation', 'other'] as const;

export type FormKind = 'contact' | 'event';

export interface FormRules {
  formId: string;
  kind: FormKind;
  /** Which list the service select offers; null when the form has no service select (event registrations). */
  serviceOptions: ServiceOptionList | null;
  /** Fields the form shows, in order. */
  fields: readonly LeadFieldName[];
  required: ReadonlySet<LeadFieldName>;
  hubspotFormGuid: string;
}

/** Darky's form: a chat may not learn the last name or how the visitor knew us, so only name and phone are required. */
export const CHATBOT_FORM_ID = 'chatbot';

type CatalogueEntry = { kind: string; hubspotFormGuid: string; serviceOptions?: string };
const forms = (formsCatalogue as { forms: Record<string, CatalogueEntry> }).forms;

const contactFields = leadFieldNames;
const eventFields = ['firstName', 'lastName', 'phone', 'source', 'message'] as const;

export function getFormRules(formId: string): FormRules | undefined {
  if (!Object.hasOwn(forms, formId)) return undefined;
  const entry = forms[formId]!;
  const kind: FormKind = entry.kind === 'event' ? 'event' : 'contact';
  const fields = kind === 'event' ? eventFields : contactFields;
  const required = new Set<LeadFieldName>(
    formId === CHATBOT_FORM_ID ? ['firstName', 'phone'] : fields.filter((f) => f !== 'message'),
  );
  return {
    formId,
    kind,
    serviceOptions: kind === 'event' ? null : entry.serviceOptions === 'legacy' ? 'legacy' : 'current',
    fields,
    required,
    hubspotFormGuid: entry.hubspotFormGuid,
  };
}

export function isKnownFormId(formId: string): boolean {
  return Object.hasOwn(forms, formId);
}
