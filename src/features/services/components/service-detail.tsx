/** A service page: headline, tabs and sub-tabs from the query, the selected content, benefits and the form. */
import { getTranslations } from 'next-intl/server';
import { CheckList } from '@/components/ui/check-list';
import type { Service } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Container } from '@/components/ui/section';
import { PageHero } from '@/components/ui/page-hero';
import { LeadFormSection } from '@/features/leads/ui';
import { localizedPath } from '@/features/routing/public';
import { serviceTabHref, type ServiceSelection } from '../service-selection';
import { ResponsiveMedia } from './responsive-media';
import { ServiceSubTabsNav, ServiceTabsNav } from './service-tabs-nav';

export async function ServiceDetail({ locale, service, selection }: { locale: Locale; service: Service; selection: ServiceSelection }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  const { tab, subtab, formId } = selection;
  const shown = subtab ?? tab;

  return (
    <>
      <PageHero eyebrow={service.name} title={service.title} description={service.description} />
      <div className="bg-white py-10 tab:py-14" id="contenido">
        <Container>
          <ServiceTabsNav
            serviceSlug={service.slug}
            tabs={service.tabs}
            current={tab}
            label={t('tabsLabel', { service: service.name })}
            scrollHint={t('tabsScrollHint', { count: service.tabs.length })}
          />
          <article className="mt-10 grid items-start gap-10 lg:grid-cols-2" data-testid="service-tab" data-tab={tab.slug} data-subtab={subtab?.slug}>
            <div>
              <h2 className="font-heading text-3xl font-bold tab:text-4xl">{tab.name}</h2>
              <p className="mt-4 text-lg text-grey-800">{tab.description}</p>
              {subtab ? (
                <>
                  <ServiceSubTabsNav serviceSlug={service.slug} tab={tab} current={subtab} label={t('subtabsLabel', { tab: tab.name })} />
                  <h3 className="mt-6 font-heading text-2xl font-semibold">{subtab.name}</h3>
                  <p className="mt-2 text-grey-800">{subtab.description}</p>
                </>
              ) : null}
            </div>
            <ResponsiveMedia desktop={shown.mediaUrl} mobile={shown.mediaUrlResponsive} alt={shown.name} priority />
          </article>
        </Container>
      </div>
      {tab.others ? (
        <section aria-labelledby="beneficios-title" className="bg-grey-50 py-14">
          <Container>
            <h2 id="beneficios-title" className="font-heading text-3xl font-bold">
              {tab.others.title}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-grey-600">{tab.others.description}</p>
            <CheckList
              items={tab.others.items}
              className="mt-8 grid gap-4 tab:grid-cols-2 lg:grid-cols-3"
              itemClassName="rounded-xl bg-white p-5 shadow-sm ring-1 ring-grey-100"
            />
          </Container>
        </section>
      ) : null}
      <LeadFormSection
        key={formId}
        title={t('formTitle')}
        intro={t('formIntro')}
        formId={formId}
        locale={locale}
        thankYouBase={`/servicios/${service.slug}/gracias`}
        submitLabel="requestAdvice"
        permalink={localizedPath(locale, serviceTabHref(service.slug, tab.slug, subtab?.slug))}
      />
    </>
  );
}
