import { Agent, request, type IncomingHttpHeaders, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boundPort, listen } from "#server/http/serve.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 27, point 7: after a POST of a 2 MB body the server answered 413 and closed the connection without saying
 * so; a client that reused the kept-alive connection (browsers, undici, curl) got "other side closed" on its next
 * request. A real listening server with main.ts's composition, a keep-alive agent with one socket.
 */
let t: TestApp;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  const listener = getRequestListener(t.app.fetch);
  server = await listen((req, res) => t.nodeFront(req, res, () => void listener(req, res)), { port: 0, host: "127.0.0.1" });
  port = boundPort(server);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function send(agent: Agent, method: string, path: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, agent, headers: { "content-type": "application/json", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    // The server may answer before the whole body is sent; writing on is the client's business, not an error here.
    req.on("error", () => {});
    req.end(body);
  });
}

const twoMegabytes = () => Buffer.alloc(2 * 1024 * 1024, "a");

describe("a 413 on a kept-alive connection", () => {
  it.each([
    ["with a Content-Length", {}],
    ["chunked", { "transfer-encoding": "chunked" }],
  ])("%s: the answer says Connection: close, and the client's next request works", async (_name, headers) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await send(agent, "GET", "/api/health")).status).toBe(200);
      const tooLarge = await send(agent, "POST", "/api/authentication/user/login", twoMegabytes(), headers);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body)).toEqual({ success: false, error: "Request body too large (limit 100 kB)", message: "Request body too large (limit 100 kB)" });
      expect(tooLarge.headers.connection).toBe("close");
      for (let i = 0; i < 3; i++) {
        const next = await send(agent, "GET", "/api/health");
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
