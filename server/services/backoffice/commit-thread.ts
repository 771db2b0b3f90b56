import { Worker } from "node:worker_threads";
import type { AfterChunk } from "./import-commit.ts";

export type CommitThreadData = { url: string; jobId: string; by: string | null };
export type FromCommitThread = { type: "chunk"; chunk: number };
export type ToCommitThread = { type: "go on" } | { type: "stop" };

/**
 * The worker's module: beside the bundle's main.js once built (scripts/bundle-server.ts makes it an entry point of its
 * own); beside this one in the sources (tests, `npm run dev`), loaded through tsx as the sources are, since Node's own
 * type stripping does not take the parameter properties some of them have.
 */
const fromSources = import.meta.url.endsWith(".ts");
const workerModule = new URL(fromSources ? "./commit-worker.ts" : "./commit-worker.js", import.meta.url);
const workerExecArgv = fromSources ? ["--import", "tsx"] : undefined;

/**
 * Young garbage and old space of the worker's own heap. A chunk of 500 rows needs a few MB; the cap keeps a commit of
 * 100,000 articles from growing the shop's memory by more than the chunk's work (the shop's heap is capped too).
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/**
 * Commits a job on PostgreSQL in a worker thread with its own connections (issue 39). In the shop's thread, a commit's
 * own JavaScript (validating rows, building statements, its garbage collections of up to 37 ms) ran between the
 * shoppers' requests and made their slowest answers 4-6 times slower during a commit (bench:import). In a worker,
 * only the database is shared. Resolves when the job is committed, was taken from this instance, or `stop` was aborted
 * (after the chunk in work); rejects with the worker's error (the job is then marked FAILED by the caller, as in the
 * shop's thread).
 */
export function commitInThread(data: CommitThreadData, { afterChunk, stop }: { afterChunk?: AfterChunk; stop?: AbortSignal } = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(workerModule, { workerData: data, resourceLimits: WORKER_LIMITS, execArgv: workerExecArgv });
    let failed: unknown;
    worker.on("message", (message: FromCommitThread) => {
      void Promise.resolve(afterChunk?.(message.chunk)).then(
        () => worker.postMessage((stop?.aborted ? { type: "stop" } : { type: "go on" }) satisfies ToCommitThread),
        (error: unknown) => {
          failed = error;
          void worker.terminate();
        },
      );
    });
    worker.on("error", (error) => (failed = error));
    worker.on("exit", (code) => {
      if (failed !== undefined) reject(failed);
      else if (code !== 0) reject(new Error(`The commit's worker thread stopped with code ${code}`));
      else resolve();
    });
  });
}
