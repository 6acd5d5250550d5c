/**
 * The prerendered pages of the Next.js build and the hashes of their inline scripts, read once at start.
 * The build output is the trust anchor: only scripts present in the HTML the build wrote are allowed, and
 * static pages stay static (served from disk, no per-request render, no nonce needed).
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultLocale, locales } from '@/i18n/routing';
import { inlineScriptHashes } from './inline-script-hashes';

const prerenderManifestSchema = z.object({
  routes: z.record(z.string(), z.object({ initialRevalidateSeconds: z.union([z.number(), z.literal(false)]).optional() })),
  preview: z.object({ previewModeId: z.string() }).optional(),
});

export interface PrerenderedScripts {
  /** Hash sources per prerendered route ('/es/servicios', '/en'). */
  hashesByRoute: ReadonlyMap<string, readonly string[]>;
  /** Routes that regenerate at run time (revalidate): their new HTML would no longer match the hashes. */
  revalidatingRoutes: readonly string[];
  /** The build's draft-mode id: a request carrying it in Next's bypass cookie is rendered afresh (content previews). */
  previewModeId?: string;
}

function htmlFileFor(distDir: string, route: string): string {
  return path.join(distDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`);
}

/** Reads `<distDir>/prerender-manifest.json` and every prerendered HTML file; an absent build (development) yields none. */
export function loadPrerenderedScripts(distDir: string): PrerenderedScripts {
  const manifestPath = path.join(distDir, 'prerender-manifest.json');
  const hashesByRoute = new Map<string, readonly string[]>();
  const revalidatingRoutes: string[] = [];
  if (!existsSync(manifestPath)) return { hashesByRoute, revalidatingRoutes };
  const manifest = prerenderManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  for (const [route, info] of Object.entries(manifest.routes)) {
    const file = htmlFileFor(distDir, route);
    if (!existsSync(file)) continue; // route handlers (sitemap, robots) have no HTML
    hashesByRoute.set(route, inlineScriptHashes(readFileSync(file, 'utf8')));
    if (typeof info.initialRevalidateSeconds === 'number') revalidatingRoutes.push(route);
  }
  return { hashesByRoute, revalidatingRoutes, previewModeId: manifest.preview?.previewModeId };
}

/**
 * The prerendered route a request path is served from: the proxy rewrites Spanish bare paths to /es/…;
 * other locales keep their prefix. '/servicios/' -> '/es/servicios', '/en' -> '/en'.
 */
export function prerenderedRouteFor(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (trimmed === `/${locale}` || trimmed.startsWith(`/${locale}/`)) return trimmed;
  }
  return trimmed === '/' ? `/${defaultLocale}` : `/${defaultLocale}${trimmed}`;
}
