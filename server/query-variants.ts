/**
 * Maps a query-variant request (`/portafolio?categoria=1`, `/servicios/web?tab=ux`) to the page the build prerendered
 * for it (`/portafolio/consulta/1`: src/features/routing/query-variants.ts), before the security headers, the page
 * cache and Next see the request, so it is answered like any prerendered page: from memory. Only GET and HEAD of a
 * variant the build wrote are mapped; RSC requests of the client router and unknown values reach the page that reads
 * the query, as before.
 */
import type { IncomingMessage } from 'node:http';
import { queryVariantPath } from '../src/features/routing/query-variants';
import { requestTarget, retarget } from '../src/server/http/request-path';
import { RSC_REQUEST_HEADERS } from './prerendered-pages';

export function createQueryVariantStep(options: {
  /** Public paths of the prerendered variants ('/portafolio/consulta/1', '/en/lessons/consulta'). */
  variantPaths: Iterable<string>;
}): (req: IncomingMessage) => void {
  const known = new Set(options.variantPaths);
  return function mapQueryVariant(req) {
    if (known.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return;
    for (const name of RSC_REQUEST_HEADERS) if (req.headers[name] !== undefined) return;
    const { pathname, search } = requestTarget(req);
    const variant = queryVariantPath(pathname, new URLSearchParams(search));
    if (variant !== undefined && known.has(variant)) retarget(req, variant);
  };
}
