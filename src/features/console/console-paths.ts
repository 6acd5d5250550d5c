/** Paths of the console shared by its pages, the server step that marks console requests, and the sign-in. */

export const CONSOLE_ROOT = '/admin';
/** Request header the custom server sets on console requests: the path and query asked for (a client's own is dropped). */
export const CONSOLE_PATH_HEADER = 'x-console-path';
/** Request header the custom server sets on console requests: the request's method (a client's own is dropped). */
export const CONSOLE_METHOD_HEADER = 'x-console-method';

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_ROOT || pathname.startsWith(`${CONSOLE_ROOT}/`);
}

/** A path inside the console to return to after signing in; anything else (another site, the sign-in itself) is /admin. */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/admin') || candidate.startsWith('//') || /[\\\s]/.test(candidate)) return CONSOLE_ROOT;
  if (!isConsolePath(candidate.split(/[?#]/)[0]!)) return CONSOLE_ROOT;
  if (candidate.startsWith('/admin/sign-in')) return CONSOLE_ROOT;
  return candidate;
}

/**
 * Where the language toggle comes back to: any console page, and the sign-in page with its own return path kept (an
 * operator who switches language before signing in still lands on the page they asked for).
 */
export function languageReturnPath(candidate: string | null | undefined): string {
  if (candidate?.startsWith('/admin/sign-in') && !candidate.startsWith('/admin/sign-in/')) {
    const next = new URL(candidate, 'http://console.invalid').searchParams.get('next');
    const back = safeReturnPath(next);
    return back === CONSOLE_ROOT ? '/admin/sign-in' : `/admin/sign-in?next=${encodeURIComponent(back)}`;
  }
  return safeReturnPath(candidate);
}
