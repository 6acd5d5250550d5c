/** The path of a request target, for handlers that answer before Next.js routes the request. */

/** The path alone; absolute-form targets (from proxies) count too. Undefined when the target is not a URL. */
export function requestPathname(target: string | undefined): string | undefined {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
