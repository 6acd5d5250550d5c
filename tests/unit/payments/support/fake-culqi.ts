/**
 * A fake Culqi API v2 on 127.0.0.1 for the adapter's tests: charges (201), the 3-D Secure round (200
 * REVIEW, then 201 with authentication_3DS), declines (402), slow answers (timeouts), lookups, orders.
 * The card token chooses the scenario: tkn_test_ok…, tkn_test_3ds…, tkn_test_declined…, tkn_test_slow….
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export const FAKE_SECRET_KEY = 'sk_test_fakefakefakefake';

export interface FakeCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency_code: string;
  email: string;
  creation_date: number;
  metadata: Record<string, string>;
  outcome: { type: string; code: string; user_message: string };
  source: { last_four: string };
}

export class FakeCulqi {
  readonly charges: FakeCharge[] = [];
  readonly orders = new Map<string, { object: 'order'; id: string; amount: number; currency_code: string; state: string; metadata: Record<string, string> }>();
  /** Every charge request received (to count them). */
  readonly chargeRequests: Array<Record<string, unknown>> = [];
  /** How long a tkn_test_slow charge takes to answer (the charge is made at once). */
  slowMs = 1_500;
  private server: Server | undefined;
  port = 0;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async down(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Adds a charge Culqi "made" elsewhere (for webhook tests). */
  addCharge(charge: Partial<FakeCharge> & { amount: number; currency_code: string; metadata: Record<string, string> }): FakeCharge {
    const full: FakeCharge = {
      object: 'charge',
      id: `chr_test_${randomBytes(8).toString('hex')}`,
      email: 'client@example.com',
      creation_date: Date.now(),
      outcome: { type: 'venta_exitosa', code: 'AUT0000', user_message: 'Su compra ha sido exitosa.' },
      source: { last_four: '1111' },
      ...charge,
    };
    this.charges.push(full);
    return full;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`)
      return send(401, { object: 'error', type: 'authentication_error', merchant_message: 'bad key' });
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'POST' && url.pathname === '/v2/charges') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      this.chargeRequests.push(body);
      const token = String(body.source_id);
      if (token.startsWith('tkn_test_declined')) {
        return send(402, {
          object: 'error',
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          merchant_message: 'Fondos insuficientes',
          user_message: 'Fondos insuficientes',
        });
      }
      if (token.startsWith('tkn_test_3ds') && !body.authentication_3DS) {
        return send(200, { action_code: 'REVIEW', user_message: 'Se requiere autenticación 3DS' });
      }
      const charge = this.addCharge({
        amount: Number(body.amount),
        currency_code: String(body.currency_code),
        email: String(body.email),
        metadata: body.metadata as Record<string, string>,
      });
      if (token.startsWith('tkn_test_slow')) {
        // The charge is made, but the answer comes too late: the client must find it by looking it up.
        await new Promise((resolve) => setTimeout(resolve, this.slowMs));
        if (res.destroyed || req.destroyed) return;
      }
      return send(201, charge);
    }
    const chargeMatch = /^\/v2\/charges\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && chargeMatch) {
      const charge = this.charges.find((c) => c.id === chargeMatch[1]);
      return charge ? send(200, charge) : send(404, { object: 'error', type: 'invalid_request_error', merchant_message: 'not found' });
    }
    if (req.method === 'GET' && url.pathname === '/v2/charges') {
      const email = url.searchParams.get('email');
      const from = Number(url.searchParams.get('creation_date_from') ?? 0);
      return send(200, { data: this.charges.filter((c) => (!email || c.email === email) && c.creation_date >= from), paging: {} });
    }
    const orderMatch = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && orderMatch) {
      const order = this.orders.get(orderMatch[1]!);
      return order ? send(200, order) : send(404, { object: 'error', type: 'invalid_request_error' });
    }
    send(404, { object: 'error', type: 'invalid_request_error' });
  }
}
