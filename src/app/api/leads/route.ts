/** JSON API of the lead pipeline (site forms with JavaScript off use the server action instead). */
import { handleLeadApiRequest } from '@/features/leads/server/api-handler';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleLeadApiRequest(request);
}
