/** Routing's public entry: localized paths, and the public path of a prerendered query variant (the language switcher). */
export { localizedPath } from './localized-path';
export { publicPathOfVariant } from './query-variants';
