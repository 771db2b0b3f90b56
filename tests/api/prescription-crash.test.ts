import { readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { stagingDir } from "#server/services/prescriptions/staging.ts";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { ensureBuild, newDataDir, startServer, until, type ServerProcess } from "#tests/helpers/server-process.ts";
import { linkIn } from "#tests/helpers/smtp-capture.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

let buildDir: string;
let drop = async () => {};
const processes: ServerProcess[] = [];
beforeAll(() => {
  buildDir = ensureBuild();
}, 180_000);
afterAll(async () => {
  for (const p of processes) p.child.kill("SIGKILL");
  await drop();
});

async function post(url: string, body: unknown, extra: Record<string, string> = {}) {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", ...freshIp(), ...extra }, body: JSON.stringify(body) });
}

/** A verified customer on the running server, through signup, the mailed link and login. */
async function customer(server: ServerProcess, dataDir: string): Promise<string> {
  const body = newSignup();
  expect((await post(`${server.url}/api/authentication/signup`, body)).status).toBe(201);
  let text = "";
  await until(
    async () => {
      const mail = (await listOutbox(outboxDir(dataDir))).find((m) => m.to === String(body.email).toLowerCase() && m.text.includes("/verify-email?"));
      text = mail?.text ?? "";
      return text !== "";
    },
    20_000,
    () => "the verification mail",
  );
  expect((await post(`${server.url}/api/authentication/verify-email${linkIn(text, "/verify-email?").search}`, {})).status).toBe(200);
  const login = await post(`${server.url}/api/authentication/user/login`, { email: body.email, password: body.password });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

describe(`kill -9 during a prescription upload (${testDatabaseKind()})`, () => {
  it("leaves no half file and no row: the staged part is swept at the next start, the list stays empty", async () => {
    const dataDir = newDataDir("shop-rx-crash-");
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (testDatabaseKind() === "postgres") {
      const scratch = await createPostgresDatabase();
      env.DATABASE_URL = scratch.url;
      drop = scratch.drop;
    }
    const first = await startServer(env, { buildDir });
    processes.push(first);
    const token = await customer(first, dataDir);

    // A slow upload: the fields, then a PDF that keeps coming in small pieces and never ends.
    const boundary = "----crashgrenze";
    const { port } = new URL(first.url);
    const req = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/prescriptions",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(6 * 1024 * 1024) },
    });
    req.on("error", () => {});
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="fulfilment"\r\n\r\nPICKUP\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="rezept.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const feeder = setInterval(() => req.write(piece), 20);
    const staging = stagingDir(dataDir);
    const staged = () => readdirSync(staging).filter((f) => statSync(path.join(staging, f)).size > 256 * 1024);
    try {
      // The half file is really there, on its way, when the process dies.
      await until(() => staged().length === 1, 20_000, () => "a staged part of the upload");
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
    } finally {
      clearInterval(feeder);
      req.destroy();
    }
    expect(readdirSync(staging)).toHaveLength(1);

    const second = await startServer(env, { buildDir });
    processes.push(second);
    expect(readdirSync(staging)).toEqual([]);
    const list = await fetch(`${second.url}/api/prescriptions`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: unknown[] }).data).toEqual([]);
    expect(second.output()).toContain("unfinished prescription uploads removed");
    second.child.kill("SIGTERM");
    await second.exited;
  }, 240_000);
});
