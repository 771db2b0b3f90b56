import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { CART_MESSAGES, MAX_CART_LINES, MAX_CART_QUANTITY, type Cart } from "#contracts/cart.ts";
import { fromMinor } from "#contracts/money.ts";
import { mayOrderOnline, ONLINE_CODES } from "#contracts/regulation.ts";
import type { Database } from "#server/db/client.ts";
import { articles, brands, categories, genericGroups, products } from "#server/db/schema/catalogue.ts";
import { cartLines } from "#server/db/schema/shopping.ts";
import { IMAGE_FOLDERS } from "#server/services/catalogue/shapes.ts";
import { InvalidInput, NotFound } from "#server/services/errors.ts";
import { findArticle, requireArticle, rethrowMissingUser } from "./articles.ts";
import { createCartCache } from "./cart-cache.ts";

/**
 * Whether the cart takes this article: it is a line already, or the cart has fewer than MAX_CART_LINES lines. A
 * check, not a lock: two parallel adds of new articles may end one line above it, and the order refuses that
 * cart with the text that says which (the order is what takes stock, issue 37).
 */
export const roomFor = (userId: string, pharmacode: number) =>
  sql`(exists (select 1 from cart_lines where user_id = ${userId}::uuid and pharmacode = ${pharmacode})
       or (select count(*) from cart_lines where user_id = ${userId}::uuid) < ${MAX_CART_LINES})`;

/**
 * The server-side cart (the routes of server/http/shopping.ts). Lines hold only pharmacode and quantity;
 * description, price, image, regulation and availability are read from the catalogue on every answer,
 * so a price the client sends or an old price can never reach a total. On PGlite the answer is kept per user
 * until the database announces a change to that user's lines or to the catalogue (cart-cache.ts); writes always
 * go to the database, and their notification has emptied the user's entry before the write's statement returns.
 */
export function createCartService(database: Pick<Database, "db" | "changes">) {
  const { db } = database;
  // PGlite only: the PostgreSQL feed's cart generation is always null, so there every read asks the database.
  const kept = createCartCache(database.changes);

  // Built once: drizzle turns a query into SQL text in JS on every call, a fifth of a cart read's CPU on PostgreSQL
  // (issue 19). Named, so that PostgreSQL also parses and plans it once per connection.
  const cartRows = db
    .select({
      productId: products.uid,
      pharmacode: cartLines.pharmacode,
      quantity: cartLines.quantity,
      description: articles.description,
      priceCents: articles.priceCents,
      image: sql<string | null>`${articles.images}[1]`,
      regulation: articles.regulation,
      isAvailable: articles.isAvailable,
      // Scalar subqueries, not joins: six joined tables cost more to plan than the whole cart takes to read.
      brand: sql<string>`(select ${brands.name} from ${brands} where ${brands.id} = ${products.brandId})`,
      category: sql<string | null>`(select ${categories.nameEn} from ${categories} where ${categories.id} = ${products.mainCategoryId})`,
      genericCode: sql<string | null>`(select ${genericGroups.code} from ${genericGroups} where ${genericGroups.id} = ${products.genericLevel1Id})`,
    })
    .from(cartLines)
    .innerJoin(articles, eq(articles.pharmacode, cartLines.pharmacode))
    .innerJoin(products, eq(products.id, articles.productId))
    .where(eq(cartLines.userId, sql.placeholder("userId")))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.pharmacode))
    .prepare("shop_cart_read");

  /** The user's cart as the database answers it now. */
  async function read(userId: string): Promise<Cart> {
    const rows = await cartRows.execute({ userId });

    let totalCents = 0;
    let itemCount = 0;
    const cart = rows.map(({ priceCents, image, ...line }) => {
      // A line whose article lost its price after it was added stays visible but adds nothing to the total.
      const lineCents = (priceCents ?? 0) * line.quantity;
      totalCents += lineCents;
      itemCount += line.quantity;
      return {
        ...line,
        price: priceCents === null ? null : fromMinor(priceCents),
        lineTotal: fromMinor(lineCents),
        imageUrl: image ? IMAGE_FOLDERS.M + image : null,
      };
    });
    return { cart, total: fromMinor(totalCents), itemCount };
  }

  const list = (userId: string): Promise<Cart> => kept.get(userId, () => read(userId));

  async function requireOrderable(pharmacode: number) {
    const article = await requireArticle(db, pharmacode);
    if (!mayOrderOnline(article.regulation)) throw new InvalidInput(CART_MESSAGES.prescriptionOnly);
    if (article.priceCents === null) throw new InvalidInput(CART_MESSAGES.noPrice);
  }

  const hasLine = async (userId: string, pharmacode: number) =>
    (await db.select({ p: cartLines.pharmacode }).from(cartLines).where(and(eq(cartLines.userId, userId), eq(cartLines.pharmacode, pharmacode)))).length > 0;

  return {
    list,

    /**
     * Adds to the line in one statement: the database sums under its row lock, so concurrent adds never
     * lose an update, and a sum past the limit updates nothing (the conflict's WHERE fails) and is a 400.
     */
    async add(userId: string, pharmacode: number, quantity: number): Promise<Cart> {
      // The article's rules are part of the statement (no row to insert unless it may be ordered), so the
      // common case is one round trip; only a refusal asks the catalogue why.
      const orderable = db
        .select({
          userId: sql<string>`${userId}::uuid`.as("user_id"),
          pharmacode: articles.pharmacode,
          quantity: sql<number>`${quantity}::smallint`.as("quantity"),
          createdAt: sql<Date>`now()`.as("created_at"),
          updatedAt: sql<Date>`now()`.as("updated_at"),
        })
        .from(articles)
        .where(and(eq(articles.pharmacode, pharmacode), eq(articles.active, true), inArray(articles.regulation, ONLINE_CODES), isNotNull(articles.priceCents), roomFor(userId, pharmacode)));
      const updated = await db
        .insert(cartLines)
        .select(orderable)
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.pharmacode],
          set: { quantity: sql`${cartLines.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_CART_QUANTITY}`,
        })
        .returning({ quantity: cartLines.quantity })
        .catch(rethrowMissingUser);
      if (updated.length === 0) {
        await requireOrderable(pharmacode);
        throw new InvalidInput((await hasLine(userId, pharmacode)) ? CART_MESSAGES.overLimit : CART_MESSAGES.tooManyLines);
      }
      return list(userId);
    },

    async setQuantity(userId: string, pharmacode: number, quantity: number): Promise<Cart> {
      const updated = await db
        .update(cartLines)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLines.userId, userId), eq(cartLines.pharmacode, pharmacode)))
        .returning({ quantity: cartLines.quantity });
      if (updated.length === 0) {
        await requireArticle(db, pharmacode);
        throw new NotFound(CART_MESSAGES.notInCart);
      }
      return list(userId);
    },

    /** Idempotent for a known article (a second click finds nothing to remove); 404 for an unknown one. */
    async remove(userId: string, pharmacode: number): Promise<Cart> {
      const deleted = await db
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), eq(cartLines.pharmacode, pharmacode)))
        .returning({ pharmacode: cartLines.pharmacode });
      if (deleted.length === 0 && !(await findArticle(db, pharmacode))) throw new NotFound(CART_MESSAGES.unknownArticle);
      return list(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
