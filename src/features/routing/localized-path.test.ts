import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocale } from './localized-path';

describe('localized paths', () => {
  it('keeps Spanish at the bare path and prefixes English with /en', () => {
    expect(localizedPath('es', '/')).toBe('/');
    expect(localizedPath('es', '/portafolio')).toBe('/portafolio');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/servicios/chatbot-personalizado')).toBe('/en/servicios/chatbot-personalizado');
  });
  it('splits a URL path into language and site path', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/blog/x')).toEqual({ locale: 'en', path: '/blog/x' });
    expect(splitLocale('/entrada')).toEqual({ locale: 'es', path: '/entrada' });
    expect(splitLocale('/')).toEqual({ locale: 'es', path: '/' });
  });
});
