import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fail } from "#contracts/envelope.ts";
import { BODY_TIMEOUT_MESSAGE, boundPort, listen } from "#server/http/serve.ts";
import { jpegBytes, stagedFiles } from "#tests/helpers/prescriptions.ts";
import { until } from "#tests/helpers/server-process.ts";
import { createShoppingApp } from "#tests/helpers/shopping.ts";

/**
 * Issue 37, point 7: a body sent a byte every few seconds was held for node's 5 minutes (requestTimeout), an
 * upload with a staged file each: one account kept 15 uploads and an order body open so. A real listening
 * server as main.ts composes it, with a short BODY_IDLE_TIMEOUT_MS.
 */
const WINDOW_MS = 1_000;

let d: Awaited<ReturnType<typeof createShoppingApp>>;
let server: Server;
let port: number;
beforeAll(async () => {
  d = await createShoppingApp();
  const listener = getRequestListener(d.t.app.fetch);
  server = await listen((req, res) => d.t.nodeFront(req, res, () => void listener(req, res)), { port: 0, host: "127.0.0.1", bodyIdleTimeoutMs: WINDOW_MS });
  port = boundPort(server);
}, 120_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await d?.close();
});

type Raw = { socket: Socket; received: () => string; closed: Promise<number> };

/** A client on a raw socket: it sends what the test says, when the test says. closed: when, in ms since epoch. */
function rawClient(head: string): Raw {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
  socket.write(head);
  return { socket, received: () => text, closed };
}

/** Sends one byte every interval until the socket closes. */
function drip(socket: Socket, intervalMs: number) {
  const timer = setInterval(() => {
    if (socket.destroyed || !socket.writable) return clearInterval(timer);
    socket.write("x");
  }, intervalMs);
  socket.on("close", () => clearInterval(timer));
}

const timeoutAnswer = JSON.stringify(fail(BODY_TIMEOUT_MESSAGE));
const expectTimeoutAnswer = (text: string) => {
  expect(text.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
  expect(text).toMatch(/\r\nConnection: close\r\n/);
  expect(text.slice(text.indexOf("\r\n\r\n") + 4)).toBe(timeoutAnswer);
};

const boundary = "----slow-body-test";
const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;

describe("a request body that arrives a byte every few hundred ms", () => {
  it("an upload is cut after the idle window with a 408, and its staged file is gone", async () => {
    const anna = await d.user();
    const client = rawClient(
      `POST /api/prescriptions HTTP/1.1\r\nHost: shop.test\r\nAuthorization: Bearer ${anna.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`,
    );
    client.socket.write(fileHead);
    client.socket.write(jpegBytes(64 * 1024));
    // The file is being staged: the upload has started for real.
    await until(() => stagedFiles(d.t).length === 1, 5_000, () => "the staged file");
    const dripFrom = Date.now();
    drip(client.socket, 300);
    const closedAt = await client.closed;
    // Between one and two windows after the last real progress (the window that saw the 64 kB does not count).
    expect(closedAt - dripFrom).toBeLessThan(3 * WINDOW_MS);
    expectTimeoutAnswer(client.received());
    await until(() => stagedFiles(d.t).length === 0, 2_000, () => `the staged file removed (${stagedFiles(d.t).join(", ")})`);
  });

  it("a JSON body is cut the same way", async () => {
    const client = rawClient(`POST /api/authentication/user/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 300\r\n\r\n{"em`);
    const started = Date.now();
    drip(client.socket, 300);
    const closedAt = await client.closed;
    expect(closedAt - started).toBeLessThan(3 * WINDOW_MS);
    expectTimeoutAnswer(client.received());
  });

  it("a slow but steady upload (2 kB every 300 ms) is not cut", async () => {
    const anna = await d.user();
    const photo = jpegBytes(20 * 1024);
    const body = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fulfilment"\r\n\r\nPICKUP\r\n${fileHead}`), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const client = rawClient(
      `POST /api/prescriptions HTTP/1.1\r\nHost: shop.test\r\nAuthorization: Bearer ${anna.token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    for (let sent = 0; sent < body.length; sent += 2048) {
      client.socket.write(body.subarray(sent, sent + 2048));
      await new Promise((r) => setTimeout(r, 300));
    }
    await client.closed;
    expect(client.received().split("\r\n")[0]).toBe("HTTP/1.1 201 Created");
    expect(stagedFiles(d.t)).toEqual([]);
  });
});
