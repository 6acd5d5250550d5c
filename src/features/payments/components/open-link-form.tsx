/** The /pagos form a client uses to open a payment link by its code (or the pasted link); works without JavaScript. */
import type { Locale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button-link';
import { localizedPath } from '@/features/routing/public';

export async function OpenLinkForm({ locale, value, invalid }: { locale: Locale; value?: string; invalid: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Payments' });
  return (
    <section aria-labelledby="open-link-title" className="bg-grey-50 py-14 tab:py-20">
      <Container className="max-w-2xl">
        <div className="rounded-lg bg-white p-6 shadow-sm tab:p-10">
          <h2 id="open-link-title" className="font-heading text-3xl font-bold text-brand-dark">
            {t('openTitle')}
          </h2>
          <p className="mt-3 text-grey-600">{t('openLead')}</p>
          <form method="get" action={localizedPath(locale, '/pagos')} className="mt-6 grid gap-4" data-testid="open-link-form">
            <div>
              <label htmlFor="payment-code" className="mb-1 block text-sm font-medium text-brand-dark">
                {t('codeLabel')}
              </label>
              <input
                id="payment-code"
                name="codigo"
                required
                defaultValue={value}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={invalid}
                aria-describedby={invalid ? 'payment-code-error' : 'payment-code-hint'}
                className={`min-h-11 w-full rounded-md border bg-white px-3 font-mono text-base text-brand-dark focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/30 focus:outline-none ${invalid ? 'border-red-600' : 'border-grey-200'}`}
              />
              {invalid ? (
                <p id="payment-code-error" className="mt-1 text-sm text-red-700">
                  {t('codeInvalid')}
                </p>
              ) : (
                <p id="payment-code-hint" className="mt-1 text-sm text-grey-600">
                  {t('codeHint')}
                </p>
              )}
            </div>
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-blue-deep px-6 font-semibold text-white hover:bg-brand-dark tab:justify-self-start"
            >
              {t('openButton')}
            </button>
          </form>
          <p className="mt-8 border-t border-grey-100 pt-6 text-grey-600">{t('noLink')}</p>
          <ButtonLink href="/contacto" variant="outline" className="mt-4">
            {t('contactLink')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
