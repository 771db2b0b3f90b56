import { and, desc, eq } from "drizzle-orm";
import type { FavoriteToggle } from "#contracts/cart.ts";
import type { ProductSummary } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import { users } from "#server/db/schema/accounts.ts";
import { articles } from "#server/db/schema/catalogue.ts";
import { favourites } from "#server/db/schema/shopping.ts";
import { loadProductSummaries } from "#server/services/catalogue/summaries.ts";
import { Unauthorized } from "#server/services/errors.ts";
import { requireArticle } from "./articles.ts";

/** Favourites per article (pharmacode), answered as the spec's groups: one ProductSummary per product. */
export function createFavouritesService(db: Db) {
  return {
    /**
     * Toggles under a lock on the user's row, so a user's toggles run one after the other: n concurrent
     * toggles end exactly as n sequential ones, and each answer tells the state its own toggle left.
     * (FOR NO KEY UPDATE does not block the foreign-key checks of other writes for this user.)
     */
    async toggle(userId: string, pharmacode: number): Promise<FavoriteToggle> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        if (!user) throw new Unauthorized();
        const mine = and(eq(favourites.userId, userId), eq(favourites.pharmacode, pharmacode));
        const removed = await tx.delete(favourites).where(mine).returning({ pharmacode: favourites.pharmacode });
        if (removed.length > 0) return { pharmacode, favorite: false };
        // Only adding needs the article: a favourite whose article left the catalogue can still be removed.
        await requireArticle(tx, pharmacode);
        await tx.insert(favourites).values({ userId, pharmacode }).onConflictDoNothing();
        return { pharmacode, favorite: true };
      });
    },

    /** Newest favourite first; each group lists only the favourited articles of its product. */
    async list(userId: string): Promise<ProductSummary[]> {
      const rows = await db
        .select({ productId: articles.productId, pharmacode: favourites.pharmacode })
        .from(favourites)
        .innerJoin(articles, eq(articles.pharmacode, favourites.pharmacode))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), favourites.pharmacode);
      const chosen = new Set(rows.map((r) => r.pharmacode));
      const productIds = [...new Set(rows.map((r) => r.productId))];
      const summaries = await loadProductSummaries(db, productIds);
      return summaries.map((p) => ({ ...p, articles: p.articles.filter((a) => chosen.has(a.pharmacode)) }));
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
