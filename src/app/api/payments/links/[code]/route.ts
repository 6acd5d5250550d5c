/** A payment link's state, asked by its page while another try is with the provider. */
import { handleLinkStatusRequest } from '@/features/payments/server/payment-api';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }): Promise<Response> {
  return handleLinkStatusRequest((await params).code);
}
