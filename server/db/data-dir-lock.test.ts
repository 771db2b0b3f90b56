import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "lock-"));

describe("acquireDataDirLock", () => {
  it("writes our pid and removes the file on release", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("takes over the lock of a process that no longer exists", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "pglite.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("refuses while another live process holds it", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "pglite.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
  });
});
