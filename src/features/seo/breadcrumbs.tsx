/** Visible breadcrumb trail (from the home page) plus its BreadcrumbList structured data. */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { JsonLd } from './json-ld';
import { siteUrl } from './page-metadata';
import { breadcrumbLd, type Crumb } from './structured-data';
import { Container } from '@/components/ui/section';

/** `trail` is the path below the home page, which every trail starts from. */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  const crumbs = [{ name: t('home'), path: '/' }, ...trail];
  const label = t('breadcrumb');
  return (
    <nav aria-label={label} className="border-b border-grey-100 bg-white text-sm">
      <Container>
        <ol className="flex flex-wrap items-center gap-1 py-3 text-grey-600">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-brand-dark">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className="hover:text-brand-blue-deep hover:underline">
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
      <JsonLd data={breadcrumbLd(siteUrl(), locale, crumbs)} />
    </nav>
  );
}
