import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * Where uploads stream to before they go into the database in one transaction: a private folder under DATA_DIR
 * (0700, files 0600), never under a public path. A file here is only ever half an upload: the request removes
 * its own in `finally`, and whatever a killed process left is swept at the next start.
 */
export function stagingDir(dataDir: string): string {
  return path.join(dataDir, "prescription-staging");
}

/** Makes the folder (0700) and empties it. Each instance has its own DATA_DIR, so nothing here is anyone else's. */
export function sweepStaging(dataDir: string): number {
  const dir = stagingDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const left = readdirSync(dir);
  for (const name of left) rmSync(path.join(dir, name), { force: true, recursive: true });
  return left.length;
}
