import { connect, createServer, type Server, type Socket } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { ensureBuild, newDataDir, startServer, until } from "#tests/helpers/server-process.ts";
import { startSmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

// Issue 14, defect 9: servers that had sent mail to an SMTP server which then went silent were still alive
// 15 minutes after SIGTERM, holding the data folder's lock.
let buildDir: string;
beforeAll(() => {
  buildDir = ensureBuild();
}, 180_000);

/** An "SMTP server" that accepts connections and never says a word. */
async function silentSmtp(): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server: Server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A request whose body never finishes arriving: in flight until the server cuts it. */
function stalledUpload(url: string): Socket {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on("error", () => {});
  socket.write(`POST /api/authentication/signup HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"na`);
  return socket;
}

describe(`shutdown deadline (${testDatabaseKind()})`, () => {
  it("exits within SHUTDOWN_TIMEOUT_MS while SMTP never answers and an upload stalls, and the mail goes after a restart", async () => {
    const deadlineMs = 4_000;
    const postgres = testDatabaseKind() === "postgres" ? await createPostgresDatabase() : null;
    const data: Record<string, string> = { DATA_DIR: newDataDir("shop-shutdown-deadline-"), ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    const silent = await silentSmtp();
    const smtp = await startSmtpCapture();
    const first = await startServer({ ...data, SMTP_URL: silent.url, SHUTDOWN_TIMEOUT_MS: String(deadlineMs) }, { buildDir });
    try {
      const body = newSignup();
      const signup = await fetch(`${first.url}/api/authentication/signup`, {
        method: "POST",
        headers: { "content-type": "application/json", ...freshIp() },
        body: JSON.stringify(body),
      });
      expect(signup.status).toBe(201);
      // The worker is now waiting for a greeting that never comes.
      await until(() => silent.connections() > 0, 20_000, () => "the worker to connect to the silent SMTP server");
      const upload = stalledUpload(first.url);

      const signalled = Date.now();
      first.child.kill("SIGTERM");
      const code = await first.exited;
      const took = Date.now() - signalled;
      upload.destroy();
      // The deadline plus a margin for a busy machine to schedule the exit; without a deadline the stalled
      // upload alone held the old shutdown for 10 s and the silent SMTP server for 5 s more.
      expect(took, first.output()).toBeLessThan(deadlineMs + 2_000);
      expect(code).not.toBeNull();
      expect(first.output()).toContain('"signal":"SIGTERM"');

      // The unsent mail was kept: the next start on the same data sends it.
      const second = await startServer({ ...data, SMTP_URL: smtp.url }, { buildDir });
      try {
        const mail = await smtp.waitFor(body.email, (m) => m.text.includes("/verify-email?"), 30_000);
        expect(mail.subject).toContain("Bitte bestätigen Sie Ihre E-Mail-Adresse");
      } finally {
        second.child.kill("SIGTERM");
        await second.exited;
      }
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) first.child.kill("SIGKILL");
      await silent.close();
      await smtp.close();
      await postgres?.drop();
    }
  }, 240_000);
});

