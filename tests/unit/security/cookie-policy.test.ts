// Attributes of the cookies the server sets and of the ones browser code writes.
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, hardenSetCookie, secureWhenHttps } from '@/config/cookie-policy';

const browserWritable = new Set(['NEXT_LOCALE', CONSENT_COOKIE]);

describe('hardenSetCookie', () => {
  it('makes the locale cookie Secure on an https site, keeps it readable by the switcher', () => {
    const hardened = hardenSetCookie('NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax', { secure: true, browserWritable });
    expect(hardened).toBe('NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=lax; Secure');
  });

  it('adds nothing Secure on a plain-http site, where browsers would drop the cookie', () => {
    expect(hardenSetCookie('NEXT_LOCALE=es; Path=/; SameSite=lax', { secure: false, browserWritable })).toBe('NEXT_LOCALE=es; Path=/; SameSite=lax');
  });

  it('makes any other server cookie HttpOnly, SameSite=Lax and Secure', () => {
    expect(hardenSetCookie('session=abc; Path=/', { secure: true, browserWritable })).toBe('session=abc; Path=/; SameSite=Lax; Secure; HttpOnly');
  });

  it('keeps attributes already present, whatever their case', () => {
    const cookie = 'sid=1; path=/; samesite=Strict; secure; httponly';
    expect(hardenSetCookie(cookie, { secure: true, browserWritable })).toBe(cookie);
    // A value that merely contains the word is not the attribute.
    expect(hardenSetCookie('note=secure; Path=/', { secure: true, browserWritable })).toContain('; Secure');
  });
});

describe('secureWhenHttps', () => {
  it('adds the attribute only for https pages and never writes secure=false', () => {
    expect(secureWhenHttps('https:')).toEqual({ secure: true });
    expect(secureWhenHttps('http:')).toEqual({});
    expect(secureWhenHttps(undefined)).toEqual({});
  });
});
