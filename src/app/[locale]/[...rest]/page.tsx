import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCatalogue, getSharedCatalogue } from '@/content/catalogue.server';
import { thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { notFoundMetadata } from '@/features/seo/not-found-metadata';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import { AppointmentSummary } from '@/features/leads/components/appointment-summary';
import { matchThankYouRoute } from '@/features/thanks/thank-you-routes';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; rest: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every thank-you route (`…/gracias`, `…/gracias/{slug}`) lands here; any other unclaimed path is a 404. */
function resolve(locale: Locale, rest: string[]) {
  const serviceSlugs = getCatalogue(locale, 'services').services.map((service) => service.slug);
  return matchThankYouRoute(rest.map(decodeURIComponent), serviceSlugs, getSharedCatalogue('forms').forms);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { rest } = await params;
  const route = resolve(locale, rest);
  // The 404 that follows gets its own title instead of the layout's default (the home title).
  if (!route) return notFoundMetadata(locale);
  return thankYouMetadata(locale, `/${rest.join('/')}`, route.kind);
}

export default async function CatchAllPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { rest } = await params;
  const route = resolve(locale, rest);
  if (!route) notFound();
  const { cita } = await searchParams;
  const appointment = route.base === '/conversemos' && typeof cita === 'string' ? <AppointmentSummary locale={locale} leadId={cita} /> : null;
  return (
    <ThankYouView locale={locale} kind={route.kind}>
      {appointment}
    </ThankYouView>
  );
}
