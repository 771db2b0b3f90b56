import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The data folder holds the embedded database, the outbox (mails with live reset and invitation links) and the
 * control socket: none of it is any other local user's business (issue 27). From boot on this process creates
 * files for its own user only (umask 077); the folder is made 0700 and everything already in it 0700 (folders)
 * or 0600 (files), so a folder left by an older version or copied with other modes is fixed as well.
 *
 * PGlite's file layer creates its files 0666 whatever the umask; the 0700 folder around them is what keeps those
 * private between boots (and the next boot sets them to 0600).
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

function tighten(target: string): void {
  const stat = lstatSync(target);
  // A symbolic link's own mode means nothing; what it points to may be someone else's and is left alone.
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
  if ((stat.mode & 0o777) !== wanted) chmodSync(target, wanted);
  if (stat.isDirectory()) for (const name of readdirSync(target)) tighten(path.join(target, name));
}

/** From now on this process creates private files, and nobody else may enter the folder: cheap, first thing. */
export function closeDataDir(dataDir: string): void {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dataDir, PRIVATE_DIR_MODE);
}

/** closeDataDir, then every folder and file in it made private (a walk: about 1,200 entries with PGlite). */
export function makeDataDirPrivate(dataDir: string): void {
  closeDataDir(dataDir);
  tighten(dataDir);
}
