/**
 * The site's page routes (site paths, without locale) built from the content catalogues: the sitemap,
 * robots.txt and the route tests read this one list.
 */
import { getCatalogue, getSharedCatalogue, listBlogPosts } from '@/content/catalogue.server';
import { internalPagePaths } from '@/features/internal-pages/public';
import { allThankYouPaths } from '@/features/thanks/public';
import { defaultLocale, locales, type Locale } from '@/i18n/routing';

/** Indexable pages with fixed paths. */
export const staticIndexablePaths = [
  '/',
  '/servicios',
  '/portafolio',
  '/nosotros',
  '/blog',
  '/academia',
  '/academia/cursos',
  '/academia/talleres',
  '/talleres',
  '/eventos',
  '/lessons',
  '/contacto',
  '/conversemos',
  '/nuevo-contacto',
  '/innovaciones',
  '/innovaciones/darky-3D',
  '/innovaciones/darky-3D/demo',
  '/innovaciones/probador',
  '/probadores',
  '/games',
  '/pagos',
  '/politicas-de-privacidad',
  '/politicas-de-soporte',
] as const;

/** Pages kept out of search engines: internal tools, temporary pages and thank-you pages. */
export function noindexPaths(): string[] {
  const services = getCatalogue(defaultLocale, 'services').services.map((s) => s.slug);
  return [...internalPagePaths, '/innovaciones/test', ...allThankYouPaths(services)];
}

/** Every indexable page, dynamic ones included (services, clients, posts, lessons, courses). */
export function indexablePaths(): string[] {
  const locale = defaultLocale;
  const services = getCatalogue(locale, 'services').services;
  const clients = getCatalogue(locale, 'portfolio').clients.filter((c) => c.active);
  return [
    ...staticIndexablePaths,
    ...services.map((s) => `/servicios/${s.slug}`),
    ...clients.map((c) => `/portafolio/${c.slug}`),
    ...listBlogPosts(locale)
      .filter((p) => !p.onlyIn)
      .map((p) => `/blog/${p.slug}`),
    ...getCatalogue(locale, 'lessons').lessons.map((l) => `/lessons/${l.id}`),
    ...getCatalogue(locale, 'academy').courses.items.map((c) => `/academia/cursos/${c.slug}`),
  ];
}

/** Indexable pages that exist in one language only (posts marked `onlyIn`), with that language. */
export function oneLanguagePaths(): Array<{ path: string; locale: Locale }> {
  return locales.flatMap((locale) =>
    listBlogPosts(locale)
      .filter((post) => post.onlyIn === locale)
      .map((post) => ({ path: `/blog/${post.slug}`, locale })),
  );
}

/** Thank-you pages with a form slug, one per form kind, for the route tests. */
export function sampleThankYouPaths(): string[] {
  const forms = getSharedCatalogue('forms').forms;
  const eventForm = Object.entries(forms).find(([, form]) => form.kind === 'event')![0];
  return ['/gracias/contacto', `/talleres/gracias/${eventForm}`];
}
