import type { Metadata } from 'next';
import { getCatalogue, getSharedCatalogue } from '@/content/catalogue.server';
import { ThankYouView } from '@/features/thanks/components/thank-you-view';
import { thankYouMetadata } from '@/features/thanks/thank-you-metadata';
import { matchThankYouRoute } from '@/features/thanks/thank-you-routes';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';

// The lessons form's thank-you page, named here rather than left to the catch-all: /lessons/<id> takes lessons
// published after the build, and a static segment is matched before it (so "gracias" is never read as a lesson).
const SEGMENTS = ['lessons', 'gracias'];

type Props = { params: Promise<{ locale: string }> };

function route(locale: Locale) {
  const serviceSlugs = getCatalogue(locale, 'services').services.map((service) => service.slug);
  return matchThankYouRoute(SEGMENTS, serviceSlugs, getSharedCatalogue('forms').forms)!;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return thankYouMetadata(locale, `/${SEGMENTS.join('/')}`, route(locale).kind);
}

export default async function LessonsThankYouPage({ params }: Props) {
  const locale = await pageLocale(params);
  return <ThankYouView locale={locale} kind={route(locale).kind} />;
}
