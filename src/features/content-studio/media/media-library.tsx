/**
 * The studio's media page: the upload form and every uploaded image (thumbnail, size, alt text in both languages,
 * who uploaded it and when, its address with a copy button), in the console's language.
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { mediaUrl } from '@/content/media-url';
import type { Locale } from '@/i18n/routing';
import { CopyButton, PageHeading, TableFrame } from '@/features/console/ui';
import type { StoredMedia } from './media-store';
import { MediaUploadForm } from './media-upload-form';

function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-PE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Lima' }).format(date);
}

function kilobytes(bytes: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-PE', { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} kB`;
}

export async function MediaLibrary({ images, locale }: { images: StoredMedia[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'console.media' });
  const texts = {
    heading: t('uploadHeading'),
    file: t('file'),
    fileHint: t('fileHint'),
    altEs: t('altEs'),
    altEn: t('altEn'),
    altHint: t('altHint'),
    submit: t('submit'),
    uploading: t('uploading'),
    uploaded: t('uploaded'),
    failed: t('failed'),
    copy: t('copy'),
    copied: t('copied'),
    tooLarge: t('errors.tooLarge'),
    network: t('errors.network'),
  };
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className="mb-6 max-w-3xl text-sm text-grey-700">{t('intro')}</p>
      <MediaUploadForm texts={texts} locale={locale} />
      <h2 className="mb-3 font-heading text-lg font-bold text-brand-dark">{t('listHeading')}</h2>
      {images.length === 0 ? (
        <p className="text-sm text-grey-700">{t('empty')}</p>
      ) : (
        <TableFrame label={t('listHeading')}>
          <thead>
            <tr>
              <th scope="col">{t('preview')}</th>
              <th scope="col">{t('size')}</th>
              <th scope="col">{t('alt')}</th>
              <th scope="col">{t('uploadedBy')}</th>
              <th scope="col">{t('url')}</th>
            </tr>
          </thead>
          <tbody>
            {images.map((image) => {
              const largest = Math.max(...image.widths);
              const address = mediaUrl({ hash: image.hash, width: largest, format: 'webp' });
              const thumbnail = mediaUrl({ hash: image.hash, width: Math.min(...image.widths), format: 'webp' });
              return (
                <tr key={image.hash}>
                  <td data-label={t('preview')}>
                    {/* The smallest variant, shown small. Not next/image: its optimizer fetches through Next, and /media/ is
                        answered by the custom server before Next. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img
                      src={thumbnail}
                      alt={image.alt[locale]}
                      width={96}
                      height={Math.round((96 * image.height) / image.width)}
                      loading="lazy"
                      className="h-auto w-24 rounded border border-grey-200"
                    />
                  </td>
                  <td data-label={t('size')}>
                    <span className="block">
                      {image.width} × {image.height} {t('pixels')}
                    </span>
                    <span className="block text-grey-700">
                      {kilobytes(image.storedBytes, locale)} {t('stored')}
                    </span>
                  </td>
                  <td data-label={t('alt')}>
                    <span className="block" lang="es">
                      <abbr title={t('altEs')}>ES</abbr> {image.alt.es}
                    </span>
                    <span className="block" lang="en">
                      <abbr title={t('altEn')}>EN</abbr> {image.alt.en}
                    </span>
                  </td>
                  <td data-label={t('uploadedBy')}>
                    <span className="block">{image.uploadedBy}</span>
                    <span className="block text-grey-700">{formatDate(image.uploadedAt, locale)}</span>
                  </td>
                  <td data-label={t('url')}>
                    <code className="mb-2 block break-all text-xs">{address}</code>
                    <CopyButton text={address} label={t('copy')} done={t('copied')} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
    </>
  );
}
