import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { getCatalogue } from '@/content/catalogue.server';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';
import { pageMetadata } from '@/features/seo/page-metadata';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  return pageMetadata({ locale, path: '/innovaciones', title: t('title'), description: t('description') });
}

export default async function InnovationsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Innovations' });
  const tHome = await getTranslations({ locale, namespace: 'Home' });
  const { innovations } = getCatalogue(locale, 'home');
  return (
    <>
      <PageHero title={t('title')} description={t('description')} />
      <Container className="py-12 tab:py-16">
        <ol className="space-y-8">
          {[...innovations.items]
            .sort((a, b) => a.action - b.action)
            .map((item, index) => (
              <li key={item.action} className="grid items-center gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-grey-100 tab:p-10 lg:grid-cols-2">
                <Image src={item.img} alt="" width={480} height={320} priority={index === 0} className={`h-auto w-full ${index % 2 ? 'lg:order-2' : ''}`} />
                <div>
                  <p className="font-heading text-sm font-semibold tracking-widest text-brand-blue-deep uppercase">
                    {tHome('innovationAction', { action: String(item.action) })}
                  </p>
                  <h2 className="mt-2 font-heading text-3xl font-bold">{item.title}</h2>
                  <p className="mt-3 text-lg text-grey-600">{item.description}</p>
                  <ButtonLink href={item.url} className="mt-6">
                    {item.btn}
                  </ButtonLink>
                </div>
              </li>
            ))}
        </ol>
        <div className="mt-12 rounded-2xl bg-grey-50 p-8 text-center">
          <h2 className="font-heading text-2xl font-bold">{t('testTitle')}</h2>
          <p className="mx-auto mt-2 max-w-2xl text-grey-600">{t('testDescription')}</p>
          <ButtonLink href="/innovaciones/test" variant="outline" className="mt-5">
            {t('testTitle')}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
