import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/section';
import { LeadForm } from '@/features/leads/components/lead-form';
import { ClientStory } from '@/features/portfolio/components/client-story';
import { findActiveClient } from '@/features/portfolio/portfolio-filter';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return routing.locales.flatMap((locale) =>
    getCatalogue(locale, 'portfolio')
      .clients.filter((client) => client.active)
      .map((client) => ({ locale, slug: client.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const client = findActiveClient(getCatalogue(locale, 'portfolio'), slug);
  if (!client) {
    const t = await getTranslations({ locale, namespace: 'Portfolio' });
    return { title: t('notFound'), robots: { index: false } };
  }
  return pageMetadata({ locale, path: `/portafolio/${client.slug}`, title: client.title, description: client.section1.description.slice(0, 160), image: client.portrait || undefined });
}

export default async function ClientPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const catalogue = getCatalogue(locale, 'portfolio');
  const client = findActiveClient(catalogue, slug);
  if (!client) notFound();
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  return (
    <>
      <Breadcrumbs
        locale={locale}
        label={tCommon('breadcrumb')}
        crumbs={[
          { name: tCommon('home'), path: '/' },
          { name: catalogue.title, path: '/portafolio' },
          { name: client.title, path: `/portafolio/${client.slug}` },
        ]}
      />
      <ClientStory locale={locale} client={client} />
      <section aria-labelledby="form-title" className="bg-brand-dark py-14 text-white">
        <Container className="grid gap-10 lg:grid-cols-2">
          <h2 id="form-title" className="font-heading text-3xl font-bold">{t('formTitle')}</h2>
          <div className="rounded-2xl bg-white p-6 text-brand-dark tab:p-8">
            <LeadForm formId="portafolio" locale={locale} thankYouBase="/portafolio/gracias" />
          </div>
        </Container>
      </section>
    </>
  );
}
