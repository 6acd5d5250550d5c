import { describe, expect, it } from 'vitest';
import { messagesOf } from '@/i18n/server-messages';
import { fieldBounds } from '../field-bounds';
import { getFormRules } from '../form-rules';
import { validateLeadFields } from '../schema';
import { checkLeadField, leadValidationTexts } from './validation-texts';

const person = { firstName: 'Lucía', phone: '987 654 321' };

describe('the lead pipeline texts from messages LeadValidation', () => {
  it('fills the limit of a field that is too long, in the form language', () => {
    const rules = getFormRules('contacto')!;
    const long = { ...person, firstName: 'a'.repeat(fieldBounds.name + 1) };
    expect(validateLeadFields(rules, leadValidationTexts('es').fields, long)).toMatchObject({ ok: false, errors: { firstName: 'Máximo 60 caracteres.' } });
    expect(validateLeadFields(rules, leadValidationTexts('en').fields, long)).toMatchObject({ ok: false, errors: { firstName: 'At most 60 characters.' } });
  });

  it("gives Darky's dialogue a field's error in the visitor's language", () => {
    expect(checkLeadField('phone', 'es', '12')).toEqual({ ok: false, error: messagesOf('es').LeadValidation.fields.phone });
    expect(checkLeadField('phone', 'en', '12')).toEqual({ ok: false, error: messagesOf('en').LeadValidation.fields.phone });
    expect(checkLeadField('firstName', 'en', '  Ana  ')).toEqual({ ok: true, value: 'Ana' });
  });

  it("holds the pipeline's own texts besides the fields'", () => {
    expect(leadValidationTexts('es').slotTaken).toBe('Ese horario acaba de ser reservado. Elige otro de la lista.');
    expect(leadValidationTexts('en').unknownForm).toBe('Unknown form.');
  });
});
