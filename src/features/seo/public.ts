/** SEO's public entry: page metadata (title, description, alternates, Open Graph), the canonical origin and structured data. */
export { pageMetadata, siteUrl } from './page-metadata';
export { serviceLd } from './structured-data';
