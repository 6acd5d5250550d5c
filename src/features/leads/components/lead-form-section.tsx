/**
 * A titled band that places a lead form: used by every page that asks for free advice. Beside the form, the page's
 * aside (contact details) or what happens after sending; on wide screens that side stays in view while the form
 * scrolls, so the band has no empty half.
 */
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';
import { getFormRules } from '../form-rules';
import { LeadForm, type LeadFormProps } from './lead-form';
import { LeadFormNextSteps } from './lead-form-next-steps';

export function LeadFormSection({
  id = 'formulario',
  title,
  intro,
  aside,
  ...form
}: LeadFormProps & { id?: string; title: string; intro?: string; aside?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-brand-dark py-14 text-white tab:py-20">
      <Container className="grid gap-10 lg:grid-cols-2">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <h2 id={`${id}-title`} className="font-heading text-3xl font-bold tab:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-white/80">{intro}</p> : null}
          <div className="mt-8">{aside ?? <LeadFormNextSteps kind={getFormRules(form.formId)?.kind ?? 'contact'} locale={form.locale} />}</div>
        </div>
        <div className="rounded-2xl bg-white p-6 text-brand-dark tab:p-8">
          <LeadForm {...form} />
        </div>
      </Container>
    </section>
  );
}
