import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_APPOINTMENTS_CAP } from "#contracts/appointments.ts";
import { CART_MESSAGES, MAX_CART_QUANTITY } from "#contracts/cart.ts";
import { callControlSocket, controlSocketPath } from "#server/control-socket.ts";
import { openDatabase, type Db } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { bookableSlots, call, orderablePharmacodes, outboxMailText, signUpVerified, type LiveCustomer } from "#tests/helpers/live-shop.ts";
import { ensureBuild, newDataDir, runScript, startServer, until, type ServerProcess } from "#tests/helpers/server-process.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on the embedded database (issue 29): a backup
 * taken while the shop takes bookings and cart writes holds every write acknowledged before it began, and a shop
 * started on its restore serves them.
 */

const kind = testDatabaseKind();
// The same signing key on both shops, as docs/operations.md asks for: the customers' tokens stay valid after a restore.
const JWT_SECRET = "backup-restore-test-secret-0123456789abcdef";
// Five customers book (an account holds at most OPEN_APPOINTMENTS_CAP open appointments), three of them also
// fill their carts.
const CUSTOMERS = 5;
const CART_CUSTOMERS = 3;
// Each article takes at most MAX_CART_QUANTITY units (issue 37): a customer's loop adds until its articles are full.
const CODES_PER_CUSTOMER = 15;
/** Customer 0 keeps room for one more, booked on the restored shop. */
const bookingRoom = (c: number) => OPEN_APPOINTMENTS_CAP - (c === 0 ? 1 : 0);

type Acknowledged = { added: Map<number, number>[]; booked: string[][]; adds: number; bookings: number };
/** One customer's cart lines (pharmacode to quantity) and appointment ids, as a restored database holds them. */
type Found = { lines: Map<number, number>; appointments: Set<string> };

async function readThroughShop(url: string, token: string): Promise<Found> {
  const cart = await call(url, "GET", "/api/cart/getAllItems", { token });
  const own = await call(url, "GET", "/api/labor/fetchAppointments", { token });
  expect([cart.status, own.status]).toEqual([200, 200]);
  return {
    lines: new Map((cart.body.data as { cart: { pharmacode: number; quantity: number }[] }).cart.map((l) => [l.pharmacode, l.quantity])),
    appointments: new Set((own.body.data as { _id: string }[]).map((a) => a._id)),
  };
}

async function readDirectly(db: Db, userId: string): Promise<Found> {
  const lines = await queryRows(db, z.object({ pharmacode: z.number(), quantity: z.number() }), sql`select pharmacode, quantity from cart_lines where user_id = ${userId}`);
  const appointments = await queryRows(db, z.object({ id: z.string() }), sql`select id::text from appointments where user_id = ${userId}`);
  return { lines: new Map(lines.map((l) => [l.pharmacode, l.quantity])), appointments: new Set(appointments.map((a) => a.id)) };
}

describe.runIf(kind === "pglite")("backup and restore of the embedded database (pglite)", () => {
  let buildDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    buildDir = ensureBuild();
  }, 600_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
  });

  it("a backup taken during a burst of bookings and cart writes holds every acknowledged write; the restored shop serves them", async () => {
    const original = newDataDir("shop-backup-a-");
    const shop = await startServer({ DATA_DIR: original, JWT_SECRET }, { buildDir });
    servers.push(shop);
    const mailText = outboxMailText(original);
    const customers: LiveCustomer[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await signUpVerified(shop.url, mailText));
    const codes = await orderablePharmacodes(shop.url, CART_CUSTOMERS * CODES_PER_CUSTOMER);
    const { slots, booking } = await bookableSlots(shop.url);

    // What the shop acknowledged: cart adds per customer and article, and booked appointments per customer.
    const added = customers.map(() => new Map<number, number>());
    const booked = customers.map(() => [] as string[]);
    const sent = customers.map(() => new Map<number, number>());
    let stop = false;
    let nextSlot = 0;
    // A request that got no answer (a kept-alive connection the server closed as it was reused, on a machine too
    // busy to keep time) is no acknowledgement: it is sent again like any other. Only a few may go so.
    let unansweredCount = 0;
    const unanswered = () => {
      unansweredCount++;
      return null;
    };
    const cartLoop = async (c: number) => {
      for (let round = 0; !stop && round < CODES_PER_CUSTOMER * MAX_CART_QUANTITY; round++) {
        const code = codes[c * CODES_PER_CUSTOMER + (round % CODES_PER_CUSTOMER)]!;
        sent[c]!.set(code, (sent[c]!.get(code) ?? 0) + 1);
        const res = await call(shop.url, "POST", `/api/cart/${code}/addToCart`, { token: customers[c]!.token, body: { quantity: 1 } }).catch(unanswered);
        if (!res) continue;
        // An unanswered add that the shop did make may have filled the line one round early: not acknowledged, not an error.
        if (res.status === 400 && res.text.includes(CART_MESSAGES.overLimit)) continue;
        if (res.status !== 200) throw new Error(`addToCart answered ${res.status}: ${res.text}`);
        added[c]!.set(code, (added[c]!.get(code) ?? 0) + 1);
      }
    };
    const bookingLoop = async (c: number) => {
      // The last slot is kept for the restored shop's own booking.
      while (!stop && nextSlot < slots.length - 1 && booked[c]!.length < bookingRoom(c)) {
        const res = await call(shop.url, "POST", "/api/labor/createAppointments", { token: customers[c]!.token, body: booking(slots[nextSlot++]!) }).catch(unanswered);
        if (!res) continue;
        if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${res.text}`);
        booked[c]!.push((res.body.data as { _id: string })._id);
      }
    };
    const total = () => ({ adds: added.reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0), bookings: booked.reduce((n, b) => n + b.length, 0) });
    const acknowledgedSoFar = (): Acknowledged => ({ added: added.map((m) => new Map(m)), booked: booked.map((b) => [...b]), ...total() });
    const writesSince = (then: Acknowledged) => total().adds - then.adds + total().bookings - then.bookings;
    /** Every acknowledged add is in the cart (at most those sent: one in flight may have made it in), every booking is there. */
    const expectAllThere = (found: Found[], acknowledged: Acknowledged) => {
      for (const [c, { lines, appointments }] of found.entries()) {
        for (const [code, quantity] of acknowledged.added[c]!) {
          expect(lines.get(code) ?? 0, `customer ${c}, article ${code}: acknowledged adds`).toBeGreaterThanOrEqual(quantity);
          expect(lines.get(code)).toBeLessThanOrEqual(sent[c]!.get(code)!);
        }
        expect(acknowledged.booked[c]!.filter((id) => !appointments.has(id)), `customer ${c}'s acknowledged bookings missing`).toEqual([]);
      }
    };
    const burst = Promise.all(customers.flatMap((_, c) => (c < CART_CUSTOMERS ? [cartLoop(c), bookingLoop(c)] : [bookingLoop(c)])));
    try {
      await until(() => total().adds >= 30 && total().bookings >= 10, 60_000, () => `30 cart writes and 10 bookings (${JSON.stringify(total())})`);

      // The server's dump, asked for as `npm run backup` does, the moment the acknowledged writes are noted:
      // everything acknowledged up to here must be in it, while the burst goes on.
      const atDump = acknowledgedSoFar();
      const dump = await callControlSocket(controlSocketPath(original), "backup", "", 120_000);
      const duringDump = writesSince(atDump);
      expect([dump?.status, dump?.contentType]).toEqual([200, "application/gzip"]);

      // The same through the command, as the nightly job runs it.
      const atCommand = acknowledgedSoFar();
      const backupFile = path.join(newDataDir("shop-backup-file-"), "nightly.backup.tar.gz");
      const backup = await runScript("backup", { DATA_DIR: original }, [backupFile]);
      const duringCommand = writesSince(atCommand);
      // The burst has done its part; the restores need the machine.
      stop = true;
      await burst;
      expect(backup.out).toMatch(new RegExp(`^Backed up the embedded database in ${original} \\(taken by the running shop\\) to ${backupFile}: [\\d.]+ MB in [\\d.]+ s\\.\\n$`));
      expect(backup.code).toBe(0);
      // The shop kept taking writes while the backups ran: they were taken under load, not in a quiet moment.
      expect(duringDump + duringCommand, "writes acknowledged while the backups ran").toBeGreaterThan(0);
      expect(unansweredCount, "requests without an answer").toBeLessThan(5);
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);
      expect(readdirSync(path.dirname(backupFile))).toEqual(["nightly.backup.tar.gz"]);

      // The dump, restored by the command and read directly.
      const dumpFile = path.join(path.dirname(backupFile), "dump.tar.gz");
      writeFileSync(dumpFile, dump!.body);
      const dumpDir = newDataDir("shop-backup-dump-");
      expect((await runScript("restore", { DATA_DIR: dumpDir }, [dumpFile])).code).toBe(0);
      const database = await openDatabase({ kind: "pglite", dataDir: dumpDir });
      try {
        expectAllThere(await Promise.all(customers.map((customer) => readDirectly(database.db, customer.id))), atDump);
      } finally {
        await database.close();
      }

      // The command's file restored into a new, empty folder; a shop starts on it and serves every write.
      const restoredDir = path.join(newDataDir("shop-backup-b-"), "data");
      const restore = await runScript("restore", { DATA_DIR: restoredDir, JWT_SECRET }, [backupFile]);
      expect(restore.out).toMatch(new RegExp(`^Restored ${backupFile} into ${restoredDir} in [\\d.]+ s: \\d+ products, ${CUSTOMERS} accounts, \\d+ appointments\\.\\n`));
      expect(restore.code).toBe(0);
      const restored = await startServer({ DATA_DIR: restoredDir, JWT_SECRET }, { buildDir });
      servers.push(restored);
      // The customers' sessions came along: the tokens issued before the backup still work.
      expectAllThere(await Promise.all(customers.map((customer) => readThroughShop(restored.url, customer.token))), atCommand);

      // The restored shop takes new writes and serves pages.
      const more = await call(restored.url, "POST", "/api/labor/createAppointments", { token: customers[0]!.token, body: booking(slots[slots.length - 1]!) });
      expect(more.status, more.text).toBe(201);
      const home = await fetch(`${restored.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Rheinbogen Apotheke");
    } finally {
      stop = true;
      await burst;
    }

    // With the shop stopped, the command opens the data folder itself; that backup has everything.
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    const offline = path.join(newDataDir("shop-backup-offline-"), "offline.tar.gz");
    const direct = await runScript("backup", { DATA_DIR: original }, [offline]);
    expect([direct.code, direct.out]).toEqual([0, expect.stringContaining(`Backed up the embedded database in ${original} (no shop running) to ${offline}`)]);
    const offlineDir = newDataDir("shop-backup-c-");
    const restoredOffline = await runScript("restore", { DATA_DIR: offlineDir }, [offline]);
    expect(restoredOffline.out).toContain(`${CUSTOMERS} accounts, ${total().bookings} appointments.`);
    expect(restoredOffline.out).toContain("JWT_SECRET is not set, so the shop makes a new one: customers and staff log in again.");
  }, 600_000);

  it("restore refuses a folder that holds anything and a file that is not a backup, and writes nothing", async () => {
    const dir = newDataDir("shop-restore-refusals-");
    const notGzip = path.join(dir, "notes.txt");
    writeFileSync(notGzip, "Bestellung 42\n");
    const gzipNotTar = path.join(dir, "notes.txt.gz");
    writeFileSync(gzipNotTar, gzipSync("Bestellung 42\n".repeat(100)));
    const cutOff = path.join(dir, "cut.tar.gz");
    writeFileSync(cutOff, gzipSync(Buffer.alloc(600, 1)).subarray(0, 20));
    const target = path.join(dir, "empty-target");

    expect(await runScript("restore", { DATA_DIR: target }, [notGzip])).toEqual({ code: 1, out: `${notGzip} is not a backup of the embedded database: it is not gzip-compressed. Nothing was restored.\n` });
    expect(await runScript("restore", { DATA_DIR: target }, [gzipNotTar])).toEqual({ code: 1, out: `${gzipNotTar} is not a backup of the embedded database: it is not a tar archive. Nothing was restored.\n` });
    expect(await runScript("restore", { DATA_DIR: target }, [cutOff])).toEqual({ code: 1, out: `${cutOff} is not a backup of the embedded database: its gzip data is damaged or cut off. Nothing was restored.\n` });
    expect(await runScript("restore", { DATA_DIR: target }, [path.join(dir, "missing.tar.gz")])).toEqual({ code: 1, out: `There is no backup file ${path.join(dir, "missing.tar.gz")}.\n` });
    expect(existsSync(target)).toBe(false);

    const zeros = path.join(dir, "zeros.tar.gz");
    writeFileSync(zeros, gzipSync(Buffer.alloc(1024)));
    expect(await runScript("restore", { DATA_DIR: target }, [zeros])).toEqual({
      code: 1,
      out: `${zeros} is not a backup of the embedded database: it holds no PostgreSQL data folder (no PG_VERSION and global/pg_control). Nothing was restored.\n`,
    });
    expect(existsSync(target)).toBe(false);

    // A folder with anything in it is never written into, whatever the file.
    mkdirSync(path.join(target, "pglite"), { recursive: true });
    writeFileSync(path.join(target, "jwt-secret"), "x");
    expect(await runScript("restore", { DATA_DIR: target }, [zeros])).toEqual({
      code: 1,
      out:
        `DATA_DIR ${target} is not empty (it holds jwt-secret, pglite); a restore never writes over a database.\n` +
        `Stop the shop, move the folder aside (mv ${target} ${target}.old) and run the restore again, or restore into a new DATA_DIR.\n`,
    });
    expect(readdirSync(target).sort()).toEqual(["jwt-secret", "pglite"]);

    // With nothing to back up, the command says where it looked.
    const none = await runScript("backup", { DATA_DIR: path.join(dir, "no-shop-here") }, [path.join(dir, "b.tar.gz")]);
    expect(none).toEqual({ code: 1, out: `There is no embedded database in ${path.join(dir, "no-shop-here")} (no pglite/PG_VERSION there). Run this with the shop's DATA_DIR.\n` });
    expect(await runScript("backup", { DATA_DIR: dir }, [path.join(dir, "no-such-folder", "b.tar.gz")])).toEqual({ code: 1, out: `The folder for ${path.join(dir, "no-such-folder", "b.tar.gz")} does not exist.\n` });
  }, 300_000);
});

describe.runIf(kind === "postgres")("backup and restore on PostgreSQL (postgres)", () => {
  it("both commands point to pg_dump and pg_restore instead", async () => {
    const env = { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATA_DIR: newDataDir("shop-backup-pg-") };
    for (const name of ["backup", "restore"] as const) {
      const answer = await runScript(name, env, ["/tmp/apotheke.dump"]);
      expect(answer.code).toBe(1);
      expect(answer.out).toContain("The shop runs on PostgreSQL (DATABASE_URL is set): back it up with pg_dump and restore it with pg_restore");
      expect(answer.out).toContain('pg_dump --format=custom --file=apotheke.dump "$DATABASE_URL"');
    }
  });
});
