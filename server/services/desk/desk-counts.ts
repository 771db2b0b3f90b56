import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DeskCounts } from "#contracts/desk.ts";
import type { Database } from "#server/db/client.ts";
import { queryOne } from "#server/db/typed-sql.ts";

const countsRow = z.object({ orders: z.number().int(), prescriptions: z.number().int() });

/**
 * The desk tabs' counts (issue 38 point 10): two counts over the status indexes, cheap enough for every open desk
 * screen to ask every few seconds (app/lib/queries/desk.ts), which is how a count moves without a reload.
 */
export function createDeskCounts({ db }: Pick<Database, "db">) {
  return async function counts(): Promise<DeskCounts> {
    const row = await queryOne(
      db,
      countsRow,
      sql`select (select count(*) from orders where status = 'RECEIVED')::int as orders,
                 (select count(*) from prescriptions where status = 'SUBMITTED')::int as prescriptions`,
    );
    return { newOrders: row.orders, newPrescriptions: row.prescriptions };
  };
}
