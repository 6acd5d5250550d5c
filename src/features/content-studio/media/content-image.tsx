/**
 * An image named by content, wherever it lives: the repository's files (`/images/…`) through next/image, an uploaded
 * image (`/media/…`, in the database) as its responsive `<picture>`. Next's optimizer cannot fetch `/media/`
 * addresses (the custom server answers them, not Next's router), and the uploads already come in every width and
 * format, so pages that show content images use this instead of next/image.
 */
import 'server-only';
import Image from 'next/image';
import { defaultLocale } from '@/i18n/routing';
import { parseMediaUrl } from '@/content/media-url';
import { MediaPicture } from './media-picture';

export interface ContentImageProps {
  src: string;
  /** '' for an image that only decorates (the text beside it says what it shows). */
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
  /** The layout's width of the image, for uploaded images' srcset. */
  sizes?: string;
}

export function ContentImage({ src, alt, width, height, priority, className, sizes }: ContentImageProps) {
  if (parseMediaUrl(src)) return <MediaPicture src={src} alt={alt} locale={defaultLocale} priority={priority} className={className} sizes={sizes} />;
  return <Image src={src} alt={alt} width={width} height={height} priority={priority} className={className} sizes={sizes} />;
}
