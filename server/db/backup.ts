import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { ControlRoute } from "#server/control-socket.ts";
import type { Database } from "./client.ts";

/**
 * A backup of the embedded database is PGlite's own dump of its data folder: a gzipped tar of PGDATA, made
 * between two statements (PGlite runs one at a time), with the WAL. Committed transactions are in it (a commit
 * has reached the WAL before it is acknowledged); one in progress is rolled back when the restored database
 * starts, as after a crash. A copy of the files taken from outside has no such instant: PostgreSQL keeps writing
 * while the copy runs, so it may hold half a page or a table newer than its WAL.
 */

export const BACKUP_CONTENT_TYPE = "application/gzip";

export class NotABackup extends Error {}

type TarEntry = { name: string; size: number };

/** The entries of a tar archive (ustar headers), read without unpacking it; throws NotABackup on anything else. */
function tarEntries(tar: Uint8Array): TarEntry[] {
  const text = (from: number, to: number) => Buffer.from(tar.subarray(from, to)).toString("latin1").replace(/\0[\s\S]*$/, "");
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = offset;
    if (tar.subarray(header, header + 512).every((b) => b === 0)) return entries;
    if (!text(header + 257, header + 262).startsWith("ustar")) throw new NotABackup("it is not a tar archive");
    const prefix = text(header + 345, header + 500);
    const size = Number.parseInt(text(header + 124, header + 136).trim() || "0", 8);
    if (!Number.isInteger(size) || size < 0) throw new NotABackup("its tar archive is damaged");
    entries.push({ name: `${prefix ? `${prefix}/` : ""}${text(header, header + 100)}`.replace(/^\.?\/+/, ""), size });
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new NotABackup("its tar archive is cut off");
}

/**
 * Checks that the bytes are a dump of a PostgreSQL data folder (gzip, tar, PG_VERSION and global/pg_control in
 * it) and says which PostgreSQL version wrote it. Throws NotABackup with the reason.
 */
export function inspectBackup(bytes: Uint8Array): { postgresVersion: string; files: number } {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new NotABackup("it is not gzip-compressed");
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new NotABackup("its gzip data is damaged or cut off");
  }
  const entries = tarEntries(tar);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("PG_VERSION") || !names.has("global/pg_control")) throw new NotABackup("it holds no PostgreSQL data folder (no PG_VERSION and global/pg_control)");
  let versionAt = 0;
  for (const entry of entries) {
    if (entry.name === "PG_VERSION") break;
    versionAt += 512 + Math.ceil(entry.size / 512) * 512;
  }
  const postgresVersion = tar.subarray(versionAt + 512, versionAt + 512 + 16).toString("latin1").replace(/\0[\s\S]*$/, "").trim();
  return { postgresVersion, files: entries.length };
}

/**
 * Writes the file in one step, readable by its owner only (it holds password hashes and patients' bookings): a
 * temporary file beside it, flushed to disk, then renamed over it. A crash or a full disk leaves the previous
 * backup of that name whole, never half a new one.
 */
export function writeFileAtomically(file: string, bytes: Uint8Array): void {
  const target = path.resolve(file);
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    const fd = openSync(temporary, "w", 0o600);
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  // The rename itself reaches the disk with the directory.
  const dir = openSync(path.dirname(target), "r");
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

/** The control socket's "backup" call: the running server dumps the database it holds. */
export function backupControlRoute(database: Database, log: (bytes: number, ms: number) => void): ControlRoute {
  return async () => {
    if (!database.dumpDataDir) return { json: { ok: false, error: "This server does not run on the embedded database" } };
    const started = performance.now();
    const bytes = await database.dumpDataDir();
    log(bytes.byteLength, Math.round(performance.now() - started));
    return { bytes, contentType: BACKUP_CONTENT_TYPE };
  };
}
