/**
 * Tab and sub-tab navigation of a service page. Tabs are links (`?tab=`), so each tab has its own
 * URL, works without JavaScript and is shareable; the current one carries aria-current. Below the tablet
 * breakpoint the row scrolls sideways: a hint, an edge fade and scroll-snap (CSS only, no script) say so.
 */
import Image from 'next/image';
import { clsx } from 'clsx';
import type { ServiceSubTab, ServiceTab } from '@/content/schemas';
import { Link } from '@/i18n/navigation';
import { serviceTabHref } from '../service-selection';

export function ServiceTabsNav({
  serviceSlug,
  tabs,
  current,
  label,
  scrollHint,
}: {
  serviceSlug: string;
  tabs: ServiceTab[];
  current: ServiceTab;
  label: string;
  /** Shown on phones, where the row scrolls: e.g. 'Desliza para ver las 7 soluciones'. */
  scrollHint: string;
}) {
  return (
    <nav aria-label={label}>
      {tabs.length > 2 ? (
        <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-grey-600 tab:hidden" data-testid="tabs-scroll-hint">
          {scrollHint}
          <span aria-hidden="true" className="text-brand-blue-deep">
            →
          </span>
        </p>
      ) : null}
      <div className="tabs-scroller -mx-4 snap-x snap-proximity scroll-px-4 overflow-x-auto px-4 pb-2" data-testid="tabs-scroller">
        <ul className="flex min-w-max gap-2 pr-10 tab:min-w-0 tab:flex-wrap tab:pr-0">
          {tabs.map((tab) => {
            const active = tab.slug === current.slug;
            return (
              <li key={tab.slug} className="snap-start">
                <Link
                  href={serviceTabHref(serviceSlug, tab.slug)}
                  scroll={false}
                  aria-current={active ? 'page' : undefined}
                  data-tab={tab.slug}
                  className={clsx(
                    'group flex min-h-11 items-center gap-2 rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors',
                    active ? 'border-brand-blue-deep bg-brand-blue-deep text-white' : 'border-grey-200 bg-white text-brand-dark hover:border-brand-blue-deep',
                  )}
                >
                  <Image src={active ? tab.iconHover : tab.icon} alt="" width={22} height={22} className="h-[22px] w-[22px]" />
                  {tab.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

export function ServiceSubTabsNav({ serviceSlug, tab, current, label }: { serviceSlug: string; tab: ServiceTab; current: ServiceSubTab; label: string }) {
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="inline-flex rounded-full bg-grey-100 p-1">
        {(tab.subtitle ?? []).map((subtab) => {
          const active = subtab.slug === current.slug;
          return (
            <li key={subtab.slug}>
              <Link
                href={serviceTabHref(serviceSlug, tab.slug, subtab.slug)}
                scroll={false}
                aria-current={active ? 'page' : undefined}
                data-subtab={subtab.slug}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold transition-colors',
                  active ? 'bg-white text-brand-blue-deep shadow' : 'text-grey-600 hover:text-brand-dark',
                )}
              >
                {subtab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
