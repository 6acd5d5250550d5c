/** Pays a payment link with a card token made in the browser (see features/payments/server/payment-api.ts). */
import { handleChargeRequest } from '@/features/payments/server/payment-api';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  return handleChargeRequest(request, (await params).code);
}
