import { describe, expect, it } from "vitest";
import { boundedLog } from "./logger.ts";

/** A stream whose reader takes nothing until told: what was written stays queued (writableLength). */
function stalledStream() {
  const lines: string[] = [];
  let queued = 0;
  return {
    lines,
    drain: () => (queued = 0),
    stream: {
      write: (line: string) => {
        lines.push(line);
        queued += Buffer.byteLength(line);
        return true;
      },
      get writableLength() {
        return queued;
      },
      on: () => undefined,
    },
  };
}

describe("boundedLog", () => {
  it("queues up to its bound, drops and counts the rest, and says how many went missing once the reader is back", () => {
    const out = stalledStream();
    const log = boundedLog(out.stream as never, 100);
    for (let i = 0; i < 10; i++) log.write(`${JSON.stringify({ n: i, pad: "x".repeat(20) })}\n`);
    // Three lines of 34 bytes reach 102 bytes: the fourth and every later one are dropped.
    expect(out.lines.map((l) => (JSON.parse(l) as { n: number }).n)).toEqual([0, 1, 2]);
    expect(log.dropped()).toBe(7);
    out.drain();
    log.write(`${JSON.stringify({ n: 10 })}\n`);
    const [note, next] = out.lines.slice(3).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(note).toMatchObject({ level: 40, dropped: 7, msg: "log lines dropped: the reader of the log did not keep up" });
    expect(next).toEqual({ n: 10 });
    expect(log.dropped()).toBe(7);
  });
});
