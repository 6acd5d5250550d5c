// The true status of an abandoned request: a client that promises a body (Content-Length) and leaves before sending it
// is logged as 499 "request aborted", never as the 200 Node keeps as its default status.
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_CLOSED_REQUEST, logRequest } from './request-log';

describe('an aborted request', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(handler: (body: Promise<string>) => (res: import('node:http').ServerResponse) => void) {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'debug' }, new Writable({ write: (chunk, _e, done) => (lines.push(JSON.parse(String(chunk))), done()) }));
    server = createServer((req, res) => {
      logRequest(req, res, logger);
      const body = new Promise<string>((resolve, reject) => {
        let text = '';
        req.on('data', (chunk) => (text += chunk));
        req.on('end', () => resolve(text));
        req.on('error', reject);
        req.on('aborted', () => reject(new Error('aborted')));
      });
      body.catch(() => undefined);
      handler(body)(res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { lines, port: (server.address() as AddressInfo).port };
  }

  it('is logged 499 when the client leaves before the promised body arrives', async () => {
    const { lines, port } = await serve(
      (body) => (res) =>
        void body.then(
          (text) => res.end(text),
          () => undefined,
        ),
    );
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"firstName":');
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ msg: 'request aborted', status: CLIENT_CLOSED_REQUEST, aborted: true, path: '/api/leads', level: 30 });
  });

  it('keeps the status that was sent when the answer went out before the client left', async () => {
    const { lines, port } = await serve(() => (res) => {
      res.writeHead(413, { connection: 'close' });
      res.flushHeaders();
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.write('POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ status: 413, aborted: true });
  });
});
