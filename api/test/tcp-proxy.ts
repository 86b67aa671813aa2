import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that a test turns off and on, to put a real database out of reach:
 * `stop()` refuses connections and cuts the open ones (a database that is down), `stall()` keeps every
 * socket open but forwards nothing (a network that hangs), `resume()` forwards again.
 */
export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  stall(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  const held = new Set<net.Socket>();
  let stalled = false;

  const forward = (pair: Pair) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const connect = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
    forward(pair);
  };

  const server = net.createServer((client) => {
    client.on('error', () => client.destroy());
    if (!stalled) return connect(client);
    client.pause();
    held.add(client);
    client.on('close', () => held.delete(client));
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;

  const cutAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    for (const client of held) client.destroy();
    pairs.clear();
    held.clear();
  };

  return {
    port,
    async stop() {
      stalled = false;
      const closed = new Promise((resolve) => server.close(resolve));
      cutAll();
      await closed;
    },
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async resume() {
      if (!server.listening) await listen(port);
      if (!stalled) return;
      stalled = false;
      for (const pair of pairs) forward(pair);
      // Clients gave up on these during the stall (their connect timeout): nobody waits for them.
      for (const client of held) client.destroy();
      held.clear();
    },
    async close() {
      const closed = server.listening ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
      cutAll();
      await closed;
    },
  };
}
