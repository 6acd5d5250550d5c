// The query-variant step: a known variant's request is pointed at its prerendered path before anything else reads it;
// unknown values, RSC requests and other methods keep their target.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestTarget } from '../src/server/http/request-path';
import { createQueryVariantStep } from './query-variants';

const step = createQueryVariantStep({ variantPaths: ['/portafolio/consulta', '/portafolio/consulta/1', '/en/servicios/consulta/web/ux'] });

function mapped(url: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const req = { url, method, headers } as unknown as IncomingMessage;
  requestTarget(req); // an earlier step (the logger) already parsed it
  step(req);
  return { url: req.url, pathname: requestTarget(req).pathname };
}

describe('query-variant step', () => {
  it('points a known variant at its prerendered path', () => {
    expect(mapped('/portafolio?categoria=1')).toEqual({ url: '/portafolio/consulta/1', pathname: '/portafolio/consulta/1' });
    expect(mapped('/portafolio')).toEqual({ url: '/portafolio/consulta', pathname: '/portafolio/consulta' });
    expect(mapped('/portafolio?utm_source=x', { method: 'HEAD' }).url).toBe('/portafolio/consulta');
    expect(mapped('/en/servicios/web?tab=ux').url).toBe('/en/servicios/consulta/web/ux');
  });

  it('leaves unknown values, RSC requests and other methods alone', () => {
    expect(mapped('/portafolio?categoria=99').url).toBe('/portafolio?categoria=99');
    expect(mapped('/portafolio?categoria=1', { headers: { rsc: '1' } }).url).toBe('/portafolio?categoria=1');
    expect(mapped('/portafolio?categoria=1', { method: 'POST' }).url).toBe('/portafolio?categoria=1');
    expect(mapped('/servicios/web?tab=ux').url).toBe('/servicios/web?tab=ux');
  });
});
