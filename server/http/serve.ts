import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts the HTTP server and resolves once it listens (port 0 picks a free port, for tests). */
export function listen(handler: NodeHandler, { port, host }: { port: number; host: string }): Promise<Server> {
  const server = createServer(handler);
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

export const boundPort = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Stops accepting connections, lets requests in flight finish (idle keep-alive sockets are closed at once,
 * busy ones after graceMs at the latest), then runs `afterDrain` — closing the database last, so that PGlite
 * is never shut while a request still writes.
 */
export async function gracefulStop(server: Server, { graceMs, afterDrain }: { graceMs: number; afterDrain: () => Promise<void> }) {
  const forced = setTimeout(() => server.closeAllConnections(), graceMs);
  forced.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  clearTimeout(forced);
  await afterDrain();
}
