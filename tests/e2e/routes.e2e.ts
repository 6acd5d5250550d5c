/**
 * Every route of the spec answers in both languages as the README's route table says: status,
 * title, <html lang>, hreflang and a text of the spec; legacy routes redirect permanently.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL } from './support/browser';
import { indexablePaths, noindexPaths, sampleThankYouPaths } from '@/features/routing/site-routes.server';
import { localizedPath } from '@/features/routing/localized-path';

async function get(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const langOf = (html: string) => html.match(/<html[^>]*\slang="([^"]+)"/)?.[1];

describe.each(['es', 'en'] as const)('routes in %s', (locale) => {
  it.each([...indexablePaths(), ...noindexPaths(), ...sampleThankYouPaths()])('%s answers 200 with title, lang and alternates', async (path) => {
    const url = localizedPath(locale, path);
    const { status, html } = await get(url);
    expect(status, url).toBe(200);
    expect(titleOf(html)).toMatch(/^Darko Digital \| .+/);
    expect(langOf(html)).toBe(locale);
    expect(html).toContain('hrefLang="es-PE"');
    expect(html).toContain('hrefLang="x-default"');
  });
});

describe('spec texts', () => {
  const cases: Array<[string, string]> = [
    ['/pagos', 'Plataforma de Pagos'],
    ['/en/pagos', 'Payment Plataform'],
    ['/gracias', 'Gracias! Hemos recibido tu mensaje.'],
    ['/en/contacto/gracias', 'Thank you! We have received your message.'],
    ['/talleres/gracias', 'Gracias por participar! Nos comunicaremos contigo a la brevedad posible.'],
    ['/en/gracias/talleres', 'Thanks for participating! We will contact you as soon as possible.'],
    ['/academia', 'Próximo evento'],
    ['/academia', 'Talleres para emprendedores'],
    ['/nosotros', 'Compromiso'],
    ['/en/nosotros', 'Commitment'],
  ];
  it.each(cases)('%s shows "%s"', async (path, text) => {
    const { status, html } = await get(path);
    expect(status).toBe(200);
    expect(html).toContain(text);
  });

  it('marks internal and thank-you pages noindex and keeps indexable pages indexable', async () => {
    expect((await get('/test')).html).toMatch(/<meta name="robots" content="noindex/);
    expect((await get('/en/gracias')).html).toMatch(/<meta name="robots" content="noindex/);
    expect((await get('/servicios')).html).not.toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('not found', () => {
  const cases: Array<[string, string]> = [
    ['/no-existe', 'Página no encontrada'],
    ['/en/does-not-exist', 'This page could not be found'],
    ['/servicios/no-existe', 'Servicio no encontrado :('],
    ['/en/servicios/no-existe', 'Service not found :('],
    ['/portafolio/no-existe', 'Cliente no encontrado :('],
    ['/en/portafolio/no-existe', 'Cliente not found :('],
    ['/contacto/gracias/formulario-desconocido', 'Página no encontrada'],
    ['/blog/no-existe', 'Página no encontrada'],
  ];
  it.each(cases)('%s answers 404 with "%s"', async (path, text) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toContain(text);
  });

  it('answers 404 for an inactive client', async () => {
    const { getCatalogue } = await import('@/content/catalogue.server');
    const inactive = getCatalogue('es', 'portfolio').clients.find((client) => !client.active)!;
    expect((await get(`/portafolio/${inactive.slug}`)).status).toBe(404);
  });
});

describe('legacy routes', () => {
  const cases: Array<[string, string]> = [
    ['/servicios-old', '/servicios'],
    ['/servicios-old/chatbots', '/servicios/chatbot-personalizado'],
    ['/servicios-old/web-inteligente', '/servicios/webs-y-apps-a-medida?tab=web-inteligente'],
    ['/servicios-old/identidad-corporativa/gracias', '/servicios/impulsamos-tu-marca/gracias'],
    ['/servicios-old/marketing-digital/gracias/contacto', '/servicios/impulsamos-tu-marca/gracias/contacto'],
    ['/servicios-old/gracias/contacto', '/servicios/gracias/contacto'],
    ['/portafolio/old', '/portafolio'],
    ['/contacto-old/gracias', '/contacto/gracias'],
    ['/contacto-old/gracias/contacto', '/contacto/gracias/contacto'],
    ['/servicios/chatbot-personalizado/past', '/servicios/chatbot-personalizado'],
    ['/en/servicios-old/web-apps', '/en/servicios/webs-y-apps-a-medida?tab=apps-web-movil'],
  ];
  it.each(cases)('%s redirects permanently to %s', async (from, to) => {
    const { status, location } = await get(from);
    expect(status).toBe(308);
    expect(location).toBe(to);
  });
});

describe('findability', () => {
  it('serves a sitemap with both languages and alternates', async () => {
    const { status, html } = await get('/sitemap.xml');
    expect(status).toBe(200);
    // Absolute URLs use SITE_URL of the build; the paths are what matter here.
    expect(html).toMatch(/<loc>https?:\/\/[^<]+\/servicios\/chatbot-personalizado<\/loc>/);
    expect(html).toMatch(/<loc>https?:\/\/[^<]+\/en\/servicios\/chatbot-personalizado<\/loc>/);
    expect(html).toContain('hreflang="es-PE"');
    expect(html).not.toContain('/gracias<');
  });

  it('keeps crawlers out of the API and noindex pages', async () => {
    const { html } = await get('/robots.txt');
    expect(html).toContain('Disallow: /api/');
    expect(html).toContain('Disallow: /test');
    expect(html).toContain('Disallow: /en/coming-soon');
    expect(html).toContain('Sitemap:');
  });

  it('describes the organization, services, posts and breadcrumbs as structured data', async () => {
    const service = (await get('/servicios/chatbot-personalizado')).html;
    expect(service).toContain('"@type":"Organization"');
    expect(service).toContain('"@type":"Service"');
    expect(service).toContain('"@type":"BreadcrumbList"');
    const { listBlogPosts } = await import('@/content/catalogue.server');
    const post = (await get(`/blog/${listBlogPosts('es')[0]!.slug}`)).html;
    expect(post).toContain('"@type":"BlogPosting"');
  });
});
