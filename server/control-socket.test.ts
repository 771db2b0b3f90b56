import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callControlSocket, controlSocketPath, startControlSocket, type ControlRoute } from "./control-socket.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "control-socket-"));
const logged: string[] = [];
const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(line) });
let control: { close: () => Promise<void> };

beforeAll(async () => {
  control = await startControlSocket(
    dataDir,
    new Map<string, ControlRoute>([
      ["echo", async (body) => ({ json: { ok: true, body } })],
      // A route that throws before it returns a promise: the socket answers, the process lives.
      [
        "sync",
        () => {
          throw new Error("thrown before any promise");
        },
      ],
      [
        "fails",
        async () => {
          throw new Error("rejected");
        },
      ],
    ]),
    logger,
  );
});
afterAll(async () => {
  await control.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = async (name: string, body = "") => {
  const reply = await callControlSocket(controlSocketPath(dataDir), name, body, 2_000);
  return { status: reply!.status, json: JSON.parse(reply!.body.toString("utf8")) as unknown };
};
const UNKNOWN = { ok: false, error: "Unknown control call" };
const FAILED = { ok: false, error: "The server could not run the command; see its log" };

describe("control socket", () => {
  it("answers a route its body", async () => {
    expect(await call("echo", "hallo")).toEqual({ status: 200, json: { ok: true, body: "hallo" } });
  });

  // Names every plain object carries: looked up in a {} of routes they were "found" and called (Object, a
  // prototype, a method) and the process died of the TypeError.
  it.each(["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf", "isPrototypeOf", "__defineGetter__", "", "echo/", "ECHO"])(
    "answers 404 to the unknown call %j and stays up",
    async (name) => {
      expect(await call(name, "{}")).toEqual({ status: 404, json: UNKNOWN });
      expect(await call("echo", "still here")).toEqual({ status: 200, json: { ok: true, body: "still here" } });
    },
  );

  it("answers 500 with a pointer to the log when a route throws, synchronously or not", async () => {
    expect(await call("sync")).toEqual({ status: 500, json: FAILED });
    expect(await call("fails")).toEqual({ status: 500, json: FAILED });
    expect(logged.filter((line) => line.includes('"control call failed"'))).toHaveLength(2);
    expect(await call("echo", "x")).toEqual({ status: 200, json: { ok: true, body: "x" } });
  });
});
