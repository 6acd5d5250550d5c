/** The thanks message after a form (contact or event registration) with links onward. */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { FormKind } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';

export async function ThankYouView({
  locale,
  kind,
  headingLevel = 1,
  children,
}: {
  locale: Locale;
  kind: FormKind;
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Thanks' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="bg-grey-50 py-20 tab:py-28" data-testid="thank-you" data-kind={kind}>
      <Container className="text-center">
        <svg className="mx-auto text-brand-blue-deep" width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
          <circle cx="36" cy="36" r="34" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M22 37l9 9 19-20" fill="none" stroke="#37ebca" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Heading className="mx-auto mt-6 max-w-2xl font-heading text-3xl font-bold tab:text-4xl">{kind === 'event' ? t('event') : t('contact')}</Heading>
        <p className="mx-auto mt-3 max-w-xl text-lg text-grey-600">{kind === 'event' ? t('eventText') : t('contactText')}</p>
        {children}
        <p className="mt-10 font-semibold">{t('next')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/portafolio">{t('portfolio')}</ButtonLink>
          <ButtonLink href="/blog" variant="outline">
            {t('blog')}
          </ButtonLink>
          <ButtonLink href="/servicios" variant="outline">
            {t('services')}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
