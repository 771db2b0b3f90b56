import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { controlSocketPath } from "#server/control-socket.ts";
import { ensureBuild, newDataDir, runScript, startServer, until, type ServerProcess } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * `npm run staff` as an operator runs it: a separate process, against the data folder (PGlite) or DATABASE_URL
 * (PostgreSQL) of the shop — with the shop's server running (on PGlite it holds the database, so the command goes
 * over the server's control socket) and without.
 */

const kind = testDatabaseKind();

const staffCommand = (env: Record<string, string>, ...args: string[]) => runScript("staff", env, args);

/** The shop's settings for one test: a fresh data folder, and on PostgreSQL a fresh database. */
async function shopSettings(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = newDataDir("shop-staff-cli-");
  if (kind === "pglite") return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const scratch = await createPostgresDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, drop: scratch.drop };
}

/** The first outbox mail to `to` (the server writes mails there without SMTP_URL). */
async function outboxMail(dataDir: string, to: string) {
  const dir = path.join(dataDir, "outbox");
  let mail: { to: string; subject: string; text: string } | undefined;
  await until(
    () => {
      const names = (() => {
        try {
          return readdirSync(dir).filter((n) => n.endsWith(".json"));
        } catch {
          return [];
        }
      })();
      mail = names.map((n) => JSON.parse(readFileSync(path.join(dir, n), "utf8")) as typeof mail).find((m) => m!.to === to);
      return mail !== undefined;
    },
    20_000,
    () => `a mail to ${to} in ${dir}`,
  );
  return mail!;
}

describe(`npm run staff without a running server (${kind})`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup) await c();
  });

  it("adds, lists and removes staff on the database itself, with clear messages and exit codes", async () => {
    const shop = await shopSettings();
    cleanup.push(shop.drop);
    const add = await staffCommand(shop.env, "add", "Lea.Keller@Example.ch");
    expect(add.out).toContain("Created the staff account lea.keller@example.ch (Lea Keller).");
    expect(add.out).toContain("A set-password mail (link valid 72 hours) is queued for lea.keller@example.ch");
    expect(add.code).toBe(0);
    const named = await staffCommand(shop.env, "add", "p.m@example.ch", "--name", "Pia Maria Meier");
    expect(named.out).toContain("Created the staff account p.m@example.ch (Pia Maria Meier).");
    expect((await staffCommand(shop.env, "add", "lea.keller@example.ch")).out).toContain("lea.keller@example.ch is already staff; nothing changed.");
    const list = await staffCommand(shop.env, "list");
    expect(list.out).toMatch(/2 staff accounts:\n\s+lea\.keller@example\.ch\s+Lea Keller\s+staff\s+\(password not set yet\)\n\s+p\.m@example\.ch\s+Pia Maria Meier\s+staff/);
    // Managers (issue 39): `role` moves staff up and down; a customer or an unknown address is refused.
    expect((await staffCommand(shop.env, "role", "p.m@example.ch", "manager")).out).toContain("p.m@example.ch is now manager; their sessions ended");
    expect((await staffCommand(shop.env, "list")).out).toMatch(/p\.m@example\.ch\s+Pia Maria Meier\s+manager/);
    expect((await staffCommand(shop.env, "add", "chef@example.ch", "--role", "manager")).out).toContain("Created the manager account chef@example.ch");
    const removed = await staffCommand(shop.env, "remove", "lea.keller@example.ch");
    expect([removed.code, removed.out.trim()]).toEqual([0, "lea.keller@example.ch is no longer staff: their sessions and calendar feed were revoked. The account stays (as a customer)."]);
    expect((await staffCommand(shop.env, "remove", "lea.keller@example.ch")).out.trim()).toBe("lea.keller@example.ch is not staff; nothing changed.");
    const unknown = await staffCommand(shop.env, "remove", "nobody@example.ch");
    expect([unknown.code, unknown.out.trim()]).toEqual([1, "There is no account with the e-mail nobody@example.ch."]);
    const bad = await staffCommand(shop.env, "add", "kein-at");
    expect([bad.code, bad.out.trim()]).toEqual([1, "Refused: Not a valid e-mail address: kein-at"]);
    const usage = await staffCommand(shop.env, "promote", "x@example.ch");
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Cannot run "promote x@example.ch".');
    expect(usage.out).toContain("npm run staff -- add <email>");
  }, 360_000);
});

describe(`npm run staff with the shop running (${kind})`, () => {
  let buildDir: string;
  let server: ServerProcess | undefined;
  let drop = async () => {};
  beforeAll(() => {
    buildDir = ensureBuild();
  }, 600_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await drop();
  });

  it("reaches the running shop: the new staff member gets the set-password mail, logs in and uses the desk; remove ends the session", async () => {
    const shop = await shopSettings();
    drop = shop.drop;
    server = await startServer(shop.env, { buildDir });
    if (kind === "pglite") {
      // The server's control channel: a socket only its user may use, in a directory only its user may enter.
      const socket = controlSocketPath(shop.env.DATA_DIR);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    }
    const email = "neu.team@example.ch";
    const add = await staffCommand(shop.env, "add", email);
    expect([add.code, add.out]).toEqual([0, expect.stringContaining(`Created the staff account ${email} (Neu Team).`)]);
    expect(add.out).toContain(kind === "pglite" ? "the running shop sends it now" : "the shop's mail worker sends it");

    const mail = await outboxMail(shop.env.DATA_DIR, email);
    expect(mail.subject).toBe("Ihr Zugang zum Apothekenschalter – Rheinbogen Apotheke");
    const link = new URL(/http\S+\/reset-password\?\S+/.exec(mail.text)![0]);
    const set = await fetch(`${server.url}/api/authentication/reset-password${link.search}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ newPassword: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD }),
    });
    expect(set.status, await set.clone().text()).toBe(200);
    const login = await fetch(`${server.url}/api/authentication/user/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: STRONG_PASSWORD }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    expect(JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).role).toBe(1);
    const desk = () => fetch(`${server!.url}/api/desk/days`, { headers: { authorization: `Bearer ${token}` } });
    expect((await desk()).status).toBe(200);

    expect((await staffCommand(shop.env, "list")).out).toMatch(new RegExp(`1 staff account:\\n\\s+${email.replace(/\./g, "\\.")}\\s+Neu Team\\s+staff\\s*\\n`));
    const removed = await staffCommand(shop.env, "remove", email);
    expect(removed.code).toBe(0);
    expect((await desk()).status).toBe(401);
  }, 600_000);
});
