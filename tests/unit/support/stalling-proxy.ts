// A TCP proxy on 127.0.0.1 that can stop forwarding without closing anything: what a hung database server or a
// dead network path looks like to the process (connections stay open, nothing answers, no error).
import net from 'node:net';

export interface StallingProxy {
  port: number;
  /** From now on bytes in either direction are held (connections, new ones included, stay open). */
  stall(): void;
  /** Forwards again, held bytes first. */
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const pipes = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    const forward = (from: net.Socket, to: net.Socket) => {
      const held: Buffer[] = [];
      from.on('data', (chunk: Buffer) => {
        if (stalled) held.push(chunk);
        else to.write(chunk);
      });
      pipes.add(() => {
        for (const chunk of held.splice(0)) to.write(chunk);
      });
    };
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const flush of pipes) flush();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
