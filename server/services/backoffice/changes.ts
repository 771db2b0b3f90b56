import { saleCodeCategoryMessage, type BackofficeArticle, type BackofficeArticleField, type FieldChange, type FieldValue, type ImportChangeAction, type ImportRowError } from "#contracts/backoffice.ts";
import { saleCodeAllowed, saleCodeForCategory, stricterSaleCode, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import type { RowValues } from "./article-rules.ts";

/** The pharmacy's own name stands in for a new article's brand and company when the file gives none. */
export const OWN_BRAND = "Rheinbogen Apotheke";
export const DEFAULT_VAT = 8.1;

/** The order fields are compared, written and listed in (the preview's and the audit's). */
export const FIELD_ORDER: BackofficeArticleField[] = [
  "gtin",
  "name",
  "brand",
  "company",
  "category",
  "price",
  "originalPrice",
  "vatRate",
  "swissmedicCategory",
  "atc",
  "saleCode",
  "available",
  "active",
  "stock",
  "summary",
];

export type ArticleValues = Pick<BackofficeArticle, BackofficeArticleField>;

export const valuesOf = (a: BackofficeArticle): ArticleValues => {
  const out = {} as Record<BackofficeArticleField, FieldValue>;
  for (const f of [...FIELD_ORDER, "pharmacode" as const]) out[f] = a[f];
  return out as ArticleValues;
};

/** What a new article is before its row's values: brand and company fall back on each other, then on the pharmacy. */
export function newArticle(pharmacode: number, v: RowValues): ArticleValues {
  return {
    pharmacode,
    gtin: null,
    name: "",
    brand: String(v.brand ?? v.company ?? OWN_BRAND),
    company: String(v.company ?? v.brand ?? OWN_BRAND),
    category: "",
    price: null,
    originalPrice: null,
    vatRate: DEFAULT_VAT,
    swissmedicCategory: null,
    atc: null,
    saleCode: "Sale.Web.OK",
    available: null,
    active: true,
    stock: 0,
    summary: "",
  };
}

export type RowChange = { action: ImportChangeAction; fields: FieldChange[]; errors: ImportRowError[] };

/**
 * What a validated row would do to the article as it is now (`current`, undefined for a new one): the row's values
 * merged over it, the rules that need both (a name for a new article, an offer above the price, the sale code the
 * category allows) checked on the merge, and the fields that differ.
 */
export function diffRow(row: number, pharmacode: number, values: RowValues, current: ArticleValues | undefined): RowChange {
  const errors: ImportRowError[] = [];
  const v = { ...values };
  if (!current) {
    if (typeof v.name !== "string") errors.push({ row, column: "name", code: "NAME", message: "name: für einen neuen Artikel nötig" });
    if (typeof v.category !== "string") errors.push({ row, column: "category", code: "CATEGORY", message: "category: für einen neuen Artikel nötig" });
  }
  const before: ArticleValues = current ?? newArticle(pharmacode, v);

  // Price and offer: an offer must stay above the price; with only the price given, an offer it passes ends.
  const price = v.price !== undefined ? (v.price as number | null) : before.price;
  if (v.originalPrice !== undefined) {
    if (v.originalPrice !== null && (price === null || (v.originalPrice as number) <= price) && v.price === undefined) {
      errors.push({ row, column: "original_price_chf", code: "OFFER", message: "original_price_chf muss über dem Preis des Artikels liegen" });
    }
  } else if (before.originalPrice !== null && (price === null || before.originalPrice <= price)) v.originalPrice = null;

  // The legal rule (contracts/regulation.ts): an explicit code must be allowed, a category alone only tightens.
  const category = (v.swissmedicCategory !== undefined ? v.swissmedicCategory : before.swissmedicCategory) as SwissmedicCategory | null;
  if (v.saleCode !== undefined) {
    if (!saleCodeAllowed(category, v.saleCode as RegulationCode)) {
      errors.push({ row, column: "sale_code", code: "SALE_CODE_CATEGORY", message: saleCodeCategoryMessage(String(v.saleCode), category) });
    }
  } else if (v.swissmedicCategory !== undefined) {
    v.saleCode = current ? stricterSaleCode(before.saleCode, category) : saleCodeForCategory(category);
  }

  if (errors.length > 0) return { action: "ERROR", fields: [], errors };
  const fields: FieldChange[] = [];
  for (const field of FIELD_ORDER) {
    const to = v[field];
    if (to === undefined) {
      if (!current && field !== "pharmacode" && before[field] !== null && before[field] !== "") fields.push({ field, from: null, to: before[field] });
      continue;
    }
    const from = current ? before[field] : null;
    if (current && from === to) continue;
    fields.push({ field, from, to });
  }
  return { action: !current ? "CREATE" : fields.length > 0 ? "UPDATE" : "UNCHANGED", fields, errors: [] };
}
