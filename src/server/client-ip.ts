/** The visitor's IP address as seen by the site's edge, for rate limits and the lead's record. */
import 'server-only';
import { getEnv } from '@/config/env';
import type { HeaderReader } from './http/header-reader';

/**
 * The custom server appends the socket's peer address to X-Forwarded-For (as a proxy does), so the
 * rightmost entry is always trustworthy; with TRUSTED_PROXY_HOPS reverse proxies in front, the
 * client is that many entries further left. Entries further left are whatever the client claimed.
 */
export function clientIpFrom(headers: HeaderReader): string | undefined {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return undefined;
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const ip = chain[Math.max(0, chain.length - 1 - hops)]!;
  // IPv4 peers of a dual-stack socket read "::ffff:1.2.3.4".
  return ip.replace(/^::ffff:/, '').slice(0, 64);
}

/**
 * The same rule for Node's raw request headers (the custom server's own endpoints and socket.io handshakes, which
 * do not pass through the server's X-Forwarded-For step): the peer's address is appended here.
 */
export function clientIpOfRaw(forwardedFor: string | string[] | undefined, peer: string | undefined): string | undefined {
  const forwarded = Array.isArray(forwardedFor) ? forwardedFor.join(', ') : (forwardedFor ?? '');
  return clientIpFrom(new Headers({ 'x-forwarded-for': [forwarded, peer ?? ''].filter(Boolean).join(', ') }));
}
