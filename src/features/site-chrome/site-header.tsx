/** The sticky site header: logo, desktop menu with the services submenu, language switcher and mobile drawer. */
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { getCatalogue } from '@/content/catalogue.server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { MenuLink, MenuLinkList } from './menu-link';
import { MobileMenu } from './mobile-menu';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const menus = getCatalogue(locale, 'menus');
  const external = tCommon('external');

  return (
    <header className="sticky top-0 z-30 bg-brand-dark text-white shadow-md">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 tab:px-8">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={`${siteConfig.name} – ${tCommon('home')}`}>
          <BrandLogo />
        </Link>

        <nav aria-label={t('label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {menus.main.map((item) => (
              <li key={item.label} className="group relative">
                <MenuLink
                  href={item.href}
                  external={item.external}
                  externalLabel={external}
                  className={
                    item.button
                      ? 'ml-2 inline-flex items-center rounded-full bg-brand-blue-deep px-5 py-2 font-semibold transition-colors hover:bg-brand-blue hover:text-brand-dark'
                      : 'inline-flex items-center rounded-md px-3 py-2 text-[0.95rem] transition-colors hover:text-brand-green'
                  }
                >
                  {item.label}
                  {item.children ? (
                    <svg className="ml-1" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
                      <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                    </svg>
                  ) : null}
                </MenuLink>
                {item.children ? (
                  <MenuLinkList
                    items={item.children}
                    externalLabel={external}
                    aria-label={t('servicesSubmenu')}
                    className="invisible absolute top-full left-0 z-40 min-w-64 rounded-lg bg-white p-2 text-brand-dark opacity-0 shadow-xl transition-opacity duration-200 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100"
                    linkClassName="block rounded-md px-3 py-2 hover:bg-grey-100"
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher
            label={t('switchTo')}
            ariaLabel={t('switchToLabel')}
            className="inline-flex h-11 items-center rounded-md border border-white/30 px-3 text-sm font-medium hover:border-brand-green hover:text-brand-green"
          />
          <MobileMenu
            items={menus.main}
            older={menus.older}
            labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle'), external, olderMenu: t('olderMenu') }}
          />
        </div>
      </div>
    </header>
  );
}
