// The query <-> internal path mapping of prerendered query variants, both directions.
import { describe, expect, it } from 'vitest';
import { publicPathOfVariant, queryVariantPath, variantQuery } from './query-variants';

const q = (search: string) => new URLSearchParams(search);

describe('queryVariantPath', () => {
  it('maps the parameters a page reads, in order, to an internal path', () => {
    expect(queryVariantPath('/servicios/web', q(''))).toBe('/servicios/consulta/web');
    expect(queryVariantPath('/servicios/web', q('tab=ux'))).toBe('/servicios/consulta/web/ux');
    expect(queryVariantPath('/servicios/web', q('subtab=apps&tab=ux'))).toBe('/servicios/consulta/web/ux/apps');
    expect(queryVariantPath('/en/servicios/web', q('tab=ux'))).toBe('/en/servicios/consulta/web/ux');
    expect(queryVariantPath('/portafolio', q('categoria=1'))).toBe('/portafolio/consulta/1');
    expect(queryVariantPath('/en/lessons', q('categoria=general'))).toBe('/en/lessons/consulta/general');
  });

  it('ignores parameters that do not change the page', () => {
    expect(queryVariantPath('/portafolio', q('utm_source=google&gclid=abc&categoria=2'))).toBe('/portafolio/consulta/2');
  });

  it('leaves what cannot be a variant to the page that reads the query', () => {
    expect(queryVariantPath('/servicios/web', q('subtab=apps'))).toBeUndefined(); // a sub-tab without its tab
    expect(queryVariantPath('/portafolio', q('categoria=1&categoria=2'))).toBeUndefined();
    expect(queryVariantPath('/portafolio', q('categoria='))).toBeUndefined();
    expect(queryVariantPath('/portafolio', q('categoria=..%2Fadmin'))).toBeUndefined();
    expect(queryVariantPath('/nosotros', q('tab=ux'))).toBeUndefined();
    expect(queryVariantPath('/servicios', q('tab=ux'))).toBeUndefined();
    expect(queryVariantPath('/servicios/web/gracias', q(''))).toBeUndefined();
  });
});

describe('publicPathOfVariant', () => {
  it('gives back the public path and query of an internal path', () => {
    expect(publicPathOfVariant('/servicios/consulta/web/ux/apps')).toBe('/servicios/web?tab=ux&subtab=apps');
    expect(publicPathOfVariant('/servicios/consulta/web')).toBe('/servicios/web');
    expect(publicPathOfVariant('/portafolio/consulta/3')).toBe('/portafolio?categoria=3');
  });

  it('leaves other paths alone', () => {
    expect(publicPathOfVariant('/nosotros')).toBe('/nosotros');
    expect(publicPathOfVariant('/portafolio/consultas-medicas')).toBe('/portafolio/consultas-medicas');
    expect(publicPathOfVariant('/portafolio/consulta/1/2')).toBe('/portafolio/consulta/1/2');
  });

  it('round-trips with queryVariantPath', () => {
    for (const [path, search] of [
      ['/servicios/web', 'tab=ux&subtab=apps'],
      ['/lessons', 'categoria=ux'],
      ['/portafolio', ''],
    ] as const) {
      const internal = queryVariantPath(path, q(search))!;
      expect(publicPathOfVariant(internal)).toBe(search ? `${path}?${search}` : path);
    }
  });
});

describe('variantQuery', () => {
  it('names the values of an internal path', () => {
    expect(variantQuery(['tab', 'subtab'], ['ux'])).toEqual({ tab: 'ux' });
    expect(variantQuery(['categoria'], undefined)).toEqual({});
  });
});
