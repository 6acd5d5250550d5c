import type { Metadata } from 'next';
import { serviceMetadata, ServicePage as ServicePageView } from '@/features/services/components/service-page';
import { pageLocale } from '@/i18n/page-locale';
import { THANKS_SEGMENT, thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';

// The queries links reach are prerendered under ../consulta (src/features/routing/query-variants.ts); this page
// answers the rest (an unknown tab falls back to the first) and `/servicios/gracias`.
type Props = {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<{ tab?: string | string[]; subtab?: string | string[] }>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  if (slug === THANKS_SEGMENT) return thankYouMetadata(locale, '/servicios/gracias', 'contact');
  return serviceMetadata(locale, slug, await searchParams);
}

export default async function ServicePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  // `/servicios/gracias` is the section's thank-you page, not a service.
  if (slug === THANKS_SEGMENT) return <ThankYouView locale={locale} kind="contact" />;
  return <ServicePageView locale={locale} slug={slug} query={await searchParams} />;
}
