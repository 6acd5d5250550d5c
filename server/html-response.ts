/** Tells an HTML response from the rest, for the server's steps that only concern pages. */

/** True for a `Content-Type` header value of an HTML document (`text/html`, any parameters). */
export function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}
