import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from "#contracts/cart.ts";
import { users } from "./accounts.ts";

/*
 * Cart lines and favourites (issue 15, docs/decisions/014-cart-and-favourites.md): one row per user and
 * article. The user side cascades, so deleting the account removes both in the same statement.
 *
 * `pharmacode` deliberately has no foreign key to articles: a reseed replaces the catalogue with
 * `truncate … cascade`, which would silently empty every shopper's cart and favourites with it. Lines are
 * joined to the catalogue at read time instead; a line whose article is gone is left out of the answer and
 * comes back if the article does (the generator is deterministic, so a reseed keeps its pharmacodes).
 */

export const cartLines = pgTable(
  "cart_lines",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pharmacode: integer("pharmacode").notNull(),
    quantity: smallint("quantity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pharmacode] }),
    check("cart_lines_quantity_range", sql`${t.quantity} between ${sql.raw(String(MIN_CART_QUANTITY))} and ${sql.raw(String(MAX_CART_QUANTITY))}`),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pharmacode: integer("pharmacode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pharmacode] }), index("favourites_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * Saved for Later (issue 30): on the server, per account, so that it follows the shopper to another device and
 * never shows to the next person on a shared one. Moving a line between the cart and this list is one
 * transaction (services/shopping/saved.ts): an item is in one of the two, never in neither.
 */
export const savedLines = pgTable(
  "saved_lines",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pharmacode: integer("pharmacode").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pharmacode] }), index("saved_lines_user_created_idx").on(t.userId, t.createdAt)],
);
