import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("applies the documented defaults and generates a persistent JWT secret", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.seedProducts).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "jwt-secret"), "utf8")).toBe(env.jwtSecret);
    expect(loadEnv({ DATA_DIR: dir }).jwtSecret).toBe(env.jwtSecret);
  });

  it("treats empty strings as unset and rejects bad values with a readable message", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(loadEnv({ DATA_DIR: dir, DATABASE_URL: "" }).databaseUrl).toBeUndefined();
    expect(() => loadEnv({ DATA_DIR: dir, PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATA_DIR: dir, JWT_SECRET: "short" })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
