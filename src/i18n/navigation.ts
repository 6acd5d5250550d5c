/** Locale-aware Link (prefetching on intent), router and path helpers. */
export { redirect, usePathname, useRouter, getPathname } from './locale-navigation';
export { Link } from './intent-link';
