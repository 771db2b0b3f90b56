import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fail } from "#contracts/envelope.ts";

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * How long the shop keeps an idle kept-alive connection open. Longer than any proxy in front keeps its idle
 * connections to the shop (deploy/nginx.conf: upstream keepalive_timeout 60s): the side that closes an idle
 * connection must be the one that sends on it, or a request can leave the proxy on a connection the shop is
 * closing at that moment (a 502 for that customer). Clients directly on the shop read the `Keep-Alive: timeout=75`
 * hint and close theirs a little earlier.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 75_000;

/** A body that brings less than this within BODY_IDLE_TIMEOUT_MS while the shop waits for it is cut. */
export const BODY_MIN_PROGRESS_BYTES = 1024;
export const DEFAULT_BODY_IDLE_TIMEOUT_MS = 15_000;

export const BODY_TIMEOUT_MESSAGE = "The request body arrived too slowly";
const bodyTimeoutJson = JSON.stringify(fail(BODY_TIMEOUT_MESSAGE));
// Written on the socket directly, as node does for its own 408: the app may be in the middle of the request.
const BODY_TIMEOUT_ANSWER = Buffer.from(
  `HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(bodyTimeoutJson)}\r\nConnection: close\r\n\r\n${bodyTimeoutJson}`,
);

export type ListenOptions = {
  port: number;
  host: string;
  /** BODY_IDLE_TIMEOUT_MS: the window in which a body being read must bring BODY_MIN_PROGRESS_BYTES. */
  bodyIdleTimeoutMs?: number;
  /** Told about each cut body (for the log); the connection is already gone. */
  onBodyTimeout?: (req: IncomingMessage) => void;
};

/** Starts the HTTP server and resolves once it listens (port 0 picks a free port, for tests). */
export function listen(handler: NodeHandler, { port, host, bodyIdleTimeoutMs = DEFAULT_BODY_IDLE_TIMEOUT_MS, onBodyTimeout }: ListenOptions): Promise<Server> {
  const server = createServer((req, res) => {
    watchBody(req, res, bodyIdleTimeoutMs, onBodyTimeout);
    handler(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

const hasBody = (req: IncomingMessage) => {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
};

/**
 * Node itself gives a body 5 minutes (requestTimeout) however slowly it comes, and a client sending a byte every
 * few seconds never looks idle. Without a proxy in front, a few such clients hold a socket, a request and (for
 * an upload) a staged file each. So a body must make progress: in every window while the app waits for it (it
 * reads and nothing is buffered unread), at least BODY_MIN_PROGRESS_BYTES must arrive, else the client gets a
 * 408 and the connection is dropped; the reader of the body then sees it end early (an upload removes its
 * staged files). A window in which the app did not read (backpressure, a check before the body) does not count:
 * a slow shop is not the client's fault. Counted on the socket (bytesRead), so the body is never touched here.
 */
function watchBody(req: IncomingMessage, res: ServerResponse, windowMs: number, onTimeout?: (req: IncomingMessage) => void) {
  if (!hasBody(req) || req.complete) return;
  const socket = req.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer);
    const read = socket.bytesRead;
    const appWaits = req.readableFlowing === true && req.readableLength === 0;
    if (appWaits && read - seen < BODY_MIN_PROGRESS_BYTES) {
      clearInterval(timer);
      if (!res.headersSent && socket.writable) socket.write(BODY_TIMEOUT_ANSWER);
      socket.destroy();
      onTimeout?.(req);
      return;
    }
    seen = read;
  }, windowMs);
  timer.unref();
  res.once("close", () => clearInterval(timer));
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
