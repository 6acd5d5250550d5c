import { describe, expect, it } from 'vitest';
import { rememberedLocaleRedirect } from './remembered-locale';

const origin = 'https://example.pe';

describe('remembered language at the front door', () => {
  it('sends a returning English reader who types the address to /en', () => {
    expect(rememberedLocaleRedirect({ pathname: '/', cookieLocale: 'en', referer: null, origin })).toBe('/en');
  });
  it('keeps Spanish for visitors without a choice or who chose Spanish', () => {
    expect(rememberedLocaleRedirect({ pathname: '/', cookieLocale: undefined, referer: null, origin })).toBeNull();
    expect(rememberedLocaleRedirect({ pathname: '/', cookieLocale: 'es', referer: null, origin })).toBeNull();
  });
  it('never overrides in-site navigation or a deep link', () => {
    expect(rememberedLocaleRedirect({ pathname: '/', cookieLocale: 'en', referer: `${origin}/en/nosotros`, origin })).toBeNull();
    expect(rememberedLocaleRedirect({ pathname: '/servicios', cookieLocale: 'en', referer: null, origin })).toBeNull();
  });
});
