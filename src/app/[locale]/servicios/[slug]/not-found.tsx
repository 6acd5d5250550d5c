import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusView } from '@/features/errors/status-view';
import type { Locale } from '@/i18n/routing';

/** 'Servicio no encontrado :(' / 'Service not found :(' with status 404. */
export default async function ServiceNotFound() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'Services' });
  const tNotFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusView
      status="404"
      title={t('notFound')}
      description={t('notFoundText')}
      actions={
        <>
          <ButtonLink href="/servicios">{t('allServices')}</ButtonLink>
          <ButtonLink href="/" variant="outline">{tNotFound('home')}</ButtonLink>
        </>
      }
    />
  );
}
