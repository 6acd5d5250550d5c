/** Consent's public entry: the third-party tags' ids. */
export type { TagIds } from './third-party-tags';
