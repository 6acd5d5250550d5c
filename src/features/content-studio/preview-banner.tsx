/**
 * The bar across the top of a page rendered as a draft's preview: what is shown, that nobody else sees it, and the
 * way out. Renders nothing on every other request (and at build time), so published pages carry no trace of it.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { activeContentPreview } from '@/content/content-source.server';
import type { Locale } from '@/i18n/routing';

export async function ContentPreviewBanner({ locale }: { locale: Locale }) {
  const preview = activeContentPreview();
  if (!preview) return null;
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div
      role="region"
      aria-label={t('region')}
      data-testid="preview-banner"
      className="sticky top-0 z-[70] border-b-2 border-amber-600 bg-amber-100 text-grey-900"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="font-semibold">{t('banner', { title: preview.title })}</p>
        <p className="text-grey-800">{t('bannerHint')}</p>
        <a className="ml-auto font-semibold underline underline-offset-4" href={preview.exitPath}>
          {t('exit')}
        </a>
      </div>
    </div>
  );
}
