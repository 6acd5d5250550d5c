/** The thank-you pages' public entry: their paths (for the sitemap and routes). */
export { allThankYouPaths } from './thank-you-routes';
