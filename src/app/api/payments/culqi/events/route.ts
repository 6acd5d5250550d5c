/** Culqi's webhook: every event is confirmed with Culqi before it changes anything. */
import { handleCulqiEventRequest } from '@/features/payments/server/payment-api';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleCulqiEventRequest(request);
}
