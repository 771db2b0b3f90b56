import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { isAlive } from "#server/db/data-dir-lock.ts";

/*
 * Ports for what the tests start as processes (the shop, nginx). A port the kernel hands out for port 0 is free only
 * until the probe closes it: before the child listened on it, another process of the suite (the two API steps run
 * side by side, two workers each) could be handed the same port, its server answered the health check, and the test
 * went on against the other test's shop. Seen on 2026-11-28: crash-durability's bookings landed in the database of
 * log-backpressure's server, and the restarted shop had none of the acknowledged signups.
 *
 * So the ports come from a range below the kernel's ephemeral ports (32768 and up on Linux: port-0 listeners and
 * outgoing connections), each claimed by a file created exclusively in a folder every test process shares, naming
 * the claiming process. A claim holds until that process has ended; then the next one to meet it takes it over (two
 * meeting the same ended claim at the same moment could both take it: each starts at a random port, which makes that
 * rare).
 */
const FIRST_PORT = 20_000;
const PORTS = 12_000;
export const CLAIMS = path.join(tmpdir(), "rheinbogen-test-ports");

/** True when this process now holds the port's claim (exported for its test). */
export function claim(port: number): boolean {
  const file = path.join(CLAIMS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx", mode: 0o600 });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // An empty file is a claim being written this moment: someone else's.
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (!Number.isInteger(owner) || owner === process.pid || isAlive(owner)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

/** Whether nothing listens on the port now (a service of the machine may use a port of the range). */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** A port no other process of the suite holds and nothing listens on, claimed for this process until it ends. */
export async function freePort(): Promise<number> {
  mkdirSync(CLAIMS, { recursive: true });
  const start = Math.floor(Math.random() * PORTS);
  for (let i = 0; i < PORTS; i++) {
    const port = FIRST_PORT + ((start + i) % PORTS);
    // A port something else listens on stays claimed, so that nobody tries it again while this process runs.
    if (claim(port) && (await canListen(port))) return port;
  }
  throw new Error(`no free port left between ${FIRST_PORT} and ${FIRST_PORT + PORTS - 1} (claims in ${CLAIMS})`);
}
