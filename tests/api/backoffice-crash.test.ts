import { rmSync } from "node:fs";
import pg from "pg";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ImportJob } from "#contracts/backoffice.ts";
import type { Category } from "#contracts/catalogue.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { commitChunkRows } from "#server/services/backoffice/import-commit.ts";
import { auditLines } from "#server/services/backoffice/audit.ts";
import { shuffleIsDense } from "#server/services/backoffice/shuffle.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { outboxMailText } from "#tests/helpers/live-shop.ts";
import { ensureBuild, newDataDir, runScript, startServer, until, type ServerProcess } from "#tests/helpers/server-process.ts";
import { createPostgresDatabase, testDatabaseKind } from "#tests/helpers/test-database.ts";

/*
 * Issue 39: "kill -9 during a commit (no chunk twice, job resumed or failed)". The real server process commits an
 * import of ROWS new articles chunk by chunk; once some chunks are in and others not, it is killed with SIGKILL (no
 * shutdown, no last write). A new process on the same data takes the job up: at the end every article is there once
 * with a product of its own, every chunk is recorded once, and the audit trail has each field of each row exactly
 * once (a chunk lost would miss its lines, a chunk applied twice would add them again).
 */

const kind = testDatabaseKind();
const COMMIT_CHUNK_ROWS = commitChunkRows(kind);
const ROWS = 12_000;

let buildDir: string;
beforeAll(() => {
  buildDir = ensureBuild();
}, 180_000);

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { data: T; error?: string };
  if (!res.ok) throw new Error(`${res.status}: ${body.error}`);
  return body.data;
}

describe(`an import commit killed with SIGKILL (${kind})`, () => {
  it("is resumed by the next start: every article and every chunk once, each field's audit line once", async () => {
    const dataDir = newDataDir("shop-import-crash-");
    const scratch = kind === "postgres" ? await createPostgresDatabase() : null;
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    let server: ServerProcess | null = await startServer(env, { buildDir });
    try {
      // A manager, as the README makes one: the CLI, the set-password mail, a login.
      const email = "leitung.crash@example.ch";
      expect((await runScript("staff", env, ["add", email, "--role", "manager"])).code).toBe(0);
      const mail = await outboxMailText(dataDir)(email, "/reset-password");
      const link = new URL(/http\S+\/reset-password\?\S+/.exec(mail)![0]);
      const post = (url: string, path: string, body: unknown, token?: string) =>
        fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
      expect((await post(server.url, `/api/authentication/reset-password${link.search}`, { newPassword: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD })).status).toBe(200);
      const { token } = await json<{ token: string }>(await post(server.url, "/api/authentication/user/login", { email, password: STRONG_PASSWORD }));
      const auth = { authorization: `Bearer ${token}` };

      const [first] = await json<Category[]>(await fetch(`${server.url}/api/getCategories`));
      // Pharmacodes below 1,000,000: the generator's are all seven digits, so every row creates an article.
      const lines = ["pharmacode;name;brand;category;price_chf;vat_rate;stock"];
      for (let i = 0; i < ROWS; i++) lines.push(`${100_000 + i};Absturzartikel ${i} Kapseln 30 Stk;Absturz;${first!.category.en};${(4 + (i % 50)).toFixed(2)};8.1;${i % 20}`);
      const form = new FormData();
      form.append("file", new Blob([lines.join("\n") + "\n"], { type: "text/csv" }), "absturz.csv");
      const created = await json<ImportJob>(await fetch(`${server.url}/api/backoffice/imports?kind=articles`, { method: "POST", body: form, headers: auth }));
      const jobOn = async (url: string) => json<ImportJob>(await fetch(`${url}/api/backoffice/imports/${created._id}`, { headers: auth }));
      let job = created;
      await until(async () => (job = await jobOn(server!.url)).status !== "VALIDATING", 120_000, () => `validation (${job.processed} rows)`);
      expect(job).toMatchObject({ status: "VALIDATED", counts: { create: ROWS, error: 0 } });

      // The commit, and the kill once some chunks are in and the rest is not.
      expect((await post(server.url, `/api/backoffice/imports/${created._id}/commit`, {}, token)).status).toBe(202);
      await until(async () => (job = await jobOn(server!.url)).processed >= 2 * COMMIT_CHUNK_ROWS, 120_000, () => `two chunks (${job.processed} rows)`);
      server.child.kill("SIGKILL");
      await server.exited;
      server = null;
      expect(job.status, "the commit ended before the kill: more rows needed").toBe("COMMITTING");
      expect(job.processed).toBeLessThan(ROWS);

      // On PostgreSQL other instances may be alive: a job is taken over once its heartbeat is 30 s old. The test
      // ages it instead of waiting; the embedded database's next start takes every job in work at once.
      if (scratch) {
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        await client.query("update import_jobs set heartbeat_at = now() - interval '1 minute' where id = $1", [created._id]);
        await client.end();
      }
      server = await startServer(env, { buildDir });
      await until(async () => (job = await jobOn(server!.url)).status !== "COMMITTING", 120_000, () => `the resumed commit (${job.processed} rows)`);
      expect(job).toMatchObject({ status: "DONE", processed: ROWS });
      server.child.kill("SIGTERM");
      await server.exited;
      server = null;

      // What the database holds (the embedded one is readable once no server has it).
      const database: Database = await openDatabase(scratch ? { kind: "postgres", url: scratch.url, poolSize: 1 } : { kind: "pglite", dataDir });
      try {
        const db = database.db;
        const count = z.object({ n: z.coerce.number() });
        const chunks = await queryRows(db, z.object({ chunk: z.number() }), sql`select chunk from import_chunks where job_id = ${created._id} order by chunk`);
        expect(chunks.map((c) => c.chunk)).toEqual(Array.from({ length: ROWS / COMMIT_CHUNK_ROWS }, (_, i) => i));
        expect((await queryOne(db, count, sql`select count(*) as n from articles where pharmacode between 100000 and ${100_000 + ROWS - 1}`)).n).toBe(ROWS);
        expect((await queryOne(db, count, sql`select count(distinct product_id) as n from articles where pharmacode between 100000 and ${100_000 + ROWS - 1}`)).n).toBe(ROWS);
        // Each new article's audit names the same fields (those given and those it takes by default), each once.
        const fields = (await queryOne(db, count, sql`select count(distinct field) as n from ${auditLines} a where job_id = ${created._id}`)).n;
        expect(fields).toBeGreaterThanOrEqual(6);
        expect((await queryOne(db, count, sql`select count(*) as n from ${auditLines} a where job_id = ${created._id}`)).n).toBe(ROWS * fields);
        expect((await queryOne(db, count, sql`select count(*) as n from (select distinct pharmacode, field from ${auditLines} a where job_id = ${created._id}) d`)).n).toBe(ROWS * fields);
        // sort=random's keys were kept chunk by chunk: the chunks before the kill and those after it left them dense.
        expect(await shuffleIsDense(db)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      if (server) {
        server.child.kill("SIGKILL");
        await server.exited;
      }
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 400_000);
});
