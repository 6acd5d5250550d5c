'use client';
/**
 * The site's Link: locale-aware (next-intl) and prefetching on intent instead of on sight.
 *
 * Next prefetches every link that scrolls into view. On a first visit to a content page that meant seven RSC
 * requests and their parsing on the main thread while the page was still hydrating (measured on the home page:
 * 28 kB and a visible share of the mobile Total Blocking Time), for pages most visitors never open. Here a link
 * prefetches once the pointer rests on it, it takes focus or a finger touches it: still ahead of the click.
 */
import { type ComponentProps, useState } from 'react';
import { LocaleLink } from './locale-navigation';

type LinkProps = ComponentProps<typeof LocaleLink>;

export function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => {
    if (!intent) setIntent(true);
  };
  return (
    <LocaleLink
      {...props}
      // null is Next's default prefetch (full route when static); false until the visitor shows intent.
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        showIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        showIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        showIntent();
      }}
    />
  );
}
