// The pre-hydration language switch: a same-origin document request from the other language's page gets the cookie;
// anything else gets none.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLanguageChoiceStep } from './language-choice';

const step = createLanguageChoiceStep({ cookieName: 'NEXT_LOCALE', maxAgeS: 60, secure: false });

function cookieFor(url: string, headers: Record<string, string>, method = 'GET'): unknown {
  const set: Record<string, unknown> = {};
  const req = {
    url,
    method,
    headers: { host: 'site.test', 'sec-fetch-dest': 'document', 'sec-fetch-site': 'same-origin', ...headers },
  } as unknown as IncomingMessage;
  step(req, { setHeader: (name: string, value: unknown) => (set[name.toLowerCase()] = value) } as unknown as ServerResponse);
  return set['set-cookie'];
}

describe('language choice step', () => {
  it('remembers the language of a page reached from the other language on this site', () => {
    expect(cookieFor('/nosotros', { referer: 'http://site.test/en/nosotros' })).toBe('NEXT_LOCALE=es; Path=/; Max-Age=60; SameSite=Lax');
    expect(cookieFor('/en/portafolio?categoria=1', { referer: 'http://site.test/portafolio?categoria=1' })).toMatch(/^NEXT_LOCALE=en;/);
  });

  it('leaves everything else alone', () => {
    expect(cookieFor('/nosotros', { referer: 'http://site.test/servicios' })).toBeUndefined();
    expect(cookieFor('/en', { referer: 'https://elsewhere.test/' })).toBeUndefined();
    expect(cookieFor('/en', { referer: 'http://site.test/', 'sec-fetch-site': 'cross-site' })).toBeUndefined();
    expect(cookieFor('/en', { referer: 'http://site.test/', 'sec-fetch-dest': 'empty' })).toBeUndefined();
    expect(cookieFor('/en', {})).toBeUndefined();
    expect(cookieFor('/en', { referer: 'http://site.test/' }, 'POST')).toBeUndefined();
  });
});
