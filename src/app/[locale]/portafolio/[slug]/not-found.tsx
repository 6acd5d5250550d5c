import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusView } from '@/features/errors/status-view';
import type { Locale } from '@/i18n/routing';

/** 'Cliente no encontrado :(' / 'Cliente not found :(' with status 404 (unknown or inactive client). */
export default async function ClientNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  const tNotFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusView
      status="404"
      title={t('notFound')}
      description={t('notFoundText')}
      actions={
        <>
          <ButtonLink href="/portafolio">{t('backToPortfolio')}</ButtonLink>
          <ButtonLink href="/" variant="outline">{tNotFound('home')}</ButtonLink>
        </>
      }
    />
  );
}
