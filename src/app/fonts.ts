/**
 * Saira (headings) and Roboto (body), self-hosted from the @fontsource npm packages through next/font:
 * both preloaded, and with size-adjusted fallbacks so the swap to the web font does not move the layout
 * (the plain @fontsource CSS caused a CLS of 0.1 on mobile).
 */
import localFont from 'next/font/local';

export const saira = localFont({
  src: [
    { path: '../../node_modules/@fontsource/saira/files/saira-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../node_modules/@fontsource/saira/files/saira-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-saira',
  display: 'swap',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});

export const roboto = localFont({
  src: [
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2', weight: '500', style: 'normal' },
    { path: '../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-roboto',
  // Body text: 'optional' instead of 'swap'. A late swap re-wraps every paragraph and moved the sections below
  // (CLS 0.13 on /portafolio, 0.06 on /). Preloaded (issue 28): without it a first visit painted in the fallback
  // and kept it (the game's ranking header ran together in it); with the preload the three weights (about 60 kB)
  // are in hand before the first paint on any ordinary link, and on a slow one 'optional' keeps the fallback —
  // Arial size-adjusted to Roboto's metrics (next/font's adjustFontFallback) — for that page rather than reflowing.
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['ui-sans-serif', 'system-ui', 'Arial', 'sans-serif'],
});
