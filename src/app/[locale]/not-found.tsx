import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusView } from '@/features/errors/status-view';
import type { Locale } from '@/i18n/routing';

/**
 * The document title of every 404 under a locale (unknown paths and notFound() alike). Next reads metadata from the
 * not-found convention module, so the first HTML already carries it; without this the layout's default (the home
 * title) stood in the raw HTML until the client replaced it.
 */
export async function generateMetadata(): Promise<Metadata> {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

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
