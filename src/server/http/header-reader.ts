/** Reads request headers the same way from a Fetch `Headers` and from Node's `IncomingMessage`. */
import 'server-only';
import type { IncomingMessage } from 'node:http';

/** What the edge checks (origin, client IP) need: `Headers` has it, and nodeHeaders() makes one. */
export interface HeaderReader {
  get(name: string): string | null;
}

/** A HeaderReader over Node's lower-cased header object (repeated headers joined as Fetch joins them). */
export function nodeHeaders(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
