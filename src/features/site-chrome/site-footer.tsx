/** Site footer with the spec's labels: office, write us, follow us, join the team, privacy and support policies. */
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { getCatalogue, getSharedCatalogue } from '@/content/catalogue.server';
import { socialNetworkNames } from '@/content/schemas';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { MenuLink } from './menu-link';
import { SocialIcon } from './social-icon';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const contact = getSharedCatalogue('contact');
  const menus = getCatalogue(locale, 'menus');
  const headingClass = 'mb-3 font-heading text-sm font-semibold tracking-wider text-brand-green uppercase';

  return (
    <footer className="bg-brand-dark text-white/85">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-14 tab:grid-cols-2 tab:px-8 lg:grid-cols-4">
        <div>
          <h2 className={headingClass}>{t('office')}</h2>
          <address className="not-italic leading-relaxed">{contact.address}</address>
          <p className="mt-3 text-sm text-white/70">{t('tagline')}</p>
        </div>
        <div>
          <h2 className={headingClass}>{t('writeUs')}</h2>
          <ul className="space-y-2">
            <li>
              <a className="hover:text-brand-green" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
            <li>
              {t('phone')}:{' '}
              <a className="hover:text-brand-green" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
                {contact.phone}
              </a>
            </li>
            <li>
              {t('mobile')}:{' '}
              <a className="hover:text-brand-green" href={`tel:${contact.mobile.replace(/\s/g, '')}`}>
                {contact.mobile}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('followUs')}</h2>
          <ul className="flex flex-wrap gap-2">
            {contact.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 transition-colors hover:bg-brand-blue"
                  aria-label={`${socialNetworkNames[social.network]} ${tCommon('external')}`}
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('joinTeam')}</h2>
          <p className="text-sm leading-relaxed">
            {t('joinTeamText')}{' '}
            <a className="font-medium text-white underline decoration-brand-green underline-offset-4" href={`mailto:${contact.joinEmail}`}>
              {contact.joinEmail}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-4 px-4 py-6 text-sm tab:flex-row tab:items-center tab:justify-between tab:px-8">
          <p>{t('rights', { year: new Date().getFullYear(), brand: siteConfig.name })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link className="hover:text-brand-green" href="/politicas-de-privacidad">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-brand-green" href="/politicas-de-soporte">
                {t('support')}
              </Link>
            </li>
            {menus.footer
              .filter((item) => !['/politicas-de-privacidad', '/politicas-de-soporte'].includes(item.href))
              .map((item) => (
                <li key={item.label}>
                  <MenuLink href={item.href} external={item.external} externalLabel={tCommon('external')} className="hover:text-brand-green">
                    {item.label}
                  </MenuLink>
                </li>
              ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
