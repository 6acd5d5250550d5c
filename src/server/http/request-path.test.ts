// The request-target parser every pre-Next step shares: path without query or fragment, absolute-form reduced, never throws.
import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-path';

describe('parseRequestTarget', () => {
  it('drops the query and fragment, keeping the query apart', () => {
    expect(parseRequestTarget('/socket.io/?token=secret&EIO=4')).toEqual({ pathname: '/socket.io/', search: '?token=secret&EIO=4' });
    expect(parseRequestTarget('/contacto#form')).toEqual({ pathname: '/contacto', search: '' });
    expect(parseRequestTarget('/a?x=1#y')).toEqual({ pathname: '/a', search: '?x=1' });
    expect(parseRequestTarget(undefined)).toEqual({ pathname: '/', search: '' });
  });

  it('keeps percent-encoding as sent (handlers compare exact paths; decoding is theirs)', () => {
    expect(parseRequestTarget('/servicios/%C3%B1').pathname).toBe('/servicios/%C3%B1');
    expect(parseRequestTarget('/%FF').pathname).toBe('/%FF');
  });

  it('reduces absolute-form targets to their path and a malformed one to /', () => {
    expect(parseRequestTarget('http://example.com/api/leads?x=1')).toEqual({ pathname: '/api/leads', search: '?x=1' });
    expect(parseRequestTarget('http://[bad').pathname).toBe('/');
  });
});
