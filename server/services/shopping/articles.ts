import { and, eq } from "drizzle-orm";
import { CART_MESSAGES } from "#contracts/cart.ts";
import type { Db } from "#server/db/client.ts";
import { articles } from "#server/db/schema/catalogue.ts";
import { NotFound, Unauthorized } from "#server/services/errors.ts";

/** The catalogue facts that decide whether an article may be favourited or ordered. */
export async function findArticle(db: Db, pharmacode: number) {
  const [row] = await db
    .select({ priceCents: articles.priceCents, regulation: articles.regulation })
    .from(articles)
    .where(and(eq(articles.pharmacode, pharmacode), eq(articles.active, true)));
  return row;
}

export async function requireArticle(db: Db, pharmacode: number) {
  const article = await findArticle(db, pharmacode);
  if (!article) throw new NotFound(CART_MESSAGES.unknownArticle);
  return article;
}

/**
 * A write for a user whose account was deleted between the token check and the write fails its foreign
 * key: that caller no longer has a session, so it is a 401, not a fault. Drizzle wraps the driver's error.
 */
export function rethrowMissingUser(error: unknown): never {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined);
  const cause = error && typeof error === "object" && "cause" in error ? (error as { cause: unknown }).cause : undefined;
  if (code(error) === "23503" || code(cause) === "23503") throw new Unauthorized();
  throw error;
}
