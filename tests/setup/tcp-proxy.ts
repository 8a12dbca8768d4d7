// A TCP relay in front of PostgreSQL, so a test can cut the database off for real
// (refused connections, dropped sockets) and bring it back, without stopping the
// server every other test file shares.
import net from 'node:net';
import { freePort } from './free-port';

export type TcpProxy = { port: number; cut: () => Promise<void>; restore: () => Promise<void> };

export async function createTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const restore = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server) server.close(() => resolve());
      else resolve();
    });

  await restore();
  return { port, cut, restore };
}
