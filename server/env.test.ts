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

  it("reads DATABASE_POOL_SIZE and ORDERS_IN_FLIGHT: 10 and 6 by default, orders always below the pool", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(loadEnv({ DATA_DIR: dir })).toMatchObject({ databasePoolSize: 10, ordersInFlight: 6 });
    expect(loadEnv({ DATA_DIR: dir, DATABASE_POOL_SIZE: "20" })).toMatchObject({ databasePoolSize: 20, ordersInFlight: 16 });
    expect(loadEnv({ DATA_DIR: dir, DATABASE_POOL_SIZE: "3" })).toMatchObject({ databasePoolSize: 3, ordersInFlight: 1 });
    expect(loadEnv({ DATA_DIR: dir, ORDERS_IN_FLIGHT: "2", DATABASE_POOL_SIZE: "" })).toMatchObject({ databasePoolSize: 10, ordersInFlight: 2 });
    expect(() => loadEnv({ DATA_DIR: dir, ORDERS_IN_FLIGHT: "10" })).toThrow(/ORDERS_IN_FLIGHT: must be below DATABASE_POOL_SIZE \(10\)/);
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_POOL_SIZE: "1" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("reads METRICS_TOKEN: unset by default, at least 32 characters", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(loadEnv({ DATA_DIR: dir }).metricsToken).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir, METRICS_TOKEN: " " }).metricsToken).toBeUndefined();
    expect(loadEnv({ DATA_DIR: dir, METRICS_TOKEN: "m".repeat(32) }).metricsToken).toBe("m".repeat(32));
    expect(() => loadEnv({ DATA_DIR: dir, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });

  it("reads PHARMACY_QR_IBAN: SIX's example by default, spaces dropped, only a valid QR-IBAN", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(loadEnv({ DATA_DIR: dir }).pharmacyQrIban).toBe("CH4431999123000889012");
    expect(loadEnv({ DATA_DIR: dir, PHARMACY_QR_IBAN: "ch44 3199 9123 0008 8901 2" }).pharmacyQrIban).toBe("CH4431999123000889012");
    // A plain IBAN (institution 00762) cannot take a QR reference.
    expect(() => loadEnv({ DATA_DIR: dir, PHARMACY_QR_IBAN: "CH93 0076 2011 6238 5295 7" })).toThrow(/PHARMACY_QR_IBAN must be a Swiss QR-IBAN/);
  });

  it("reads PHARMACY_VAT_UID: a valid demo UID by default, any spelling normalised, a wrong check digit refused (issue 38)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    expect(loadEnv({ DATA_DIR: dir }).pharmacyVatUid).toBe("CHE-123.456.788");
    expect(loadEnv({ DATA_DIR: dir, PHARMACY_VAT_UID: "che116281710 MWST" }).pharmacyVatUid).toBe("CHE-116.281.710");
    expect(() => loadEnv({ DATA_DIR: dir, PHARMACY_VAT_UID: "CHE-123.456.789" })).toThrow(/PHARMACY_VAT_UID must be a Swiss UID/);
    expect(() => loadEnv({ DATA_DIR: dir, PHARMACY_VAT_UID: "DE123456789" })).toThrow(/PHARMACY_VAT_UID must be a Swiss UID/);
  });

  it("reads TRUST_PROXY: loopback by default, a list, off, and names a bad entry", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-"));
    const fallback = loadEnv({ DATA_DIR: dir }).trustProxy;
    expect(fallback.setting).toBe("loopback");
    expect(fallback.trusts("::1")).toBe(true);
    expect(fallback.trusts("172.17.0.1")).toBe(false);
    expect(loadEnv({ DATA_DIR: dir, TRUST_PROXY: "172.18.0.0/16" }).trustProxy.trusts("172.18.0.4")).toBe(true);
    expect(loadEnv({ DATA_DIR: dir, TRUST_PROXY: "off" }).trustProxy.trusts("127.0.0.1")).toBe(false);
    expect(() => loadEnv({ DATA_DIR: dir, TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY: "10.0.0.0\/99" is not an IP address/);
  });
});
