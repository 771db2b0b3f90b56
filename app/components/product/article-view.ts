import type { ArticleSummary, ProductSummary } from "#contracts/catalogue.ts";
import { mayOrderOnline, showsPrice, type RegulationCode } from "#contracts/regulation.ts";

/** The article a list card or preview shows: the product's main article (its pharmacode), else the first. */
export function mainArticle(product: ProductSummary): ArticleSummary | undefined {
  return product.articles.find((a) => a.pharmacode === product.pharmacode) ?? product.articles[0];
}

const normalise = (path: string) => path.replace(/\\/g, "/");

/** Card image (spec §3): a PICFRONT3D file first, then PICFRONT, else the first medium or full image. */
export function cardImage(article: Pick<ArticleSummary, "images">): string | null {
  const list = [...(article.images.M ?? []), ...(article.images.F ?? [])].map(normalise).filter((p) => !p.includes("VIEWER360"));
  return list.find((p) => p.includes("PICFRONT3D")) ?? list.find((p) => p.includes("PICFRONT")) ?? list[0] ?? null;
}

/** Detail gallery (spec §2): front 3D first, back 3D second, then the rest; VIEWER360 files are dropped. */
export function galleryImages(article: Pick<ArticleSummary, "images">): string[] {
  const source = (article.images.F?.length ? article.images.F : article.images.M) ?? [];
  const list = [...new Set(source.map(normalise))].filter((p) => !p.includes("VIEWER360"));
  const front = list.find((p) => p.includes("PICFRONT3D"));
  const back = list.find((p) => p.includes("PICBACK3D"));
  return [front, back, ...list.filter((p) => p !== front && p !== back)].filter((p): p is string => Boolean(p));
}

export function regulationOf(article: Pick<ArticleSummary, "regulations">): RegulationCode | null {
  return article.regulations[0]?.code.id ?? null;
}

/** Rx articles are never sold online: the price is hidden on the detail page and the cart form is not offered. */
export const isPrescription = (article: Pick<ArticleSummary, "regulations">) => {
  const code = regulationOf(article);
  return code !== null && !mayOrderOnline(code);
};

/**
 * What every tile, card, preview and page needs to decide on a price and an add button: the one rule of
 * issue 30 (Swiss law forbids advertising prescription medicines to the public, and a price is part of that).
 * The API already sends no price for them; this also covers a price kept in the browser from before.
 */
export type Saleable = { price: number | null; prescription: boolean };

export function saleableOf(article: Pick<ArticleSummary, "regulations" | "price">): Saleable {
  const code = regulationOf(article);
  return { price: code === null || showsPrice(code) ? article.price.currentPrice : null, prescription: isPrescription(article) };
}

/** Only articles with a price and without a prescription get an add button (the cart refuses the others). */
export const orderableOnline = (item: Saleable): boolean => !item.prescription && item.price !== null;

/** Shown where a prescription article's price would be. */
export const PRESCRIPTION_PRICE_TEXT = "Preis auf Anfrage in der Apotheke";

export function articleTitle(article: Pick<ArticleSummary, "description">): string {
  return article.description.description || article.description.longDescription || "No Description Available";
}
