import net from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** Connections the proxy passed on since it started. */
  connections: () => number;
  /** The outage: open connections are destroyed and new ones refused (nothing listens on the port). */
  cut: () => Promise<void>;
  /** Listens again on the same port and passes connections on as before. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', reject);
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('the proxy has no address');
      resolve(address.port);
    });
  });
}

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis): the app connects to it as if it were the server, and the test
 * cuts and restores the way between them, as a network or a database restart would.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let passed = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    passed += 1;
    const upstream = net.connect(target);
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const boundPort = await listen(server, port);

  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    port: boundPort,
    connections: () => passed,
    async cut() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    async restore() {
      await listen(server, boundPort);
    },
    async close() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}
