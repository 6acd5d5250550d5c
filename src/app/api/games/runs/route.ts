/** Starts a game run: a signed, single-use run token with the server's seed (src/features/games). */
import { handleRunRequest } from '@/features/games/server/api-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRunRequest(request);
}
