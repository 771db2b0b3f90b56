import { ARTICLE_RULE_MESSAGES as M, saleCodeCategoryMessage, type BackofficeArticleField, type FieldValue, type ImportErrorCode, type ImportRowError, type ImportRowWarning } from "#contracts/backoffice.ts";
import { isSafeText } from "#contracts/text.ts";
import { REGULATION_CODES, saleCodeAllowed, saleCodeForCategory, SWISSMEDIC_CATEGORIES, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import { cleanHtml } from "#server/catalogue-generator/sanitize.ts";

/**
 * The rules of one `articles` row (shared/API.md "Back office", the `articles` table): each column's text to its
 * value or an error code, the same for the import and the editor (issue 40). Values are BackofficeArticle
 * fields: CHF as numbers, percent VAT, booleans.
 */

/** The columns of the `articles` format, in the export's order. */
export const ARTICLE_COLUMNS = [
  "pharmacode",
  "gtin",
  "name",
  "brand",
  "company",
  "category",
  "price_chf",
  "original_price_chf",
  "vat_rate",
  "swissmedic_category",
  "atc",
  "sale_code",
  "available",
  "active",
  "stock",
  "summary",
] as const;
export type ArticleColumn = (typeof ARTICLE_COLUMNS)[number];

export const COLUMN_FIELD: Record<Exclude<ArticleColumn, "pharmacode">, BackofficeArticleField> = {
  gtin: "gtin",
  name: "name",
  brand: "brand",
  company: "company",
  category: "category",
  price_chf: "price",
  original_price_chf: "originalPrice",
  vat_rate: "vatRate",
  swissmedic_category: "swissmedicCategory",
  atc: "atc",
  sale_code: "saleCode",
  available: "available",
  active: "active",
  stock: "stock",
  summary: "summary",
};

/** A spreadsheet formula's guard, as the export writes it: `'=…` reads as `=…`. */
export const unguard = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
/** The export's side of it: a cell a spreadsheet would run as a formula gets a leading `'`. */
export const guard = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);

/** GS1 check digit over 8, 12, 13 or 14 digits. */
export function validGtin(gtin: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(gtin)) return false;
  const digits = [...gtin].map(Number);
  const check = digits.pop()!;
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) sum += digits[i]! * weight;
  return (10 - (sum % 10)) % 10 === check;
}

const MAX_PRICE_RAPPEN = 9_999_995;

/** "12.50", "12,5", "1'234.00" → Rappen; null for anything else. */
export function parseChf(text: string): number | null {
  const plain = text.replace(/['’\s]/g, "");
  const m = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

const YES = new Set(["true", "ja", "1"]);
const NO = new Set(["false", "nein", "0"]);
export function parseFlag(text: string): boolean | null | undefined {
  const t = text.trim().toLowerCase();
  if (t === "") return null;
  if (YES.has(t)) return true;
  if (NO.has(t)) return false;
  return undefined;
}

export type RowContext = {
  /** Lower-case English category and subcategory names to the English name as /api/getCategories writes it. */
  categories: Map<string, string>;
};

/** What a row says, field by field: only the columns the file has. */
export type RowValues = Partial<Record<BackofficeArticleField, FieldValue>>;
export type ParsedRow = { row: number; pharmacode: number | null; values: RowValues; errors: ImportRowError[]; warnings: ImportRowWarning[] };

/**
 * One row's cells (by lower-case column name) to values and row errors. The cross-row rules (DUPLICATE, a GTIN
 * seen twice or owned by another article, a name required for a new article) are the caller's.
 */
export function parseArticleRow(row: number, cells: Map<string, string>, ctx: RowContext): ParsedRow {
  const errors: ImportRowError[] = [];
  const warnings: ImportRowWarning[] = [];
  const values: RowValues = {};
  const error = (column: string, code: ImportErrorCode, message: string) => errors.push({ row, column, code, message });
  const cell = (column: ArticleColumn) => {
    const raw = cells.get(column);
    return raw === undefined ? undefined : unguard(raw.trim());
  };

  let pharmacode: number | null = null;
  const pc = cell("pharmacode") ?? "";
  if (/^\d{1,7}$/.test(pc) && Number(pc) > 0) pharmacode = Number(pc);
  else error("pharmacode", "PHARMACODE", M.PHARMACODE);

  const gtin = cell("gtin");
  if (gtin !== undefined) {
    if (gtin === "") values.gtin = null;
    else if (validGtin(gtin)) values.gtin = gtin;
    else error("gtin", "GTIN", M.GTIN);
  }

  const text = (column: "name" | "brand" | "company", code: "NAME" | "BRAND" | "COMPANY", max: number) => {
    const value = cell(column);
    if (value === undefined || value === "") return;
    if (value.length > max || !isSafeText(value)) error(column, code, M[code]);
    else values[COLUMN_FIELD[column]] = value;
  };
  text("name", "NAME", 200);
  text("brand", "BRAND", 100);
  text("company", "COMPANY", 100);

  const category = cell("category");
  if (category !== undefined && category !== "") {
    const known = ctx.categories.get(category.toLowerCase());
    if (known) values.category = known;
    else error("category", "CATEGORY", `Unbekannte Kategorie "${category.slice(0, 100)}": den englischen Namen einer Kategorie des Shops verwenden`);
  }

  let price: number | null | undefined;
  const priceText = cell("price_chf");
  if (priceText !== undefined) {
    if (priceText === "") price = null;
    else {
      const rappen = parseChf(priceText);
      if (rappen === null || rappen < 5 || rappen > MAX_PRICE_RAPPEN) error("price_chf", "PRICE", M.PRICE);
      else {
        price = rappen;
        if (rappen % 5 !== 0) warnings.push({ row, column: "price_chf", code: "PRICE_STEP", message: "price_chf ist kein Vielfaches von 0.05 (5-Rappen-Schritte)" });
      }
    }
    if (price !== undefined) values.price = price === null ? null : price / 100;
  }

  const originalText = cell("original_price_chf");
  if (originalText !== undefined) {
    if (originalText === "") values.originalPrice = null;
    else {
      const rappen = parseChf(originalText);
      if (rappen === null || rappen > MAX_PRICE_RAPPEN || price === null || (price !== undefined && rappen <= price)) {
        error("original_price_chf", "OFFER", M.OFFER);
      } else values.originalPrice = rappen / 100;
    }
  }

  const vat = cell("vat_rate");
  if (vat !== undefined && vat !== "") {
    const v = vat.replace(",", ".").replace(/\s*%$/, "");
    if (v === "2.6" || v === "8.1") values.vatRate = Number(v);
    else error("vat_rate", "VAT", M.VAT);
  }

  let smc: SwissmedicCategory | null | undefined;
  const smcText = cell("swissmedic_category");
  if (smcText !== undefined) {
    const upper = smcText.toUpperCase();
    if (upper === "") smc = null;
    else if ((SWISSMEDIC_CATEGORIES as readonly string[]).includes(upper)) smc = upper as SwissmedicCategory;
    else error("swissmedic_category", "CATEGORY_SMC", M.CATEGORY_SMC);
    if (smc !== undefined) values.swissmedicCategory = smc;
  }

  const atc = cell("atc");
  if (atc !== undefined) {
    if (atc === "") values.atc = null;
    else if (/^[A-Z]\d{2}([A-Z]([A-Z](\d{2})?)?)?$/i.test(atc)) values.atc = atc.toUpperCase();
    else error("atc", "ATC", M.ATC);
  }

  const saleText = cell("sale_code");
  if (saleText !== undefined) {
    if (saleText === "") {
      // Empty: what the category demands (with no category column, the article's own category decides later).
      if (smc !== undefined) values.saleCode = saleCodeForCategory(smc);
    } else if ((REGULATION_CODES as readonly string[]).includes(saleText)) {
      const code = saleText as RegulationCode;
      if (smc !== undefined && !saleCodeAllowed(smc, code)) {
        error("sale_code", "SALE_CODE_CATEGORY", saleCodeCategoryMessage(code, smc));
      } else values.saleCode = code;
    } else error("sale_code", "SALE_CODE", M.SALE_CODE);
  }

  for (const [column, code] of [
    ["available", "AVAILABLE"],
    ["active", "ACTIVE"],
  ] as const) {
    const t = cell(column);
    if (t === undefined) continue;
    const flag = parseFlag(t);
    if (flag === undefined) error(column, code, M[code]);
    else values[column] = column === "active" ? (flag ?? true) : flag;
  }

  const stock = cell("stock");
  if (stock !== undefined && stock !== "") {
    if (/^\d{1,9}$/.test(stock)) values.stock = Number(stock);
    else error("stock", "STOCK", M.STOCK);
  }

  const summary = cells.get("summary");
  if (summary !== undefined) {
    if (summary.length > 20_000) error("summary", "SUMMARY", M.SUMMARY);
    else values.summary = cleanHtml(unguard(summary.trim()));
  }

  return { row, pharmacode, values, errors, warnings };
}
