import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import type { Logger } from "pino";

/**
 * The local channel through which the operator's commands (`npm run staff`, `npm run backup`) reach a running
 * server on the embedded database: PGlite is held by one process, so a command cannot open it beside the server.
 * A Unix socket in DATA_DIR/control, a directory only the server's user may enter (0700) and a socket only it may
 * use (0600): whoever can connect could read the database files in DATA_DIR anyway. Never a TCP port, so nothing
 * on the network reaches it. On PostgreSQL the commands reach the database themselves and it is not opened.
 */

export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control", "control.sock");

/** What a route answers: JSON for a command, bytes for a download (a backup). */
export type ControlAnswer = { json: unknown } | { bytes: Uint8Array; contentType: string };
/** One call of the channel: POST /<name> with the request's body (at most 10 kB of text). */
export type ControlRoute = (body: string) => Promise<ControlAnswer>;

const MAX_BODY = 10_000;

/**
 * Listens on the control socket with one handler per path; resolves with a close function. A stale socket of a
 * killed server is replaced. The routes are a Map: a path is a name the caller sent, and looked up on a plain
 * object `constructor` or `__proto__` would find something to call. An unknown path answers 404; a route that
 * throws (at once or later) answers 500 with a pointer to the log. Nothing sent here ends the process.
 */
export async function startControlSocket(dataDir: string, routes: ReadonlyMap<string, ControlRoute>, logger: Logger): Promise<{ close: () => Promise<void> }> {
  const socketPath = controlSocketPath(dataDir);
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  // This process holds the data folder's lock, so a socket file here is a dead server's.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on("end", () => {
      const route = req.method === "POST" ? routes.get(req.url?.slice(1) ?? "") : undefined;
      if (!route) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ ok: false, error: "Unknown control call" }));
        return;
      }
      answer(route, body, req.url ?? "", res, logger).catch((error: unknown) => logger.error({ err: error, call: req.url }, "control reply not sent"));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(socketPath, { force: true });
      }),
  };
}

/** Runs one route and writes its answer; whatever the route does, the caller gets an answer and the process lives. */
async function answer(route: ControlRoute, body: string, call: string, res: ServerResponse, logger: Logger): Promise<void> {
  let result: ControlAnswer;
  try {
    // Awaited inside the try: a route that throws before returning its promise is caught like one that rejects.
    result = await route(body);
  } catch (error) {
    logger.error({ err: error, call }, "control call failed");
    res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ ok: false, error: "The server could not run the command; see its log" }));
    return;
  }
  if ("json" in result) res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result.json));
  else res.writeHead(200, { "content-type": result.contentType, "content-length": result.bytes.byteLength }).end(result.bytes);
}

export type ControlReply = { status: number; contentType: string; body: Buffer };

/**
 * Sends one call to the server listening on the socket. Null when nobody listens there (no socket file, or a
 * stale one of a server that is gone): the caller then opens the database itself.
 */
export function callControlSocket(socketPath: string, call: string, body: string, timeoutMs: number): Promise<ControlReply | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: `/${call}`, method: "POST", headers: { "content-type": "application/json" }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        if (!res.complete) return reject(new Error("The running server broke off its answer on the control socket"));
        resolve({ status: res.statusCode ?? 0, contentType: res.headers["content-type"] ?? "", body: Buffer.concat(chunks) });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`The running server did not answer within ${timeoutMs / 1000} s`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end(body);
  });
}
