import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { openDatabase } from "#server/db/client.ts";
import { migrationsFolder, runMigrations } from "#server/db/migrate.ts";

/**
 * Databases made once and copied for every test file (docs/decisions/027-test-suite-speed.md). A fresh in-memory
 * PGlite runs initdb (about 10 s of one core under load) and then every migration; loading a dump of the same
 * database takes a fraction of that. PostgreSQL copies a migrated template with CREATE DATABASE … TEMPLATE.
 *
 * Each template is named after what made it (the migration files, PGlite's version), so a changed migration
 * makes a new one and an old one is never used by mistake. They are kept between runs: PGlite's as files in
 * .test-output/db-templates, PostgreSQL's as databases `shop_tpl_<hash>` that refuse connections (a connection
 * to a template would make every CREATE DATABASE from it fail). vitest's globalSetup (database-setup.ts) makes
 * them before the workers start; a helper that finds one missing (another runner, a cleaned folder) makes it.
 */

const TEMPLATE_DIR = path.resolve(".test-output/db-templates");

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

let cachedHash: string | undefined;
/** What the migrated template is made from: every migration file (journal included) and PGlite's version. */
function migrationsHash(): string {
  if (cachedHash) return cachedHash;
  const hash = createHash("sha256").update(pgliteVersion());
  for (const file of filesUnder(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update("\0").update(readFileSync(file));
  cachedHash = hash.digest("hex").slice(0, 16);
  return cachedHash;
}

function pgliteVersion(): string {
  const manifest = path.resolve("node_modules/@electric-sql/pglite/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

export type PgliteTemplate = "empty" | "migrated";

const pgliteDumps = new Map<PgliteTemplate, Uint8Array<ArrayBuffer>>();

/** The dump (an uncompressed tar) to load an in-memory PGlite from: fresh from initdb, or with every migration. */
export async function pgliteTemplate(kind: PgliteTemplate): Promise<Uint8Array<ArrayBuffer>> {
  const cached = pgliteDumps.get(kind);
  if (cached) return cached;
  const bytes = new Uint8Array(readFileSync(await pgliteTemplateFile(kind)));
  pgliteDumps.set(kind, bytes);
  return bytes;
}

/** The template's file, made when missing. */
export async function pgliteTemplateFile(kind: PgliteTemplate): Promise<string> {
  const file = path.join(TEMPLATE_DIR, kind === "empty" ? `pglite-empty-${pgliteVersion()}.tar` : `pglite-migrated-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ kind: "pglite" });
  try {
    if (kind === "migrated") await runMigrations(database);
    const dump = gunzipSync(await database.dumpDataDir!());
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    // Under a name of its own first: a parallel worker reads either nothing or the whole file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

let postgresTemplateName: Promise<string> | undefined;

/** The name of the migrated PostgreSQL template on TEST_DATABASE_URL's server, made when missing. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= makePostgresTemplate(adminUrl);
  return postgresTemplateName;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `shop_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    // Migrated under a name of its own, then renamed: another run never copies a half-migrated template.
    const scratch = `${name}_${randomBytes(4).toString("hex")}`;
    await admin.query(`CREATE DATABASE "${scratch}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${scratch}`;
      // Two connections: runMigrations holds one for its lock and migrates on another.
      const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE "${scratch}" WITH ALLOW_CONNECTIONS false`);
      await admin.query(`ALTER DATABASE "${scratch}" RENAME TO "${name}"`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
      // Another run made the same template meanwhile: theirs is as good as ours.
      if ((error as { code?: string }).code === "42P04") return name;
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}
