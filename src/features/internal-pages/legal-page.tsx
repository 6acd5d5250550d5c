/** The footer's policies (privacy, support), rendered from content/<locale>/legal/*.md. */
import type { Metadata } from 'next';
import { getLegalDocument, type LegalDocumentName } from '@/content/catalogue.server';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { formatDate } from '@/i18n/format';
import { pageMetadata } from '@/features/seo/public';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export function legalPage(name: LegalDocumentName, path: string) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const document = getLegalDocument(locale, name);
    return pageMetadata({ locale, path, title: document.title, description: document.html.replace(/<[^>]+>/g, '').slice(0, 155) });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const document = getLegalDocument(locale, name);
    return (
      <>
        <PageHero title={document.title} description={formatDate(locale, document.updated)} />
        <Container className="max-w-3xl py-12 tab:py-16">
          <div className="article-body legal-body" dangerouslySetInnerHTML={{ __html: document.html }} />
        </Container>
      </>
    );
  }

  return { generateMetadata, Page };
}
