/** POST /api/guest/generate-token: a signed, expiring guest token for Darky's socket (no payload). */
import { issueGuestToken } from '@/features/darky/server/guest-token';

export const dynamic = 'force-dynamic';

export async function POST(): Promise<Response> {
  const { token, expiresAt } = await issueGuestToken();
  return Response.json({ token, expiresAt }, { headers: { 'Cache-Control': 'no-store' } });
}
