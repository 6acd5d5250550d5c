/** A 404 inside a section (unknown service, unknown client): the section's message, a way back, and home. */
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/routing';
import { StatusView } from './status-view';

/** The section and the key of its "back" link (typed per section, so a wrong key is a compile error). */
type Section = { namespace: 'Services'; backKey: 'allServices' } | { namespace: 'Portfolio'; backKey: 'backToPortfolio' };

export async function SectionNotFound({ backHref, ...section }: Section & { backHref: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: section.namespace });
  const backLabel =
    section.namespace === 'Services'
      ? (await getTranslations({ locale, namespace: 'Services' }))(section.backKey)
      : (await getTranslations({ locale, namespace: 'Portfolio' }))(section.backKey);
  const tNotFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusView
      status="404"
      title={t('notFound')}
      description={t('notFoundText')}
      actions={
        <>
          <ButtonLink href={backHref}>{backLabel}</ButtonLink>
          <ButtonLink href="/" variant="outline">
            {tNotFound('home')}
          </ButtonLink>
        </>
      }
    />
  );
}
