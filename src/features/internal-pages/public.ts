/** The internal pages' public entry: their paths (for the sitemap and routes). */
export { internalPagePaths } from './internal-pages-config';
