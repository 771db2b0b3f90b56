import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { date, interval, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { givingWayBetweenStatements, pgliteForDrizzle } from "./pglite-for-drizzle.ts";

const moments = pgTable("moments", {
  id: serial("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  local: timestamp("local").notNull(),
  day: date("day").notNull(),
  span: interval("span").notNull(),
  amounts: numeric("amounts").array().notNull(),
  days: date("days").array().notNull(),
});

let client: PGlite;
let plainClient: PGlite;

beforeAll(async () => {
  [client, plainClient] = await Promise.all([PGlite.create(), PGlite.create()]);
  for (const c of [client, plainClient]) {
    await c.exec(`create table moments (id serial primary key, at timestamptz not null, local timestamp not null, day date not null,
      span interval not null, amounts numeric[] not null, days date[] not null);
      insert into moments (at, local, day, span, amounts, days)
      values ('2026-11-24 08:15:00+01', '2026-11-24 08:15:00', '2026-11-24', '1 day 02:00', '{1.50,2.25}', '{2026-11-24,2026-12-01}');`);
  }
  // Two PGlite instances start in about 2 s, but took over 10 s on a busy shared machine.
}, 60_000);
afterAll(async () => {
  await Promise.all([client?.close(), plainClient?.close()]);
});

describe("pgliteForDrizzle", () => {
  it("gives drizzle the same values as the plain client, for every type drizzle maps itself", async () => {
    const wrapped = drizzle(pgliteForDrizzle(client));
    const plain = drizzle(plainClient);
    const [mine] = await wrapped.select().from(moments);
    const [theirs] = await plain.select().from(moments);
    expect(mine).toEqual(theirs);
    expect(mine!.at).toEqual(new Date("2026-11-24T07:15:00.000Z"));
    expect(mine!.day).toBe("2026-11-24");
    expect(mine!.amounts).toEqual(["1.50", "2.25"]);
    const raw = sql`select at, day, span, days from moments`;
    expect((await wrapped.execute(raw)).rows).toEqual((await plain.execute(raw)).rows);
  });

  it("sends queries to PGlite without per-query parsers, inside transactions too", async () => {
    const query = vi.spyOn(client, "query");
    const txOptions: unknown[] = [];
    const begin = client.transaction.bind(client);
    const transaction = vi.spyOn(client, "transaction").mockImplementation((callback) =>
      begin((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (text, params, options) => {
          txOptions.push(options);
          return txQuery(text, params, options);
        };
        return callback(tx);
      }),
    );
    try {
      const db = drizzle(pgliteForDrizzle(client));
      await db.select().from(moments);
      const day = await db.transaction(async (tx) => (await tx.select({ day: moments.day }).from(moments))[0]!.day);
      expect(day).toBe("2026-11-24");
      expect(query.mock.calls.map((call) => call[2])).toEqual([{ rowMode: "array" }]);
      expect(txOptions).toEqual([{ rowMode: "array" }]);
    } finally {
      query.mockRestore();
      transaction.mockRestore();
    }
  });

  it("tells of every query it has answered, in transactions and failed ones too, and of those others asked (an import gives way by them)", async () => {
    let answered = 0;
    let asked = 0;
    const db = drizzle(pgliteForDrizzle(client, { answered: () => answered++, asked: () => asked++ }));
    await db.select().from(moments);
    expect([answered, asked]).toEqual([1, 1]);
    await db.transaction(async (tx) => {
      await tx.select().from(moments);
      await tx.execute(sql`select 1`);
    });
    expect([answered, asked]).toEqual([3, 3]);
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect([answered, asked]).toEqual([4, 4]);
    // A chunk's own statements are answered, but nobody else asked meanwhile.
    await givingWayBetweenStatements(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    expect([answered, asked]).toEqual([6, 4]);
  });

  it("lets the event loop turn before each statement of a transaction run giving way, and only there (an import's chunk)", async () => {
    const db = drizzle(pgliteForDrizzle(client));
    /** The order of two statements and of turns of the event loop asked for just before each. */
    const orderIn = async (run: (transaction: () => Promise<void>) => Promise<void>) => {
      const order: string[] = [];
      await run(() =>
        db.transaction(async (tx) => {
          setImmediate(() => order.push("turn"));
          await tx.execute(sql`select 1`);
          order.push("statement");
          setImmediate(() => order.push("turn"));
          await tx.execute(sql`select 2`);
          order.push("statement");
        }),
      );
      await new Promise((resolve) => setImmediate(resolve));
      return order;
    };
    expect(await orderIn(givingWayBetweenStatements)).toEqual(["turn", "statement", "turn", "statement"]);
    expect(await orderIn((transaction) => transaction())).toEqual(["statement", "statement", "turn", "turn"]);
  });
});
