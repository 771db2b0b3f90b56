import { z } from "zod";
import { type ArticleSummary, type GenericGroupCode, type Price } from "#contracts/catalogue.ts";
import { fromMinor } from "#contracts/money.ts";
import { REGULATION_CODES, showsPrice } from "#contracts/regulation.ts";

/** Public URL folders of the packshots: full size and medium. */
export const IMAGE_FOLDERS = { F: "/uploads/products/F/", M: "/uploads/products/M/" } as const;
/** Their sizes in pixels (the longer side): packshots are drawn at them, managers' photos are scaled to fit them. */
export const IMAGE_SIZES = { F: 600, M: 300 } as const;

/** The API price block from minor units; a missing price gives currentPrice null and no discount. */
export function priceFromCents(priceCents: number | null, originalPriceCents: number | null): Price {
  if (priceCents === null) {
    return { currentPrice: null, originalPrice: null, discountPercentage: 0, savings: "0.00", inDiscount: false };
  }
  const original = originalPriceCents !== null && originalPriceCents > priceCents ? originalPriceCents : priceCents;
  const saved = original - priceCents;
  return {
    currentPrice: fromMinor(priceCents),
    originalPrice: fromMinor(original),
    discountPercentage: saved > 0 ? Math.round((saved / original) * 100) : 0,
    savings: (saved / 100).toFixed(2),
    inDiscount: saved > 0,
  };
}

/**
 * The price the public may see: none for a prescription-only article. Swiss law forbids advertising
 * prescription medicines to the public, and a price is part of that; no page needs it, as they cannot be
 * ordered online (the cart refuses them).
 */
export function publicPrice(article: Pick<ArticleRow, "price_cents" | "original_price_cents" | "regulation">): Price {
  return !showsPrice(article.regulation) ? priceFromCents(null, null) : priceFromCents(article.price_cents, article.original_price_cents);
}

export function imagePaths(fileNames: string[]): ArticleSummary["images"] {
  return {
    F: fileNames.map((name) => IMAGE_FOLDERS.F + name),
    M: fileNames.map((name) => IMAGE_FOLDERS.M + name),
  };
}

export function genericCodes(level1: string | null, level2: string | null, level3: string | null): GenericGroupCode[] {
  const codes: GenericGroupCode[] = [];
  if (level1) codes.push({ level: 1, code: level1 });
  if (level2) codes.push({ level: 2, code: level2 });
  if (level3) codes.push({ level: 3, code: level3 });
  return codes;
}

/** Row of the articles query shared by summaries and detail (json_build_object in productRowColumns). */
export const articleRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  product_id: z.number().int(),
  pharmacode: z.number().int(),
  description: z.string(),
  long_description: z.string(),
  price_cents: z.number().int().nullable(),
  original_price_cents: z.number().int().nullable(),
  regulation: z.enum(REGULATION_CODES),
  is_available: z.boolean().nullable(),
  images: z.array(z.string()),
});
export type ArticleRow = z.infer<typeof articleRow>;

export const productRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  main_pharmacode: z.number().int(),
  brand: z.string(),
  company: z.string(),
  g1: z.string().nullable(),
  g2: z.string().nullable(),
  g3: z.string().nullable(),
  categories: z.array(z.string()),
});
export type ProductRow = z.infer<typeof productRow>;

export function articleSummary(article: ArticleRow, product: ProductRow): ArticleSummary {
  return {
    _id: article.uid,
    pharmacode: article.pharmacode,
    description: { description: article.description, longDescription: article.long_description, brand: product.brand },
    images: imagePaths(article.images),
    price: publicPrice(article),
    regulations: [{ code: { id: article.regulation } }],
    isAvailable: article.is_available,
    genericGroupCodes: genericCodes(product.g1, product.g2, product.g3),
    company: { name: product.company },
  };
}
