/** Local stand-ins for the lead receivers: an HTTP server (CRM and webhook) and an SMTP sink, both on 127.0.0.1. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export { freePort } from '../../../../scripts/lib/production-server.mjs';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An HTTP receiver that answers `status` (changeable) and records every request; can go down and come back on its port. */
export class FakeHttpReceiver {
  readonly requests: ReceivedRequest[] = [];
  status = 200;
  private server: Server | undefined;

  constructor(readonly port: number) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP sink without TLS or auth that keeps every message; can go down and come back on its port. */
export class FakeSmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
