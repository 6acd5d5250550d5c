import type { Metadata } from 'next';
import { LessonsPage, lessonsMetadata, lessonsQueries } from '@/features/lessons/components/lessons-page';
import { QUERY_PARAMS, variantQuery } from '@/features/routing/query-variants';
import { pageLocale } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';

// `/lessons?categoria=…` prerendered per category; the server maps the query here
// (src/features/routing/query-variants.ts). Anything else is not a page.
type Props = { params: Promise<{ locale: string; seleccion?: string[] }> };

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return isLocale(params.locale) ? lessonsQueries(params.locale).map((values) => ({ seleccion: values })) : [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return lessonsMetadata(await pageLocale(params));
}

export default async function LessonsQueryPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { seleccion } = await params;
  return <LessonsPage locale={locale} categoria={variantQuery(QUERY_PARAMS.lessons, seleccion).categoria} />;
}
