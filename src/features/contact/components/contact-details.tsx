/** The agency's contact data: address, phones, email, hours and WhatsApp. */
import { ExternalCue } from '@/components/ui/external-cue';
import { getTranslations } from 'next-intl/server';
import { formatOpeningHours } from '@/content/opening-hours.server';
import type { ContactCatalogue } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export async function ContactDetails({ locale, contact, tone = 'dark' }: { locale: Locale; contact: ContactCatalogue; tone?: 'dark' | 'light' }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const tFooter = await getTranslations({ locale, namespace: 'Footer' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const label = tone === 'dark' ? 'text-brand-green' : 'text-brand-blue-deep';
  const rows: Array<[string, React.ReactNode]> = [
    [
      tFooter('office'),
      <address key="a" className="not-italic">
        {contact.address}
      </address>,
    ],
    [
      tFooter('writeUs'),
      <a key="e" className="underline underline-offset-4" href={`mailto:${contact.email}`}>
        {contact.email}
      </a>,
    ],
    [
      tFooter('phone'),
      <a key="p" className="underline underline-offset-4" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
        {contact.phone}
      </a>,
    ],
    [
      tFooter('mobile'),
      <a key="m" className="underline underline-offset-4" href={`tel:${contact.mobile.replace(/\s/g, '')}`}>
        {contact.mobile}
      </a>,
    ],
    [t('hours'), capitalized(formatOpeningHours(contact.hours, locale))],
  ];
  return (
    <div>
      <dl className="space-y-4">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={`text-xs font-semibold tracking-wider uppercase ${label}`}>{term}</dt>
            <dd className="mt-1">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={contact.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-green px-6 font-semibold text-brand-dark hover:bg-white"
      >
        {t('whatsapp')}
        <ExternalCue label={tCommon('external')} className="h-4 w-4 shrink-0" />
      </a>
    </div>
  );
}
