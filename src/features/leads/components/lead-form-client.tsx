'use client';
/**
 * The interactive lead form. A real <form method="post"> bound to a server action, so it works
 * before (or without) JavaScript; once hydrated it validates with the shared schema, shows
 * 'Enviando...' / 'Sending...', and keeps what the visitor typed on any error.
 */
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { serviceOptionCodes, sourceOptionCodes, type FormKind, type FormRules, type LeadFieldName, type ServiceOptionList } from '../form-rules';
import { HONEYPOT_FIELD, formMetaFields, initialLeadFormState } from '../form-state';
import { fieldBounds } from '../field-bounds';
import type { LeadFieldTexts } from '../schema';
import { submitLeadForm } from '../server/actions';
import { LeadFieldFrame } from './lead-field';
import type { SubmitLabel } from './submit-label';
import { ThanksPanel } from './thanks-panel';

export interface SerializableFormRules {
  formId: string;
  kind: FormKind;
  serviceOptions: ServiceOptionList | null;
  fields: LeadFieldName[];
  required: LeadFieldName[];
  oneOf: LeadFieldName[];
  scheduling: boolean;
  registers: FormRules['registers'];
}

/** One academy date the visitor may register for, labelled on the server ("Darky Day 2026 · 3 de diciembre, 6:30 p. m."). */
export interface RegistrationOption {
  value: string;
  label: string;
}

/** The free advice slots of one local day, as the select's option group. */
export interface SlotGroup {
  day: string;
  label: string;
  slots: { value: string; label: string }[];
}

interface LeadFormClientProps {
  rules: SerializableFormRules;
  locale: Locale;
  title?: string;
  submitLabel: SubmitLabel;
  thankYouBase: string;
  thanksMode: 'redirect' | 'panel';
  className?: string;
  /** Free slots (forms with scheduling), read on the server at render. */
  slotGroups?: SlotGroup[];
  /** Dates still ahead (forms with `registers`), read on the server at render; none: the form asks to be told of the next. */
  registrationOptions?: RegistrationOption[];
  /** Where a post without JavaScript goes and how React finds this form again (LeadFormProps.permalink). */
  permalink?: string;
  /** The field rules' errors in the page's language, for the validation in the browser (the same the server gives). */
  fieldTexts: LeadFieldTexts;
}

/** A random key per form view (works on plain http, where crypto.randomUUID is unavailable). */
function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function LeadFormClient({
  rules,
  locale,
  title,
  submitLabel,
  thankYouBase,
  thanksMode,
  className,
  slotGroups = [],
  registrationOptions = [],
  permalink,
  fieldTexts,
}: LeadFormClientProps) {
  const t = useTranslations('LeadForm');
  const [state, formAction, isPending] = useActionState(submitLeadForm, initialLeadFormState, permalink);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [meta, setMeta] = useState<{ key: string; startedAt: string; page: string; referrer: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  // The validator (zod, ~30 kB gzip) loads when the visitor first reaches the form, not with the page.
  const validator = useRef<typeof import('../schema').validateLeadFields | null>(null);
  const loadValidator = () => {
    if (!validator.current) void import('../schema').then((schema) => (validator.current = schema.validateLeadFields));
  };

  // Set after hydration: without JavaScript these stay absent and the server falls back (see docs/leads.md).
  useEffect(() => {
    setMeta({
      key: newSubmissionKey(),
      startedAt: String(Date.now()),
      page: window.location.pathname + window.location.search,
      referrer: document.referrer,
    });
  }, []);

  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [state]);

  // A slot someone else just took: fetch the free slots again (without JavaScript the re-rendered page does this).
  const router = useRouter();
  // Likewise a date that has just passed: the page read again lists the dates still ahead.
  const slotError = state.errors.slot;
  const registrationError = state.errors.registrationFor;
  useEffect(() => {
    if (slotError || registrationError) router.refresh();
  }, [slotError, registrationError, router]);

  const errors = clientErrors ?? state.errors;

  useEffect(() => {
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    firstInvalid?.focus();
  }, [errors]);

  if (state.status === 'success') return <ThanksPanel kind={rules.kind} />;

  // A registration names its date whenever one is offered (the server decides the same against the clock).
  const offersDates = rules.fields.includes('registrationFor') && registrationOptions.length > 0;
  const required = offersDates ? [...rules.required, 'registrationFor' as const] : rules.required;
  const fields = offersDates ? rules.fields : rules.fields.filter((name) => name !== 'registrationFor');
  const fullRules: FormRules = { ...rules, fields, required: new Set(required), hubspotFormGuid: '' };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isPending) {
      // A second click while the first is on its way would only repeat it.
      event.preventDefault();
      return;
    }
    if (!validator.current) {
      // Submitted before the validator arrived (it is fetched on first focus): fetch it, then submit again.
      event.preventDefault();
      const form = event.currentTarget;
      void import('../schema').then((schema) => {
        validator.current = schema.validateLeadFields;
        form.requestSubmit();
      });
      return;
    }
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((name) => [name, data.get(name) ?? '']));
    const result = validator.current(fullRules, fieldTexts, values);
    if (!result.ok) {
      event.preventDefault();
      setClientErrors(result.errors);
    } else {
      setClientErrors({});
    }
  }

  const fieldId = (name: string) => `${baseId}-${name}`;
  const value = (name: LeadFieldName) => state.values[name] ?? '';
  const isRequired = (name: LeadFieldName) => required.includes(name);
  const label = t(submitLabel);
  const formLevelMessage = state.message ?? (Object.keys(errors).length > 0 ? t('errorSummary') : undefined);
  const options = rules.serviceOptions ? serviceOptionCodes[rules.serviceOptions] : [];

  return (
    <section aria-labelledby={title ? `${baseId}-title` : undefined} data-form-id={rules.formId} className={className}>
      {title ? (
        <h2 id={`${baseId}-title`} className="mb-4 font-heading text-2xl font-bold text-brand-dark">
          {title}
        </h2>
      ) : null}
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        onFocus={loadValidator}
        onPointerEnter={loadValidator}
        method="post"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="lead-form"
      >
        <input type="hidden" name={formMetaFields.formId} value={rules.formId} />
        <input type="hidden" name={formMetaFields.locale} value={locale} />
        <input type="hidden" name={formMetaFields.thankYouBase} value={thankYouBase} />
        <input type="hidden" name={formMetaFields.thanksMode} value={thanksMode} />
        {meta ? (
          <>
            <input type="hidden" name={formMetaFields.idempotencyKey} value={meta.key} />
            <input type="hidden" name={formMetaFields.startedAt} value={meta.startedAt} />
            <input type="hidden" name={formMetaFields.page} value={meta.page} />
            <input type="hidden" name={formMetaFields.referrer} value={meta.referrer} />
          </>
        ) : null}
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{t('honeypot')}</label>
          <input id={fieldId(HONEYPOT_FIELD)} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <p className="text-sm text-grey-600 sm:col-span-2">{t('requiredHint')}</p>

        {rules.fields.includes('registrationFor') && !offersDates ? (
          <p className="rounded-md bg-brand-blue/10 p-3 text-sm text-brand-dark sm:col-span-2" data-testid="no-dates-ahead">
            {t('hints.noDatesAhead')}
          </p>
        ) : null}
        {offersDates ? (
          <LeadFieldFrame
            id={fieldId('registrationFor')}
            label={t('fields.registrationFor')}
            required
            error={errors.registrationFor}
            className="sm:col-span-2"
            hint={t('hints.registrationFor')}
          >
            {(props) => (
              <select
                {...props}
                className={`${props.className} input-field`}
                name="registrationFor"
                // The soonest date is the one most visitors come for: chosen unless they chose another.
                defaultValue={value('registrationFor') || registrationOptions[0]!.value}
                key={`registrationFor-${value('registrationFor')}`}
                data-testid="registration-select"
              >
                <option value="">{t('chooseRegistration')}</option>
                {registrationOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </LeadFieldFrame>
        ) : errors.registrationFor ? (
          <p className="text-sm text-red-700 sm:col-span-2" role="alert">
            {errors.registrationFor}
          </p>
        ) : null}

        {rules.fields.includes('firstName') ? (
          <LeadFieldFrame id={fieldId('firstName')} label={t('fields.firstName')} required={isRequired('firstName')} error={errors.firstName}>
            {(props) => (
              <input
                {...props}
                className={`${props.className} input-field`}
                name="firstName"
                type="text"
                autoComplete="given-name"
                maxLength={fieldBounds.name}
                placeholder={t('placeholders.firstName')}
                defaultValue={value('firstName')}
              />
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('lastName') ? (
          <LeadFieldFrame id={fieldId('lastName')} label={t('fields.lastName')} required={isRequired('lastName')} error={errors.lastName}>
            {(props) => (
              <input
                {...props}
                className={`${props.className} input-field`}
                name="lastName"
                type="text"
                autoComplete="family-name"
                maxLength={fieldBounds.name}
                placeholder={t('placeholders.lastName')}
                defaultValue={value('lastName')}
              />
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('phone') ? (
          <LeadFieldFrame id={fieldId('phone')} label={t('fields.phone')} required={isRequired('phone')} error={errors.phone} className="sm:col-span-2">
            {(props) => (
              <input
                {...props}
                className={`${props.className} input-field`}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={fieldBounds.phone}
                placeholder={t('placeholders.phone')}
                defaultValue={value('phone')}
              />
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('email') ? (
          <LeadFieldFrame
            id={fieldId('email')}
            label={t('fields.email')}
            required={isRequired('email')}
            error={errors.email}
            className="sm:col-span-2"
            hint={t(!isRequired('email') ? 'hints.emailOptional' : rules.scheduling ? 'hints.emailBooking' : 'hints.emailRequired')}
          >
            {(props) => (
              <input
                {...props}
                className={`${props.className} input-field`}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={fieldBounds.email}
                placeholder={t('placeholders.email')}
                defaultValue={value('email')}
              />
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('slot') ? (
          <LeadFieldFrame
            id={fieldId('slot')}
            label={t('fields.slot')}
            required={isRequired('slot')}
            error={errors.slot}
            className="sm:col-span-2"
            hint={slotGroups.length > 0 ? t('hints.slot') : t('hints.noSlots')}
          >
            {(props) => (
              <select
                {...props}
                className={`${props.className} input-field`}
                name="slot"
                defaultValue={value('slot')}
                key={`slot-${value('slot')}`}
                data-testid="slot-select"
              >
                <option value="">{t('chooseSlot')}</option>
                {slotGroups.map((group) => (
                  <optgroup key={group.day} label={group.label}>
                    {group.slots.map((slot) => (
                      <option key={slot.value} value={slot.value}>
                        {group.label} · {slot.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('service') ? (
          <LeadFieldFrame id={fieldId('service')} label={t('fields.service')} required={isRequired('service')} error={errors.service}>
            {(props) => (
              <select
                {...props}
                className={`${props.className} input-field`}
                name="service"
                defaultValue={value('service')}
                key={`service-${value('service')}`}
              >
                <option value="">{t('choose')}</option>
                {options.map((code) => (
                  <option key={code} value={code}>
                    {t(`services.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('source') ? (
          <LeadFieldFrame
            id={fieldId('source')}
            label={t('fields.source')}
            required={isRequired('source')}
            error={errors.source}
            className={rules.fields.includes('service') ? undefined : 'sm:col-span-2'}
          >
            {(props) => (
              <select {...props} className={`${props.className} input-field`} name="source" defaultValue={value('source')} key={`source-${value('source')}`}>
                <option value="">{t('choose')}</option>
                {sourceOptionCodes.map((code) => (
                  <option key={code} value={code}>
                    {t(`sources.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </LeadFieldFrame>
        ) : null}
        {rules.fields.includes('message') ? (
          <LeadFieldFrame id={fieldId('message')} label={t('fields.message')} required={isRequired('message')} error={errors.message} className="sm:col-span-2">
            {(props) => (
              <textarea
                {...props}
                className={`${props.className} min-h-32 py-2`}
                name="message"
                rows={5}
                maxLength={fieldBounds.message}
                placeholder={t('placeholders.message')}
                defaultValue={value('message')}
              />
            )}
          </LeadFieldFrame>
        ) : null}

        <div className="sm:col-span-2">
          <div role="alert" aria-live="assertive" className="mb-3 min-h-0">
            {formLevelMessage ? <p className="rounded-md border border-red-600 bg-red-50 px-3 py-2 text-sm text-red-800">{formLevelMessage}</p> : null}
          </div>
          <button
            type="submit"
            disabled={isPending}
            aria-disabled={isPending}
            className="input-field inline-flex min-w-44 items-center justify-center rounded-full bg-brand-blue-deep px-8 font-heading text-lg font-semibold text-white transition-colors hover:bg-brand-dark disabled:cursor-wait disabled:opacity-80"
          >
            {isPending ? t('sending') : label}
          </button>
        </div>
      </form>
    </section>
  );
}
