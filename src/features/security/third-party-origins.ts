/**
 * Origins each third-party tag needs in the Content-Security-Policy, per directive. Only configured tags
 * contribute, so a site without tags allows no foreign script at all.
 */
import type { TagIds } from '@/features/consent/public';

export type ThirdPartyDirective = 'script-src' | 'connect-src' | 'img-src' | 'style-src' | 'font-src' | 'frame-src';
export type DirectiveSources = Partial<Record<ThirdPartyDirective, readonly string[]>>;

/** From each vendor's published CSP guidance for its tag (the script, its beacons, its assets). */
const tagOrigins: Record<keyof TagIds, DirectiveSources> = {
  gtmId: {
    'script-src': ['https://www.googletagmanager.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  metaPixelId: {
    'script-src': ['https://connect.facebook.net'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
  },
  hotjarId: {
    'script-src': ['https://*.hotjar.com'],
    'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    'img-src': ['https://*.hotjar.com'],
    'style-src': ['https://*.hotjar.com'],
    'font-src': ['https://*.hotjar.com'],
    'frame-src': ['https://*.hotjar.com'],
  },
  hubspotTrackingId: {
    'script-src': [
      'https://js.hs-scripts.com',
      'https://js.hs-analytics.net',
      'https://js.hs-banner.com',
      'https://js.hscollectedforms.net',
      'https://js.hsadspixel.net',
      'https://js.usemessages.com',
    ],
    'connect-src': ['https://*.hubspot.com', 'https://*.hs-banner.com', 'https://*.hscollectedforms.net', 'https://*.hubapi.com'],
    'img-src': ['https://*.hubspot.com', 'https://track.hubspot.com'],
    'frame-src': ['https://app.hubspot.com'],
  },
};

/** Sources per directive for the configured tags, without duplicates. */
export function thirdPartySources(ids: TagIds): DirectiveSources {
  const merged: Partial<Record<ThirdPartyDirective, string[]>> = {};
  for (const key of Object.keys(tagOrigins) as Array<keyof TagIds>) {
    if (!ids[key]) continue;
    for (const [directive, sources] of Object.entries(tagOrigins[key]) as Array<[ThirdPartyDirective, readonly string[]]>) {
      const list = (merged[directive] ??= []);
      for (const source of sources) if (!list.includes(source)) list.push(source);
    }
  }
  return merged;
}

/**
 * Culqi's Custom Checkout (v4) and Culqi3DS: their scripts, the API calls they make, their frames (card entry,
 * the bank's 3-D Secure challenge) and assets. Allowed only on a payment link's page, and only when Culqi's keys
 * are set (docs/security.md).
 */
export const culqiCheckoutSources: DirectiveSources = {
  'script-src': ['https://checkout.culqi.com', 'https://3ds.culqi.com', 'https://js.culqi.com'],
  'connect-src': ['https://api.culqi.com', 'https://secure.culqi.com', 'https://checkout.culqi.com', 'https://3ds.culqi.com'],
  'frame-src': ['https://checkout.culqi.com', 'https://3ds.culqi.com', 'https://js.culqi.com'],
  'img-src': ['https://checkout.culqi.com', 'https://3ds.culqi.com'],
  'style-src': ['https://checkout.culqi.com'],
  'font-src': ['https://checkout.culqi.com'],
};

/** A payment link's page, /pagos/{22-character code} or its English twin: the one place Culqi's checkout runs. */
export function isPaymentLinkPage(pathname: string): boolean {
  return /^(?:\/en)?\/pagos\/[A-Za-z0-9_-]{22}\/?$/.test(pathname);
}

/** Both sets of sources per directive, without duplicates. */
export function mergeSources(a: DirectiveSources, b: DirectiveSources): DirectiveSources {
  const merged: Partial<Record<ThirdPartyDirective, string[]>> = {};
  for (const sources of [a, b]) {
    for (const [directive, list] of Object.entries(sources) as Array<[ThirdPartyDirective, readonly string[]]>) {
      const target = (merged[directive] ??= []);
      for (const source of list) if (!target.includes(source)) target.push(source);
    }
  }
  return merged;
}
