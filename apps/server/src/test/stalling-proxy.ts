import net from 'node:net';

export interface StallingProxy {
  port: number;
  /** Stop forwarding: bytes in flight and new connections wait, as on a partitioned network. */
  stall(): void;
  /** Forward again: what waited is delivered, waiting connections reach the target. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of `target`, for making a database stop answering
 * without closing its connections (the case that hangs clients without timeouts).
 */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const waiting: (() => void)[] = [];

  const link = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.end();
      });
    }
    if (stalled) upstream.pause();
  };

  const server = net.createServer((client) => {
    sockets.add(client);
    if (stalled) {
      client.pause();
      waiting.push(() => link(client));
    } else {
      link(client);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    stall() {
      stalled = true;
      for (const s of sockets) s.pause();
    },
    resume() {
      stalled = false;
      // Listeners first: a resumed socket without a 'data' listener would drop what it reads.
      for (const start of waiting.splice(0)) start();
      for (const s of sockets) s.resume();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
