/** Metadata of thank-you pages: titled, described by the thanks text, kept out of search engines. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { FormKind } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/features/seo/public';

export const THANKS_SEGMENT = 'gracias';

export async function thankYouMetadata(locale: Locale, path: string, kind: FormKind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Thanks' });
  return pageMetadata({ locale, path, title: t('title'), description: kind === 'event' ? t('event') : t('contact'), noindex: true });
}
