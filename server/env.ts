import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "./http/trusted-proxies.ts";
import { normalizeUid } from "#contracts/swiss-numbers.ts";
import { compactIban, isQrIban } from "./services/orders/qr-reference.ts";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  REDIS_URL: optionalUrl,
  UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // PostgreSQL only: connections per instance (mind max_connections across instances), and of them how many
  // order transactions may use at once (docs/decisions/023-orders.md): the rest stay free for quotes and pages.
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(200).default(10)),
  ORDERS_IN_FLIGHT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).optional()),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  // A request body must bring 1 kB within this while the shop reads it, or it is cut (server/http/serve.ts).
  BODY_IDLE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(500).max(600_000).default(15_000)),
  // The pharmacy's QR-IBAN for the invoices' Swiss QR-bills (issue 25). The default is SIX's published example
  // account: a demo never asks anyone to pay into a real one.
  PHARMACY_QR_IBAN: z
    .string()
    .default("CH44 3199 9123 0008 8901 2")
    .refine(isQrIban, "PHARMACY_QR_IBAN must be a Swiss QR-IBAN (institution id 30000-31999, valid check digits)")
    .transform(compactIban),
  // The pharmacy's UID, printed "CHE-…MWST" on every invoice (a Swiss VAT invoice names its issuer's VAT number).
  // The default is a made-up number with a valid check digit: a demo names no real business.
  PHARMACY_VAT_UID: z
    .string()
    .default("CHE-123.456.788")
    .refine((v) => normalizeUid(v) !== null, "PHARMACY_VAT_UID must be a Swiss UID such as CHE-123.456.788 (valid check digit; MWST may follow)")
    .transform((v) => normalizeUid(v)!),
  // Where new orders and prescriptions are announced (issue 38): the pharmacy's shared address; unset, no notice.
  PHARMACY_NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email("PHARMACY_NOTIFY_EMAIL must be an e-mail address").optional()),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, "METRICS_TOKEN must be at least 32 characters").optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("loopback")
      .transform((value, ctx) => {
        try {
          return parseTrustedProxies(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
});

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the pool's connections per instance. */
  databasePoolSize: number;
  /** Order transactions at once per instance; below databasePoolSize so that reads keep a connection. */
  ordersInFlight: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  /** Real product images; files here win over generated packshots. */
  uploadsDir: string;
  seedProducts: number;
  logLevel: string;
  /** After SIGTERM the process exits within this, whatever mail, Redis or the database are doing. */
  shutdownTimeoutMs: number;
  /** A request body that brings less than 1 kB in this long while it is read is cut with a 408. */
  bodyIdleTimeoutMs: number;
  /** Socket peers whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustedProxies;
  /** The bearer token a scraper sends for /metrics; unset: /metrics does not exist. */
  metricsToken: string | undefined;
  /** QR-IBAN, without spaces, of the QR-bills on invoices. */
  pharmacyQrIban: string;
  /** The pharmacy's UID as "CHE-123.456.788", printed with "MWST" on invoices. */
  pharmacyVatUid: string;
  /** Where a new order or prescription is announced (number and desk link only); unset: no notice. */
  pharmacyNotifyEmail: string | undefined;
};

/** Reads the secret from DATA_DIR, creating it once, so tokens survive restarts without configuration. */
function persistentSecret(dataDir: string, file: string): string {
  const secretPath = path.join(dataDir, file);
  try {
    return readFileSync(secretPath, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    // wx: when two instances start at once on a shared DATA_DIR, the second keeps the first one's secret.
    try {
      writeFileSync(secretPath, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(secretPath, "utf8").trim();
    }
  }
}

/** Parses the environment once at boot; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  // Default: all but 4 of the pool's connections (at least 1), so quotes, pages and the mail worker keep some.
  const ordersInFlight = e.ORDERS_IN_FLIGHT ?? Math.max(1, e.DATABASE_POOL_SIZE - 4);
  if (ordersInFlight >= e.DATABASE_POOL_SIZE) {
    throw new Error(
      `Invalid configuration:\n  ORDERS_IN_FLIGHT: must be below DATABASE_POOL_SIZE (${e.DATABASE_POOL_SIZE}), so that reads keep a connection`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    ordersInFlight,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Rheinbogen Apotheke <kontakt@rheinbogen-apotheke.example>",
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, "jwt-secret"),
    redisUrl: e.REDIS_URL,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, "uploads")),
    seedProducts: e.SEED_PRODUCTS,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    pharmacyQrIban: e.PHARMACY_QR_IBAN,
    pharmacyVatUid: e.PHARMACY_VAT_UID,
    pharmacyNotifyEmail: e.PHARMACY_NOTIFY_EMAIL,
  };
}
