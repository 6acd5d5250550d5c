/** A 404 inside a section (unknown service, unknown client): the section's message, a way back, and home. */
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/routing';
import { StatusView } from './status-view';

export async function SectionNotFound({ namespace, backHref, backKey }: { namespace: 'Services' | 'Portfolio'; backHref: string; backKey: string }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace });
  const tNotFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusView
      status="404"
      title={t('notFound')}
      description={t('notFoundText')}
      actions={
        <>
          <ButtonLink href={backHref}>{t(backKey)}</ButtonLink>
          <ButtonLink href="/" variant="outline">{tNotFound('home')}</ButtonLink>
        </>
      }
    />
  );
}
