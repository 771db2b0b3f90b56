import type { ArticleSummary, GenericGroupCode, Price, RegulationCode } from "#contracts/catalogue.ts";

/** Public URL folders of the packshots: full size and medium. */
export const IMAGE_FOLDERS = { F: "/uploads/products/F/", M: "/uploads/products/M/" } as const;

const toMoney = (cents: number) => Math.round(cents) / 100;

/** The API price block from minor units; a missing price gives currentPrice null and no discount. */
export function priceFromCents(priceCents: number | null, originalPriceCents: number | null): Price {
  if (priceCents === null) {
    return { currentPrice: null, originalPrice: null, discountPercentage: 0, savings: "0.00", inDiscount: false };
  }
  const original = originalPriceCents !== null && originalPriceCents > priceCents ? originalPriceCents : priceCents;
  const saved = original - priceCents;
  return {
    currentPrice: toMoney(priceCents),
    originalPrice: toMoney(original),
    discountPercentage: saved > 0 ? Math.round((saved / original) * 100) : 0,
    savings: (saved / 100).toFixed(2),
    inDiscount: saved > 0,
  };
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

/** Row of the articles query shared by summaries and detail. */
export type ArticleRow = {
  id: number;
  uid: string;
  product_id: number;
  pharmacode: number;
  description: string;
  long_description: string;
  price_cents: number | null;
  original_price_cents: number | null;
  regulation: RegulationCode;
  is_available: boolean | null;
  images: string[];
};

export type ProductRow = {
  id: number;
  uid: string;
  main_pharmacode: number;
  brand: string;
  company: string;
  g1: string | null;
  g2: string | null;
  g3: string | null;
  categories: string[];
};

export function articleSummary(article: ArticleRow, product: ProductRow): ArticleSummary {
  return {
    _id: article.uid,
    pharmacode: article.pharmacode,
    description: { description: article.description, longDescription: article.long_description, brand: product.brand },
    images: imagePaths(article.images),
    price: priceFromCents(article.price_cents, article.original_price_cents),
    regulations: [{ code: { id: article.regulation } }],
    isAvailable: article.is_available,
    genericGroupCodes: genericCodes(product.g1, product.g2, product.g3),
    company: { name: product.company },
  };
}
