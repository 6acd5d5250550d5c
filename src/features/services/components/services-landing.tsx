/** Services landing: buttons that scroll to the web and chatbot sections, then every service with its tabs. */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ServicesCatalogue } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { Container } from '@/components/ui/section';
import { PageHero } from '@/components/ui/page-hero';
import { buttonVariants } from '@/components/ui/button-link';
import { serviceTabHref } from '../service-selection';

/** Landing section ids: the spec's "web" and "chatbot" buttons scroll to these. */
const sectionIdOf = (slug: string) => (slug.startsWith('webs') ? 'web' : slug.startsWith('chatbot') ? 'chatbot' : 'marca');

export async function ServicesLanding({ locale, catalogue }: { locale: Locale; catalogue: ServicesCatalogue }) {
  const t = await getTranslations({ locale, namespace: 'Services' });
  return (
    <>
      <PageHero eyebrow={t('title')} title={catalogue.landing.title} description={catalogue.landing.description}>
        <ul className="flex flex-wrap gap-3">
          {catalogue.landing.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={buttonVariants({ variant: 'accent' })} data-scroll-target={section.id}>
                <Image src={section.icon} alt="" width={22} height={22} />
                {section.text}
              </a>
            </li>
          ))}
        </ul>
      </PageHero>
      {catalogue.services.map((service, index) => {
        const id = sectionIdOf(service.slug);
        return (
          <section
            key={service.slug}
            id={id}
            aria-labelledby={`${id}-title`}
            className={`scroll-mt-20 py-14 tab:py-20 ${index % 2 ? 'bg-grey-50' : 'bg-white'}`}
          >
            <Container>
              <div className="grid items-center gap-8 lg:grid-cols-[2fr_3fr]">
                <div>
                  <p className="font-heading text-sm font-semibold tracking-widest text-brand-blue-deep uppercase">{service.name}</p>
                  <h2 id={`${id}-title`} className="mt-2 font-heading text-3xl font-bold tab:text-4xl">
                    {service.title}
                  </h2>
                  <p className="mt-4 text-lg text-grey-600">{service.description}</p>
                  <Link href={`/servicios/${service.slug}`} className={buttonVariants({ className: 'mt-6' })}>
                    {t('explore')} <span className="sr-only">{service.name}</span>
                  </Link>
                </div>
                <ul className="grid gap-4 tab:grid-cols-2">
                  {service.tabs.map((tab) => (
                    // A lone last card takes the whole row (3 or 7 tabs in two columns).
                    <li key={tab.slug} id={tab.slug} className="scroll-mt-24 tab:last:odd:col-span-2">
                      <Link
                        href={serviceTabHref(service.slug, tab.slug)}
                        className="flex h-full gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-grey-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-brand-blue"
                      >
                        <Image src={tab.icon} alt="" width={40} height={40} className="h-10 w-10 shrink-0" />
                        <span>
                          <span className="block font-heading text-lg font-semibold">{tab.name}</span>
                          <span className="mt-1 line-clamp-3 block text-sm text-grey-600">{tab.description}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </Container>
          </section>
        );
      })}
    </>
  );
}
