import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { EARLY_TAP_LISTENER } from '@/components/ui/early-tap-listener';
import { getEnv } from '@/config/env';
import { siteConfig } from '@/config/site';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { ConsentBanner } from '@/features/consent/consent-banner';
import { DarkyLoader } from '@/features/darky/components/darky-loader';
import { HashScroller } from '@/features/navigation/hash-scroller';
import { NavigationProgress } from '@/features/navigation/navigation-progress';
import { JsonLd } from '@/features/seo/json-ld';
import { siteUrl } from '@/features/seo/page-metadata';
import { organizationLd } from '@/features/seo/structured-data';
import { SiteFooter } from '@/features/site-chrome/site-footer';
import { SiteHeader } from '@/features/site-chrome/site-header';
import { ContentPreviewBanner } from '@/features/content-studio/ui';
import { routing } from '@/i18n/routing';
import { roboto, saira } from '../fonts';
import '../globals.css';

/** Message namespaces used by client components (forms, Darky); the rest stays on the server. */
const clientNamespaces = ['Common', 'Error', 'LeadForm', 'Darky'] as const satisfies readonly (keyof Messages)[];

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: siteUrl(),
    title: { template: `${siteConfig.name} | %s`, default: `${siteConfig.name} | ${t('homeTitle')}` },
    description: t('homeDescription'),
    applicationName: siteConfig.name,
    // (favicon.ico is linked by Next's file convention; the SVG is what current browsers prefer, the PNG iOS's home screen.)
    icons: { icon: '/images/brand/icon.svg', apple: '/apple-icon.png' },
  };
}

export const viewport: Viewport = { themeColor: siteConfig.themeColor, width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const tConsent = await getTranslations({ locale, namespace: 'Consent' });
  const env = getEnv();
  const messages = await getMessages();
  // Only the namespaces client components read travel to the browser.
  const clientMessages = Object.fromEntries(clientNamespaces.map((ns) => [ns, messages[ns]]));

  return (
    <html lang={locale} className={`${saira.variable} ${roboto.variable}`}>
      <body className="flex min-h-dvh flex-col antialiased">
        {/* Keeps a tap on a data-early-tap control made before hydration (src/components/ui/early-tap-listener.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_LISTENER }} />
        <a
          href="#app-root"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-dark"
        >
          {tCommon('skipToContent')}
        </a>
        <ContentPreviewBanner locale={locale} />
        <NextIntlClientProvider messages={clientMessages}>
          <Suspense fallback={null}>
            <NavigationProgress />
          </Suspense>
          <HashScroller />
          <SiteHeader locale={locale} />
          <main id="app-root" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <ConsentBanner
            tags={{ gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID, hotjarId: env.HOTJAR_ID, hubspotTrackingId: env.HUBSPOT_TRACKING_ID }}
            labels={{ title: tConsent('title'), text: tConsent('text'), accept: tConsent('accept'), reject: tConsent('reject'), policy: tConsent('policy') }}
          />
          <DarkyLoader locale={locale} />
        </NextIntlClientProvider>
        <JsonLd data={organizationLd(siteUrl(), getSharedCatalogue('contact'))} />
      </body>
    </html>
  );
}
