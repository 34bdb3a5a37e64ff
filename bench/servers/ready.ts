/**
 * The handshake every benchmark server makes with bench/index.ts: it reports its port over the IPC channel
 * once it listens, and exits when told to (SIGTERM/SIGINT) or when the parent goes away (IPC disconnect).
 * A benchmark server holds nothing worth a graceful shutdown, and a slow query must not delay the exit.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export function announce(server: Server): void {
  const { port } = server.address() as AddressInfo;
  const message: ReadyMessage = { type: 'ready', port };
  if (process.send) process.send(message);
  else console.log(`listening on http://127.0.0.1:${port}/`);
  const exit = () => process.exit(0);
  process.on('SIGTERM', exit);
  process.on('SIGINT', exit);
  process.on('disconnect', exit);
}
