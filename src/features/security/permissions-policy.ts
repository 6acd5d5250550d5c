/**
 * Permissions-Policy per page: the camera only on the virtual try-on pages, the microphone wherever Darky
 * can listen (its widget is on every page), every other powerful feature off.
 */
import { locales, defaultLocale } from '@/i18n/routing';

/** Pages whose try-on needs the camera, as Spanish paths (their English twins live under /en). */
export const cameraPages = ['/innovaciones/probador', '/probadores'] as const;

/** Features no page uses: denied to the page and to any frame. Names Chromium recognises (unknown ones log errors). */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The path without its locale prefix and trailing slash: '/en/probadores/' -> '/probadores'. */
export function pathWithoutLocale(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (trimmed === `/${locale}`) return '/';
    if (trimmed.startsWith(`/${locale}/`)) return trimmed.slice(locale.length + 1);
  }
  return trimmed || '/';
}

export function usesCamera(pathname: string): boolean {
  return (cameraPages as readonly string[]).includes(pathWithoutLocale(pathname));
}

export function buildPermissionsPolicy(pathname: string): string {
  const allowed = [`camera=${usesCamera(pathname) ? '(self)' : '()'}`, 'microphone=(self)', 'fullscreen=(self)'];
  return [...allowed, ...deniedFeatures.map((feature) => `${feature}=()`)].join(', ');
}
