import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { openPostgresPool } from "#server/db/client.ts";
import { commitImport } from "./import-commit.ts";
import type { CommitThreadData, FromCommitThread, ToCommitThread } from "./commit-thread.ts";

// The worker thread of commit-thread.ts: one job's commit on connections of its own. After each chunk it waits for
// the shop's word to go on, so the shop's afterChunk runs between two chunks as it does in the shop's thread; the word
// may be to stop there (the shop is shutting down).

const { url, jobId, by } = workerData as CommitThreadData;
/** Lower than the shop's own priority, as a background job's (`nice`'s default is 10). */
const COMMIT_NICE = 10;
const port = parentPort!;
const tell = (message: FromCommitThread) => port.postMessage(message);

let goOn: (() => void) | undefined;
const stop = new AbortController();
port.on("message", (message: ToCommitThread) => {
  if (message.type === "stop") stop.abort();
  goOn?.();
});

// On Linux a nice value is a thread's own (setpriority on "this process" changes the calling thread): the shop's thread
// keeps its priority and gets a core first when a shopper's request and a chunk want one at the same moment. Where
// that is not so or not allowed, the commit runs at the shop's priority, as before.
try {
  setPriority(COMMIT_NICE);
} catch {
  // not allowed here
}

// One connection: the commit's statements run one after another, each chunk's in its transaction.
const { db, pool } = await openPostgresPool(url, 1);
try {
  await commitImport({ db }, jobId, by, {
    afterChunk: async (chunk) => {
      const next = new Promise<void>((resolve) => (goOn = resolve));
      tell({ type: "chunk", chunk });
      await next;
    },
    stop: stop.signal,
  });
} finally {
  await pool.end();
  port.close();
}
