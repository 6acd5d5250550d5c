import { afterEach, describe, expect, it } from 'vitest';
import { hasAnyTag, startThirdPartyTags, tagScriptUrls } from './third-party-tags';

/** The smallest DOM the tag starter touches: script elements appended to <head>. */
function installFakeDocument() {
  const appended: string[] = [];
  const fakeWindow: Record<string, unknown> = {};
  Object.assign(globalThis, {
    window: fakeWindow,
    document: {
      querySelector: (selector: string) => (appended.some((src) => selector.includes(src)) ? {} : null),
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (script: { src: string }) => appended.push(script.src) },
    },
  });
  return { appended, fakeWindow };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
});

describe('third-party tags', () => {
  it('are off unless an ID is configured', () => {
    expect(hasAnyTag({})).toBe(false);
    expect(tagScriptUrls({})).toEqual([]);
    expect(hasAnyTag({ hotjarId: '123' })).toBe(true);
  });

  it('load each configured tag once, from its own origin, when started', () => {
    const { appended, fakeWindow } = installFakeDocument();
    const ids = { gtmId: 'GTM-ABC', metaPixelId: '42', hotjarId: '7', hubspotTrackingId: '99' };
    startThirdPartyTags(ids);
    startThirdPartyTags(ids);
    expect(appended).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC',
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://static.hotjar.com/c/hotjar-7.js?sv=6',
      'https://js.hs-scripts.com/99.js',
    ]);
    expect(fakeWindow.dataLayer).toBeDefined();
    expect(typeof fakeWindow.fbq).toBe('function');
  });

  it('escape IDs so configuration cannot inject into the URL', () => {
    expect(tagScriptUrls({ gtmId: 'x"&y=<z>' })[0]).toBe('https://www.googletagmanager.com/gtm.js?id=x%22%26y%3D%3Cz%3E');
  });
});
