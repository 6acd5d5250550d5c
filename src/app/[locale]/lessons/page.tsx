import type { Metadata } from 'next';
import { LessonsPage as LessonsPageView, lessonsMetadata } from '@/features/lessons/components/lessons-page';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

// The filters links reach are prerendered under ./consulta (src/features/routing/query-variants.ts); this page
// answers the rest (an unknown category shows every lesson).
type Props = LocaleParams & { searchParams: Promise<{ categoria?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return lessonsMetadata(await pageLocale(params));
}

export default async function LessonsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <LessonsPageView locale={locale} categoria={(await searchParams).categoria} />;
}
