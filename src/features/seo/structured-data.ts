/** schema.org objects for the site: Organization, Service, BlogPosting, BreadcrumbList. */
import { siteConfig } from '@/config/site';
import type { ContactCatalogue } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/features/routing/public';

function absolute(base: URL, path: string): string {
  return new URL(path, base).toString();
}

export function organizationLd(base: URL, contact: ContactCatalogue) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    url: base.toString(),
    logo: absolute(base, siteConfig.logo),
    email: contact.email,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressLocality: 'Lima', addressCountry: 'PE' },
    sameAs: contact.socials.map((s) => s.url),
  };
}

export function serviceLd(base: URL, locale: Locale, service: { name: string; description: string; slug: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absolute(base, localizedPath(locale, `/servicios/${service.slug}`)),
    provider: { '@type': 'Organization', name: siteConfig.name, url: base.toString() },
    areaServed: 'PE',
  };
}

export function blogPostingLd(
  base: URL,
  locale: Locale,
  post: { title: string; description: string; date: string; author: string; image: string; slug: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    image: absolute(base, post.image),
    inLanguage: locale === 'es' ? 'es-PE' : 'en',
    mainEntityOfPage: absolute(base, localizedPath(locale, `/blog/${post.slug}`)),
    publisher: { '@type': 'Organization', name: siteConfig.name, logo: { '@type': 'ImageObject', url: absolute(base, siteConfig.logo) } },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(base: URL, locale: Locale, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(base, localizedPath(locale, crumb.path)),
    })),
  };
}
