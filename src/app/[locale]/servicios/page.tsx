import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { ServicesLanding } from '@/features/services/components/services-landing';
import { findServiceByTab, serviceTabHref } from '@/features/services/service-selection';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { redirect } from '@/i18n/navigation';

type Props = LocaleParams & { searchParams: Promise<{ tab?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Services' });
  const { landing } = getCatalogue(locale, 'services');
  return pageMetadata({ locale, path: '/servicios', title: t('title'), description: landing.description.slice(0, 160) });
}

export default async function ServicesPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const catalogue = getCatalogue(locale, 'services');
  // `/servicios?tab=probadores-virtuales`: the visitor asked for one solution; show its page.
  const { tab } = await searchParams;
  const tabSlug = Array.isArray(tab) ? tab[0] : tab;
  const owner = findServiceByTab(catalogue.services, tabSlug);
  if (owner && tabSlug) redirect({ href: serviceTabHref(owner.slug, tabSlug), locale });
  return <ServicesLanding locale={locale} catalogue={catalogue} />;
}
