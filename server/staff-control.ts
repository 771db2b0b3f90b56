import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import path from "node:path";
import type { Logger } from "pino";
import { z } from "zod";
import type { StaffAccounts } from "#server/services/desk/staff-accounts.ts";
import { DomainError } from "#server/services/errors.ts";

/**
 * The local channel through which `npm run staff` reaches a running server on the embedded database (PGlite is
 * held by one process: the command cannot open it beside the server). A Unix socket in DATA_DIR/control, a
 * directory only the server's user may enter (0700) and a socket only it may use (0600): whoever can connect
 * could read the database files in DATA_DIR anyway. Never a TCP port, so nothing on the network reaches it.
 * On PostgreSQL the command connects to the database itself and this channel is not opened.
 */

export const controlSocketPath = (dataDir: string) => path.join(dataDir, "control", "staff.sock");

export const staffCommand = z.discriminatedUnion("command", [
  z.object({ command: z.literal("add"), email: z.string().max(254), name: z.object({ name: z.string().max(100), surname: z.string().max(100) }).optional() }),
  z.object({ command: z.literal("remove"), email: z.string().max(254) }),
  z.object({ command: z.literal("list") }),
]);
export type StaffCommand = z.infer<typeof staffCommand>;
export type StaffCommandAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** Runs one command against the staff accounts; a refusal (bad address) becomes an answer, not a throw. */
export async function runStaffCommand(staff: StaffAccounts, command: StaffCommand): Promise<StaffCommandAnswer> {
  try {
    if (command.command === "add") return { ok: true, result: await staff.add(command.email, command.name) };
    if (command.command === "remove") return { ok: true, result: await staff.remove(command.email) };
    return { ok: true, result: await staff.list() };
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error: error.message };
    throw error;
  }
}

/** Listens on the control socket; resolves with a close function. A stale socket of a killed server is replaced. */
export async function startStaffControl(dataDir: string, staff: StaffAccounts, logger: Logger): Promise<{ close: () => Promise<void> }> {
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
      if (body.length > 10_000) req.destroy();
    });
    req.on("end", () => {
      const answer = async (): Promise<StaffCommandAnswer> => {
        if (req.method !== "POST" || req.url !== "/staff") return { ok: false, error: "Unknown control call" };
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          return { ok: false, error: "Malformed command" };
        }
        const parsed = staffCommand.safeParse(json);
        if (!parsed.success) return { ok: false, error: "Malformed command" };
        logger.info({ command: parsed.data.command }, "staff command over the control socket");
        return runStaffCommand(staff, parsed.data);
      };
      answer()
        .catch((error: unknown) => {
          logger.error({ err: error }, "staff command failed");
          return { ok: false, error: "The server could not run the command; see its log" } as StaffCommandAnswer;
        })
        .then((result) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result)));
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

/**
 * Sends a command to the server listening on the socket. Null when nobody listens there (no socket file, or a
 * stale one of a server that is gone): the caller then opens the database itself.
 */
export function askServer(socketPath: string, command: StaffCommand, timeoutMs = 30_000): Promise<StaffCommandAnswer | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: "/staff", method: "POST", headers: { "content-type": "application/json" }, timeout: timeoutMs }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        try {
          resolve(JSON.parse(text) as StaffCommandAnswer);
        } catch {
          reject(new Error("The running server answered something unreadable on its control socket"));
        }
      });
    });
    req.on("timeout", () => req.destroy(new Error(`The running server did not answer within ${timeoutMs / 1000} s`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end(JSON.stringify(command));
  });
}
