/** The portfolio: category filter (links, so it works without JavaScript) and the project cards. */
import Image from 'next/image';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { PortfolioCatalogue } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { Container } from '@/components/ui/section';
import { CATEGORY_PARAM, filterProjects, otherCases } from '../portfolio-filter';
import { cardGridColumns } from '@/components/ui/card-grid';

export async function PortfolioListing({ locale, catalogue, category }: { locale: Locale; catalogue: PortfolioCatalogue; category: number | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const tCases = await getTranslations({ locale, namespace: 'Cases' });
  const projects = filterProjects(catalogue, category);
  const moreCases = otherCases(catalogue, category);
  const chips = [{ code: undefined as number | undefined, label: t('all') }, ...catalogue.categories];

  return (
    <section id="proyectos" aria-labelledby="proyectos-title" className="py-12 tab:py-16">
      <Container>
        <h2 id="proyectos-title" className="sr-only">
          {catalogue.title}
        </h2>
        <nav aria-label={t('filterLabel')}>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const active = chip.code === category;
              return (
                <li key={chip.label}>
                  <Link
                    href={chip.code === undefined ? '/portafolio' : `/portafolio?${CATEGORY_PARAM}=${chip.code}`}
                    scroll={false}
                    aria-current={active ? 'page' : undefined}
                    data-category={chip.code ?? 'all'}
                    className={clsx(
                      'inline-flex min-h-11 items-center rounded-full border-2 px-5 text-sm font-semibold transition-colors',
                      active ? 'border-brand-blue-deep bg-brand-blue-deep text-white' : 'border-grey-200 hover:border-brand-blue-deep',
                    )}
                  >
                    {chip.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-6 text-grey-600" aria-live="polite" data-testid="project-count">
          {t('results', { count: projects.length })}
        </p>
        <ul className={`mt-6 grid gap-6 ${cardGridColumns(projects.length)}`} data-testid="projects">
          {projects.map((project, index) => (
            <li key={project.title} data-project={project.clientSlug}>
              <Link
                href={`/portafolio/${project.clientSlug}`}
                className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100 transition hover:-translate-y-1 hover:shadow-lg"
              >
                <Image src={project.img} alt="" width={480} height={320} priority={index < 3} className="aspect-[3/2] w-full bg-grey-50 object-cover" />
                <div className="p-5">
                  <h3 className="font-heading text-xl font-bold group-hover:text-brand-blue-deep">{project.title}</h3>
                  <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('services')}>
                    {project.services.map((service) => (
                      <li key={service} className="rounded-full bg-grey-100 px-3 py-1 text-xs font-medium text-grey-800">
                        {service}
                      </li>
                    ))}
                  </ul>
                  <span className="mt-4 inline-block font-semibold text-brand-blue-deep">
                    {tCommon('seeProject')} <span aria-hidden="true">→</span>
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        {moreCases.length > 0 ? (
          <section aria-labelledby="mas-casos-title" className="mt-16" data-testid="more-cases">
            <h2 id="mas-casos-title" className="font-heading text-2xl font-bold tab:text-3xl">
              {tCases('moreTitle')}
            </h2>
            <p className="mt-2 text-grey-600">{tCases('moreLead')}</p>
            <ul className={`mt-6 grid gap-4 ${cardGridColumns(moreCases.length)}`}>
              {moreCases.map((client) => (
                <li key={client.slug} data-case={client.slug}>
                  <Link
                    href={`/portafolio/${client.slug}`}
                    className="group flex h-full items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-grey-100 transition hover:shadow-md"
                  >
                    {client.img ? <Image src={client.img} alt="" width={240} height={120} className="h-16 w-32 shrink-0" /> : null}
                    <span>
                      <span className="block font-heading text-lg font-bold group-hover:text-brand-blue-deep">{client.title}</span>
                      <span className="mt-1 block text-sm text-grey-600">{client.subtitle}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </section>
  );
}
