/**
 * A tiny round-robin reverse proxy for tests (what nginx does in compose.yaml): plain HTTP requests
 * are forwarded with node:http, websocket upgrades are piped byte for byte to the next upstream.
 * It appends the client to X-Forwarded-For and counts what each upstream received.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import net from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests and upgrades sent to each upstream, by its URL. */
  served: Map<string, { requests: number; upgrades: number }>;
  close(): Promise<void>;
}

function forwardedFor(req: IncomingMessage): string {
  const previous = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress ?? '';
  return previous ? `${Array.isArray(previous) ? previous.join(', ') : previous}, ${peer}` : peer;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const pick = () => upstreams[next++ % upstreams.length]!;
  const served = new Map(upstreams.map((url) => [url, { requests: 0, upgrades: 0 }]));
  const sockets = new Set<net.Socket>();

  const server: Server = createServer((req, res) => {
    const upstream = pick();
    served.get(upstream)!.requests += 1;
    const target = new URL(req.url ?? '/', upstream);
    const forward = request(target, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });

  server.on('upgrade', (req: IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = new URL(pick());
    served.get(upstream.origin)!.upgrades += 1;
    const backend = net.connect(Number(upstream.port), upstream.hostname, () => {
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) lines.push(`${name}: ${item}`);
      }
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    backend.on('error', () => client.destroy());
    client.on('error', () => backend.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
