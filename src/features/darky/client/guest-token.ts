/** Gets the signed guest token the chat socket needs: the stored one, or a new one from the server. */
import { z } from 'zod';
import { GUEST_TOKEN_PATH } from '../protocol';
import { loadGuestToken, saveGuestToken } from './browser-storage';

const tokenResponseSchema = z.object({ token: z.string().min(1) });

export async function requestGuestToken(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(GUEST_TOKEN_PATH, { method: 'POST', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Guest token refused: HTTP ${response.status}`);
  const { token } = tokenResponseSchema.parse(await response.json());
  saveGuestToken(token);
  return token;
}

/** The stored token when there is one; `renew` forces a new one (the server refused or it expired). */
export async function getGuestToken(options: { renew?: boolean; fetchImpl?: typeof fetch } = {}): Promise<string> {
  if (!options.renew) {
    const stored = loadGuestToken();
    if (stored) return stored;
  }
  saveGuestToken(null);
  return requestGuestToken(options.fetchImpl);
}
