/**
 * Pages whose purpose the spec does not show, given a real job each (decisions in docs/routes.md) and
 * kept out of search engines: /test and /test-hs check lead delivery end to end, /hng is a campaign
 * landing, /coming-soon and /coming-soon/servicios collect interest in what is launching next.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeatureLanding } from '@/features/leads/ui';
import { pageMetadata } from '@/features/seo/public';
import { messageList } from '@/i18n/message-list';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { internalPages, type InternalPageConfig, type InternalPageName } from './internal-pages-config';

export function internalPage(name: InternalPageName) {
  const config: InternalPageConfig = internalPages[name];

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Hidden' });
    return pageMetadata({ locale, path: config.path, title: t(config.title), description: t(config.description), noindex: true });
  }

  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Hidden' });
    const tPoints = await getTranslations({ locale, namespace: config.points.namespace });
    const tContact = await getTranslations({ locale, namespace: 'Contact' });
    return (
      <FeatureLanding
        title={t(config.title)}
        description={t(config.description)}
        image={config.image}
        points={messageList(tPoints, config.points.key)}
        form={{ title: tContact('formTitle'), formId: config.formId, locale, thankYouBase: '/gracias' }}
      />
    );
  }

  return { generateMetadata, Page };
}
