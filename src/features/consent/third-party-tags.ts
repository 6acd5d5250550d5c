/**
 * Third-party tags (tag manager, social pixel, heat map, CRM tracking): which are configured, and how
 * each is started. They only ever start after the visitor accepts cookies, from our own code (no
 * inline snippets), so the page renders without waiting for them.
 */
export interface TagIds {
  gtmId?: string;
  metaPixelId?: string;
  hotjarId?: string;
  hubspotTrackingId?: string;
}

export function hasAnyTag(ids: TagIds): boolean {
  return Boolean(ids.gtmId || ids.metaPixelId || ids.hotjarId || ids.hubspotTrackingId);
}

type Queue = {
  (...args: unknown[]): void;
  q?: unknown[];
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};
type TagWindow = Window & { dataLayer?: unknown[]; fbq?: Queue; _fbq?: Queue; hj?: Queue; _hjSettings?: { hjid: number; hjsv: number } };

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/** Script URLs each configured tag loads; exported for the test that checks nothing loads before consent. */
export function tagScriptUrls(ids: TagIds): string[] {
  const urls: string[] = [];
  if (ids.gtmId) urls.push(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`);
  if (ids.metaPixelId) urls.push('https://connect.facebook.net/en_US/fbevents.js');
  if (ids.hotjarId) urls.push(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(ids.hotjarId)}.js?sv=6`);
  if (ids.hubspotTrackingId) urls.push(`https://js.hs-scripts.com/${encodeURIComponent(ids.hubspotTrackingId)}.js`);
  return urls;
}

export function startThirdPartyTags(ids: TagIds): void {
  const w = window as TagWindow;
  if (ids.gtmId) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  if (ids.metaPixelId && !w.fbq) {
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    w.fbq = fbq;
    w._fbq = fbq;
    fbq('init', ids.metaPixelId);
    fbq('track', 'PageView');
  }
  if (ids.hotjarId && !w.hj) {
    const hj: Queue = (...args: unknown[]) => {
      (hj.q = hj.q ?? []).push(args);
    };
    w.hj = hj;
    w._hjSettings = { hjid: Number(ids.hotjarId), hjsv: 6 };
  }
  tagScriptUrls(ids).forEach(loadScript);
}
