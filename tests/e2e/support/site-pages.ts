/** The pages the screen-wide browser tests walk: every fixed route and one page of each dynamic kind, in both languages. */
import { getCatalogue, listBlogPosts } from '@/content/catalogue.server';
import { staticIndexablePaths } from '@/features/routing/site-routes.server';
import { localizedPath } from '@/features/routing/localized-path';

export type SiteLocale = 'es' | 'en';

/** The 3D demo is Darky itself (no floating greeting there) and a WebGL scene: its own test covers it. */
const OWN_TESTS = new Set<string>(['/innovaciones/darky-3D/demo']);

export function sitePages(): string[] {
  const services = getCatalogue('es', 'services').services;
  const client = getCatalogue('es', 'portfolio').clients.find((c) => c.active);
  return [
    ...staticIndexablePaths.filter((path) => !OWN_TESTS.has(path)),
    `/servicios/${services[0]!.slug}`,
    ...(client ? [`/portafolio/${client.slug}`] : []),
    `/blog/${listBlogPosts('es')[0]!.slug}`,
    `/lessons/${getCatalogue('es', 'lessons').lessons[0]!.id}`,
    `/academia/cursos/${getCatalogue('es', 'academy').courses.items[0]!.slug}`,
  ];
}

export const pageUrl = (locale: SiteLocale, path: string) => localizedPath(locale, path);

/** A file-name-safe name for a page, e.g. `/servicios/chatbot` → `servicios-chatbot`, `/` → `home`. */
export const pageName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-zA-Z0-9]+/g, '-'));
