import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";
import { queryOne } from "#server/db/typed-sql.ts";

const shuffleShapeRow = z.object({ n: z.number().int(), k: z.number().int(), m: z.number().int(), stray: z.number().int() });
export type ShuffleShape = z.infer<typeof shuffleShapeRow>;

/**
 * How sort=random's keys stand: n products in the shop, k keys handed out, m the highest, and `stray` products whose
 * key does not match being in the shop (server/services/backoffice/shuffle.ts keeps them; inactive ones hold none).
 */
export const readShuffleShape = (db: Pick<Db, "execute">) =>
  queryOne(
    db,
    shuffleShapeRow,
    sql`select count(*) filter (where active)::int as n, count(shuffle_key)::int as k, coalesce(max(shuffle_key), -1) as m,
          count(*) filter (where active <> (shuffle_key is not null))::int as stray
        from products`,
  );

/** Keys 0..n-1, one each: the walk of shufflePage reaches every key. */
export const keysAreDense = (shape: ShuffleShape) => shape.k === shape.n && shape.m === shape.n - 1;
