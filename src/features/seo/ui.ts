/** SEO's components for other features' pages: breadcrumbs (with their structured data) and a JSON-LD block. */
export { Breadcrumbs } from './breadcrumbs';
export { JsonLd } from './json-ld';
