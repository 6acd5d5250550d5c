/**
 * An uploaded image on a page: a responsive `<picture>` (AVIF, then WebP, each with its srcset) whose `<img>` has the
 * image's size (no layout shift) and its alt text in the page's language. Takes any of the image's `/media/…`
 * addresses, as content stores them; renders nothing for an address that names no stored image.
 */
import 'server-only';
import { mediaUrl, parseMediaUrl, MEDIA_FORMATS, type MediaFormat } from '@/content/media-url';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db';
import { describeMedia, type MediaDescription } from './media-store';

const TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface MediaPictureSources {
  sources: { type: string; srcSet: string }[];
  src: string;
  width: number;
  height: number;
}

/** The `<picture>`'s sources for a stored image (pure: tested without rendering). */
export function mediaPictureSources(hash: string, description: Pick<MediaDescription, 'width' | 'height' | 'widths'>): MediaPictureSources {
  const largest = Math.max(...description.widths);
  const srcSet = (format: MediaFormat) => description.widths.map((width) => `${mediaUrl({ hash, width, format })} ${width}w`).join(', ');
  return {
    sources: MEDIA_FORMATS.map((format) => ({ type: TYPES[format], srcSet: srcSet(format) })),
    src: mediaUrl({ hash, width: largest, format: 'webp' }),
    width: largest,
    height: Math.round((largest * description.height) / description.width),
  };
}

export interface MediaPictureProps {
  /** Any `/media/<hash>-<width>.<format>` address of the image. */
  src: string;
  locale: Locale;
  /** The layout's width of the image (`sizes`), e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes?: string;
  /** Instead of the stored alt text (e.g. '' for an image that only decorates). */
  alt?: string;
  /** Above the fold: loaded at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

export async function MediaPicture({ src, locale, sizes = '100vw', alt, priority = false, className }: MediaPictureProps) {
  const ref = parseMediaUrl(src);
  const description = ref && (await describeMedia(await getDb(), ref.hash));
  if (!ref || !description || description.widths.length === 0) return null;
  const picture = mediaPictureSources(ref.hash, description);
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt ?? description.alt[locale]}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
