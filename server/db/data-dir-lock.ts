import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Whether a process with this pid runs (one of another user counts: it answers EPERM). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is a single-process database: a second process opening the same files corrupts them.
 * A pid file refuses the second start with advice instead; a stale file from a killed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8"));
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. ` +
            "Stop it first, or set DATABASE_URL to run several instances on PostgreSQL.",
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
