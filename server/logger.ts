import pino, { type DestinationStream } from "pino";

/** Log bytes waiting for a slow reader of stdout, at most; past it, lines are dropped and counted. */
export const LOG_BUFFER_BYTES = 1024 * 1024;

type Out = Pick<NodeJS.WriteStream, "write" | "writableLength" | "on">;

export type BoundedLog = DestinationStream & {
  /** Lines dropped since the start because the reader did not keep up (or had gone). */
  dropped: () => number;
  /** Resolves once everything written has left, or after ms, whichever is first. */
  flush: (ms: number) => Promise<void>;
};

/**
 * Writes log lines without ever waiting for the reader. pino's own stdout destination kept every line in memory
 * while the reader of the pipe stalled (`npm start | something` that stops reading), and flushed them
 * synchronously at exit, waiting for that reader for ever: the shutdown deadline did not hold and the embedded
 * database's folder stayed locked. Here the stream (stdout: a non-blocking pipe or socket; a file or terminal is
 * written at once) queues at most maxBytes; a line beyond that is dropped and counted, and the next line that
 * fits is preceded by one saying how many went missing. Nothing is flushed at exit but what `flush` waits for.
 */
export function boundedLog(out: Out, maxBytes = LOG_BUFFER_BYTES): BoundedLog {
  let dropped = 0;
  let unreported = 0;
  let gone = false;
  // A reader that went away (EPIPE) must not crash the shop: an unhandled stream error would.
  out.on("error", () => {
    gone = true;
  });
  return {
    write(line: string) {
      if (gone || out.writableLength >= maxBytes) {
        dropped++;
        unreported++;
        return;
      }
      if (unreported > 0) {
        out.write(`${JSON.stringify({ level: 40, time: Date.now(), dropped: unreported, msg: "log lines dropped: the reader of the log did not keep up" })}\n`);
        unreported = 0;
      }
      out.write(line);
    },
    dropped: () => dropped,
    async flush(ms) {
      const deadline = Date.now() + ms;
      while (!gone && out.writableLength > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

let stdoutLog: BoundedLog | undefined;
/** The process's one stdout log, made on first use. */
export const stdoutDestination = () => (stdoutLog ??= boundedLog(process.stdout));
/** Lines of the process's stdout log dropped so far (shop_log_lines_dropped_total). */
export const droppedLogLines = () => stdoutLog?.dropped() ?? 0;

/** The process's logger; `destination` (default stdout, bounded) lets a test read what would be written. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    // Tokens travel in the Authorization header and reset links in query strings: never log either.
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
  };
  return pino(options, destination ?? stdoutDestination());
}
