import { sql } from "drizzle-orm";
import { z } from "zod";
import { MAX_CART_LINES, MAX_CART_QUANTITY } from "#contracts/cart.ts";
import { OPEN_PICKUP_ORDERS_CAP, OPEN_PICKUP_STATUSES, ORDER_MESSAGES } from "#contracts/orders.ts";
import type { Db } from "#server/db/client.ts";
import { countRow, queryOne, queryOptional } from "#server/db/typed-sql.ts";
import { Conflict, InvalidInput, Unauthorized } from "#server/services/errors.ts";

/** Who an order's mails go to: the account's own, verified address (login requires it), never the order's contact. */
export type OrderRecipient = { email: string; name: string; surname: string };
const recipientRow = z.object({ email: z.string(), name: z.string(), surname: z.string() });

/**
 * The ordering account, its row locked (FOR NO KEY UPDATE: cart writes, which only reference the row, do not wait)
 * until the placing transaction ends. Taken first, before the cart's and the shelf's rows: two orders of one
 * account, from any instance, then run one after the other, so the open pickup orders counted next include the
 * other one's. (The cart's row locks happen to serialise them too, as an order deletes the rows the next one
 * reads; the cap does not rest on that.) A deleted account is a 401, as for any write of a user gone meanwhile.
 */
export async function lockOrderingAccount(tx: Pick<Db, "execute">, userId: string): Promise<OrderRecipient> {
  const row = await queryOptional(tx, recipientRow, sql`select email, name, surname from users where id = ${userId} for no key update`);
  if (!row) throw new Unauthorized();
  return row;
}

/** The account of an order, for a status mail; null once the account is deleted (its orders keep no user). */
export const recipientOf = (tx: Pick<Db, "execute">, userId: string | null): Promise<OrderRecipient | undefined> =>
  userId === null ? Promise.resolve(undefined) : queryOptional(tx, recipientRow, sql`select email, name, surname from users where id = ${userId}`);

/**
 * At most OPEN_PICKUP_ORDERS_CAP pickup orders not yet collected or cancelled per account (409). Counted after
 * lockOrderingAccount, in a statement of its own: under READ COMMITTED it sees every order committed before the
 * lock was granted.
 */
export async function assertBelowPickupCap(tx: Pick<Db, "execute">, userId: string): Promise<void> {
  const statuses = sql.join(
    OPEN_PICKUP_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const { n } = await queryOne(
    tx,
    countRow,
    sql`select count(*)::int as n from orders where user_id = ${userId} and fulfilment = 'PICKUP' and status in (${statuses})`,
  );
  if (n >= OPEN_PICKUP_ORDERS_CAP) throw new Conflict(ORDER_MESSAGES.openPickupCap);
}

/**
 * What one order may hold (400): at most MAX_CART_LINES articles and MAX_CART_QUANTITY units of each, the cart's
 * own limits, checked again here because the order is what takes the shelf (a cart can end a line above the
 * line limit when two adds race; the quantity is also the cart's CHECK).
 */
export function refuseOversized(lines: readonly { description: string; quantity: number }[]): void {
  if (lines.length > MAX_CART_LINES) throw new InvalidInput(ORDER_MESSAGES.tooManyLines);
  const over = lines.filter((l) => l.quantity > MAX_CART_QUANTITY);
  if (over.length > 0) throw new InvalidInput(ORDER_MESSAGES.tooManyUnitsFor(over.map((l) => l.description)));
}
