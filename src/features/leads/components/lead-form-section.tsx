/** A titled band that places a lead form: used by every page that asks for free advice. */
import type { ReactNode } from 'react';
import { LeadForm, type LeadFormProps } from './lead-form';
import { Container } from '@/components/ui/section';

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
        <div>
          <h2 id={`${id}-title`} className="font-heading text-3xl font-bold tab:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 text-lg text-white/80">{intro}</p> : null}
          {aside ? <div className="mt-8">{aside}</div> : null}
        </div>
        <div className="rounded-2xl bg-white p-6 text-brand-dark tab:p-8">
          <LeadForm {...form} />
        </div>
      </Container>
    </section>
  );
}
