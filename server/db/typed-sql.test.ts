import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "./client.ts";
import { countRow, queryOne, queryOptional, queryRows, RowShapeError } from "./typed-sql.ts";

let database: Database;
// PGlite's start takes seconds on a busy machine, more than the unit project's default hook timeout.
beforeAll(async () => {
  database = await openDatabase({ kind: "pglite" });
}, 60_000);
afterAll(() => database.close());

const productRow = z.object({ id: z.number().int(), name: z.string(), tags: z.array(z.string()) });

describe("typed SQL", () => {
  it("answers the rows parsed by the schema", async () => {
    const rows = await queryRows(
      database.db,
      productRow,
      sql`select * from (values (1, 'Aspirin', array['a']), (2, 'Bepanthen', array[]::text[])) v(id, name, tags) order by id`,
    );
    expect(rows).toEqual([
      { id: 1, name: "Aspirin", tags: ["a"] },
      { id: 2, name: "Bepanthen", tags: [] },
    ]);
  });

  it("fails on a row that does not match, naming the query, the row and the column", async () => {
    // A renamed column (title instead of name) on the second row.
    const query = sql`select 1 as id, ${"Aspirin"}::text as name, array['a'] as tags union all select 2, null, array['b']`;
    const failure = queryRows(database.db, productRow, query);
    await expect(failure).rejects.toBeInstanceOf(RowShapeError);
    await expect(failure).rejects.toThrow(/Row 1 of query `select 1 as id, \$1::text as name, array\['a'\] as tags union all select 2, null, array\['b'\]`/);
    await expect(failure).rejects.toThrow(/name/);
  });

  it("reports a number that comes as text (node-postgres answers a bigint count(*) without ::int so)", async () => {
    await expect(queryOne(database.db, countRow, sql`select '1'::text as n`)).rejects.toThrow(/expected number, received string/);
    expect(await queryOne(database.db, countRow, sql`select count(*)::int as n from (values (1)) v(x)`)).toEqual({ n: 1 });
  });

  it("queryOptional answers undefined for no row; queryOne throws for it", async () => {
    const none = sql`select 1 as n where false`;
    expect(await queryOptional(database.db, countRow, none)).toBeUndefined();
    await expect(queryOne(database.db, countRow, none)).rejects.toThrow("Query `select 1 as n where false` answered no row");
  });
});
