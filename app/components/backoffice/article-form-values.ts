import type { ArticlePatch, ArticlePatchField, BackofficeArticle } from "#contracts/backoffice.ts";
import type { RegulationCode, SwissmedicCategory } from "#contracts/regulation.ts";

/**
 * The article form's values (text as typed, one checkbox) and their way to the PATCH body. The contract's schema
 * (articlePatchSchema) reads what `toPatchInput` makes of them; the catalogue's rules (a known category, the GTIN's
 * owner, the offer above the price) are the server's, whose messages come back at the fields.
 */
export type ArticleFormValues = {
  updatedAt: string;
  gtin: string;
  name: string;
  brand: string;
  company: string;
  category: string;
  price: string;
  originalPrice: string;
  vatRate: string;
  swissmedicCategory: string;
  atc: string;
  saleCode: string;
  /** "" unknown, "true", "false". */
  available: string;
  active: boolean;
  summary: string;
};

/** CHF as the Swiss type it ("12.50", "12,5", "1'234.–" without the dash); "" no price. */
export const chfText = (chf: number | null) => (chf === null ? "" : chf.toFixed(2));

/** "12,50" → 12.5, "" → null, anything else → NaN (the schema's number check then shows the rule's message). */
export function parseChfText(text: string): number | null {
  const plain = text.replace(/['’\s]/g, "").replace(",", ".");
  if (plain === "") return null;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

export function toFormValues(a: BackofficeArticle): ArticleFormValues {
  return {
    updatedAt: a.updatedAt,
    gtin: a.gtin ?? "",
    name: a.name,
    brand: a.brand,
    company: a.company,
    category: a.category,
    price: chfText(a.price),
    originalPrice: chfText(a.originalPrice),
    vatRate: String(a.vatRate),
    swissmedicCategory: a.swissmedicCategory ?? "",
    atc: a.atc ?? "",
    saleCode: a.saleCode,
    available: a.available === null ? "" : String(a.available),
    active: a.active,
    summary: a.summary,
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** Every field as the PATCH body has it (what the contract's schema checks in the browser). */
export function toPatchInput(v: ArticleFormValues): ArticlePatch {
  return {
    updatedAt: v.updatedAt,
    gtin: orNull(v.gtin),
    name: v.name.trim(),
    brand: v.brand.trim(),
    company: v.company.trim(),
    category: v.category,
    price: parseChfText(v.price),
    originalPrice: parseChfText(v.originalPrice),
    vatRate: Number(v.vatRate),
    swissmedicCategory: (v.swissmedicCategory || null) as SwissmedicCategory | null,
    atc: orNull(v.atc),
    saleCode: v.saleCode as RegulationCode,
    available: v.available === "" ? null : v.available === "true",
    active: v.active,
    summary: v.summary,
  };
}

/** Only the fields that differ from the article as read, with its token: nothing else is sent, nothing else audited. */
export function changedPatch(article: BackofficeArticle, input: ArticlePatch): ArticlePatch {
  const patch: ArticlePatch = { updatedAt: article.updatedAt };
  for (const [field, value] of Object.entries(input) as [ArticlePatchField | "updatedAt", unknown][]) {
    if (field === "updatedAt" || value === undefined) continue;
    if (value !== article[field]) (patch as Record<string, unknown>)[field] = value;
  }
  return patch;
}

/** A price change above this share asks for confirmation before saving (a typo such as 1.90 for 19.00). */
export const PRICE_CONFIRM_SHARE = 0.3;

/** Whether going from `from` to `to` is a change of more than 30 % (a price set or removed is not asked about). */
export function isLargePriceChange(from: number | null, to: number | null | undefined): boolean {
  if (from === null || to === null || to === undefined || from === 0) return false;
  return Math.abs(to - from) / from > PRICE_CONFIRM_SHARE;
}
