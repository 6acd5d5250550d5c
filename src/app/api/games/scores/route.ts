/** Submits a game run's score: verified by replaying its input log, then put on the leaderboard (src/features/games). */
import { handleScoreRequest } from '@/features/games/server/api-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleScoreRequest(request);
}
