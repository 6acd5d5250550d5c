import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusView } from '@/features/errors/status-view';
import type { Locale } from '@/i18n/routing';

/** 'Página no encontrada' / 'Oh, algo salió mal...' with the button home (status 404). */
export default async function NotFoundPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StatusView
      status="404"
      title={t('title')}
      subtitle={t('subtitle')}
      description={t('description')}
      actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
    />
  );
}
