import { sql } from "drizzle-orm";
import { z } from "zod";
import { CART_MESSAGES, MAX_CART_QUANTITY, type CartAndSaved, type SavedForLater } from "#contracts/cart.ts";
import { mayOrderOnline, ONLINE_CODES, REGULATION_CODES } from "#contracts/regulation.ts";
import type { Database } from "#server/db/client.ts";
import { queryOne, queryRows } from "#server/db/typed-sql.ts";
import { IMAGE_FOLDERS, publicPrice } from "#server/services/catalogue/shapes.ts";
import { InvalidInput, NotFound } from "#server/services/errors.ts";
import { findArticle, requireArticle, rethrowMissingUser } from "./articles.ts";
import { roomFor, type CartService } from "./cart.ts";

const savedRow = z.object({
  pharmacode: z.number().int(),
  description: z.string(),
  price_cents: z.number().int().nullable(),
  original_price_cents: z.number().int().nullable(),
  regulation: z.enum(REGULATION_CODES),
  image: z.string().nullable(),
});
const movedRow = z.object({ moved: z.number().int(), added: z.number().int() });

/**
 * Saved for Later on the server (issue 30, record 014): one row per account and article, like the cart. A move
 * between the cart and the list is one transaction, so an item is always in exactly one of them, whatever runs
 * beside it (a second tab, a double click); the row locks of the DELETE make a second, parallel move of the same
 * item find nothing to move.
 */
export function createSavedService(database: Pick<Database, "db">, cart: CartService) {
  const { db } = database;

  /** Newest first, with the catalogue's facts; a line whose article is gone is left out (as in the cart). */
  async function list(userId: string): Promise<SavedForLater> {
    const rows = await queryRows(db, savedRow, sql`
      select s.pharmacode, a.description, a.price_cents, a.original_price_cents, a.regulation, a.images[1] as image
      from saved_lines s join articles a on a.pharmacode = s.pharmacode
      where s.user_id = ${userId}
      order by s.created_at desc, s.pharmacode`);
    return {
      saved: rows.map((row) => ({
        pharmacode: row.pharmacode,
        description: row.description,
        price: publicPrice(row).currentPrice,
        imageUrl: row.image ? IMAGE_FOLDERS.M + row.image : null,
        regulation: row.regulation,
      })),
    };
  }

  const both = async (userId: string): Promise<CartAndSaved> => {
    const [lines, saved] = await Promise.all([cart.list(userId), list(userId)]);
    return { ...lines, ...saved };
  };

  return {
    list,

    /** Takes the line out of the cart and onto the list, in one statement; 404 when it is not in the cart. */
    async saveForLater(userId: string, pharmacode: number): Promise<CartAndSaved> {
      const { moved } = await queryOne(db, movedRow, sql`
        with moved as (
          delete from cart_lines where user_id = ${userId} and pharmacode = ${pharmacode} returning user_id, pharmacode
        ), kept as (
          insert into saved_lines (user_id, pharmacode) select user_id, pharmacode from moved
          on conflict (user_id, pharmacode) do update set created_at = now()
          returning pharmacode
        )
        select (select count(*) from moved)::int as moved, (select count(*) from kept)::int as added`).catch(rethrowMissingUser);
      if (moved === 0) {
        await requireArticle(db, pharmacode);
        throw new NotFound(CART_MESSAGES.notInCart);
      }
      return both(userId);
    },

    /**
     * Spec §4, 'Move to Cart': one more of the article in the cart and off the list, or neither (a prescription
     * article, one without a price, or a line already at the limit: 400; not on the list: 404).
     */
    async moveToCart(userId: string, pharmacode: number): Promise<CartAndSaved> {
      await db.transaction(async (tx) => {
        const row = await queryOne(
          tx,
          movedRow,
          sql`
            with moved as (
              delete from saved_lines s where s.user_id = ${userId} and s.pharmacode = ${pharmacode}
                and exists (select 1 from articles a where a.pharmacode = s.pharmacode and a.regulation in ${ONLINE_CODES} and a.price_cents is not null)
              returning user_id, pharmacode
            ), added as (
              insert into cart_lines (user_id, pharmacode, quantity) select user_id, pharmacode, 1 from moved where ${roomFor(userId, pharmacode)}
              on conflict (user_id, pharmacode) do update set quantity = cart_lines.quantity + 1, updated_at = now()
                where cart_lines.quantity + 1 <= ${MAX_CART_QUANTITY}
              returning pharmacode
            )
            select (select count(*) from moved)::int as moved, (select count(*) from added)::int as added`,
        );
        if (row.moved === 1 && row.added === 1) return;
        // Nothing moved, or the cart refused it: the transaction leaves both lists as they were.
        const article = await findArticle(tx, pharmacode);
        if (!article) throw new NotFound(CART_MESSAGES.unknownArticle);
        if (!mayOrderOnline(article.regulation)) throw new InvalidInput(CART_MESSAGES.prescriptionOnly);
        if (article.priceCents === null) throw new InvalidInput(CART_MESSAGES.noPrice);
        if (row.moved === 0) throw new NotFound(CART_MESSAGES.notSaved);
        const line = await tx.execute(sql`select 1 from cart_lines where user_id = ${userId} and pharmacode = ${pharmacode}`);
        throw new InvalidInput(line.rows.length > 0 ? CART_MESSAGES.overLimit : CART_MESSAGES.tooManyLines);
      });
      return both(userId);
    },

    /** Idempotent for a known article; 404 for an unknown one. */
    async remove(userId: string, pharmacode: number): Promise<SavedForLater> {
      const deleted = await db.execute(sql`delete from saved_lines where user_id = ${userId} and pharmacode = ${pharmacode} returning pharmacode`);
      if (deleted.rows.length === 0) await requireArticle(db, pharmacode);
      return list(userId);
    },
  };
}

export type SavedService = ReturnType<typeof createSavedService>;
