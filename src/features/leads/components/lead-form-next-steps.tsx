/** What happens after sending a form, in three numbered steps: the side of a form band that has nothing else to say. */
import { getTranslations } from 'next-intl/server';
import { messageList } from '@/i18n/message-list';
import type { Locale } from '@/i18n/routing';
import type { FormKind } from '../form-rules';

export async function LeadFormNextSteps({ kind, locale }: { kind: FormKind; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LeadForm' });
  // The namespace's typed translator takes only literal keys; a list is read by index (messageList).
  const steps = messageList(t as unknown as Parameters<typeof messageList>[0], `nextSteps.${kind === 'event' ? 'event' : 'contact'}`);
  return (
    <div data-testid="lead-form-next-steps">
      <h3 className="font-heading text-xl font-semibold">{t('nextStepsTitle')}</h3>
      <ol className="mt-5 grid gap-5">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-green font-heading font-bold text-brand-dark">
              {index + 1}
            </span>
            <p className="pt-1.5 text-white/85">{step}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
