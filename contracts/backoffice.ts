import { z } from "zod";
import { emailField } from "./auth.ts";
import { addDays, fromDayNumber, dayNumber, sameDay, swissDateText, zurichDateText, zurichDay, zurichInstant, zurichMinutes, zurichTimeText, type CalendarDay } from "./calendar.ts";
import { intParam, pageParam, textParam } from "./catalogue-queries.ts";
import type { Pagination } from "./catalogue.ts";
import { STAFF_ROLE_NAMES, type StaffRef, type StaffRoleName } from "./desk.ts";
import { REGULATION_CODES, SWISSMEDIC_CATEGORIES, type RegulationCode, type SwissmedicCategory } from "./regulation.ts";
import { safeText } from "./text.ts";

/**
 * The back office (issue 39, shared/API.md "Back office", docs/decisions/033-back-office-import.md): what its pages
 * send and get. Managers only: every /api/backoffice/* route answers 401 without a token and 403 to a customer or a
 * staff member. Money is CHF with two decimals as everywhere in the API; the server keeps Rappen.
 */

// Managers: `users.role` MANAGER_ROLE (contracts/desk.ts), the desk and the back office; staff have the desk only.
export { MANAGER_ROLE, STAFF_ROLE_NAMES, type StaffRoleName } from "./desk.ts";

// ---------------------------------------------------------------------------------------------- import jobs

export const IMPORT_KINDS = ["articles", "stock", "refdata"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_STATUSES = ["VALIDATING", "VALIDATED", "COMMITTING", "DONE", "FAILED", "DISCARDED"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const COMMIT_POLICIES = ["ALL_OR_NOTHING", "SKIP_FAILED"] as const;
export type CommitPolicy = (typeof COMMIT_POLICIES)[number];

/** At most this many bytes per uploaded file (413 above). */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** A job keeps the first this many errors (and warnings) in `errors` / `warnings`; errors.csv has them all. */
export const IMPORT_ERRORS_KEPT = 200;

/**
 * Row codes. Errors refuse the row; the two warnings (UNKNOWN_COLUMN, PRICE_STEP) do not. File codes (FILE_*) have
 * row 0 or the row where the file broke off.
 */
export const IMPORT_ERROR_CODES = [
  // articles
  "PHARMACODE",
  "DUPLICATE",
  "GTIN",
  "NAME",
  "BRAND",
  "COMPANY",
  "CATEGORY",
  "PRICE",
  "OFFER",
  "VAT",
  "CATEGORY_SMC",
  "ATC",
  "SALE_CODE",
  "SALE_CODE_CATEGORY",
  "AVAILABLE",
  "ACTIVE",
  "STOCK",
  "SUMMARY",
  // stock
  "UNKNOWN",
  "STALE",
  // the file as a whole: a missing required column, a row with more cells than the header, malformed XML
  "HEADER",
  "FILE_FORMAT",
] as const;
export const IMPORT_WARNING_CODES = ["UNKNOWN_COLUMN", "PRICE_STEP"] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];
export type ImportWarningCode = (typeof IMPORT_WARNING_CODES)[number];

/** `row` counts the header as row 1 (CSV) or is the article's position from 1 (Refdata XML); `column` may be "". */
export type ImportRowError = { row: number; column: string; code: ImportErrorCode; message: string };
export type ImportRowWarning = { row: number; column: string; code: ImportWarningCode; message: string };

export type ImportCounts = {
  create: number;
  update: number;
  unchanged: number;
  error: number;
  warning: number;
  /** Refdata only: articles of the file whose GTIN the shop does not know (counted, not errors). */
  unknown: number;
};

export type ImportJob = {
  _id: string;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  /** Data rows of the file (known once validation has read it; while VALIDATING, the rows read so far). */
  rows: number;
  /** Rows validated (VALIDATING) or committed (COMMITTING, DONE, FAILED): the progress bar is processed / rows. */
  processed: number;
  counts: ImportCounts;
  errors: ImportRowError[];
  warnings: ImportRowWarning[];
  /** The policy of the commit once one started; null before. */
  policy: CommitPolicy | null;
  /** Why a job FAILED (a file that could not be read, a crash during the commit), else null. */
  failure: string | null;
  createdBy: StaffRef | null;
  createdAt: string;
  committedAt: string | null;
};

export const IMPORT_CHANGE_ACTIONS = ["CREATE", "UPDATE", "UNCHANGED", "ERROR"] as const;
/** ERROR: a row refused by validation (its `errors` say why); it is never applied. */
export type ImportChangeAction = (typeof IMPORT_CHANGE_ACTIONS)[number];

export type FieldValue = string | number | boolean | null;
/** `field` is a BackofficeArticle field name (price, stock, swissmedicCategory, …). */
export type FieldChange = { field: BackofficeArticleField; from: FieldValue; to: FieldValue };

export type ImportChange = {
  row: number;
  pharmacode: number | null;
  action: ImportChangeAction;
  fields: FieldChange[];
  errors: ImportRowError[];
};

export type ImportChangesPage = { changes: ImportChange[]; pagination: Pagination };

/** Query of POST /api/backoffice/imports (the file is the multipart field `file`). */
export const importUploadQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: `kind must be one of ${IMPORT_KINDS.join(", ")}` }),
});

/** `filter` of the preview: `errors` only rows with errors, `changes` only CREATE and UPDATE rows. */
export const IMPORT_CHANGE_FILTERS = ["errors", "changes"] as const;
export type ImportChangeFilter = (typeof IMPORT_CHANGE_FILTERS)[number];

export const importChangesQuery = z.object({
  page: pageParam,
  limit: intParam("limit", 1, 500, 50),
  filter: z.preprocess((v) => (v === "" ? undefined : v), z.enum(IMPORT_CHANGE_FILTERS, { error: `filter must be one of ${IMPORT_CHANGE_FILTERS.join(", ")}` }).optional()),
});
export type ImportChangesQuery = z.infer<typeof importChangesQuery>;

export const importCommitSchema = z.object({
  policy: z.enum(COMMIT_POLICIES, { error: `policy must be one of ${COMMIT_POLICIES.join(", ")}` }).default("ALL_OR_NOTHING"),
});
export type ImportCommit = z.infer<typeof importCommitSchema>;

export const importIdParam = z.uuid({ error: "Unknown import" });

// ---------------------------------------------------------------------------------------------- articles

export type BackofficeImage = { n: number; F: string; M: string };

export type BackofficeArticle = {
  pharmacode: number;
  gtin: string | null;
  name: string;
  brand: string;
  company: string;
  /** English name of the main category (or subcategory) as /api/getCategories names it. */
  category: string;
  /** CHF, two decimals; null: no price. */
  price: number | null;
  /** CHF; above `price` when the article is on offer, else null. */
  originalPrice: number | null;
  /** Percent: 2.6 or 8.1. */
  vatRate: number;
  swissmedicCategory: SwissmedicCategory | null;
  atc: string | null;
  saleCode: RegulationCode;
  available: boolean | null;
  /** false: out of the shop (lists, search, detail 404, no new orders); kept in orders, here and in the export. */
  active: boolean;
  stock: number;
  /** Sanitised HTML. */
  summary: string;
  images: BackofficeImage[];
  /** When the offer ends by itself (ISO instant; issue 40), null: no end or no offer. Set through the offer routes only. */
  offerUntil: string | null;
  updatedAt: string;
};
/** The fields of the `articles` format (import, export, PATCH); photos and the offer's end have routes of their own. */
export type BackofficeArticleField = Exclude<keyof BackofficeArticle, "images" | "updatedAt" | "offerUntil">;
/** A field the audit trail names: an article's field, its photos (`images`: the file names in order) or the offer's end. */
export type AuditField = BackofficeArticleField | "images" | "offerUntil";

/** Stock at or below this (and above 0) is "low". */
export const LOW_STOCK_THRESHOLD = 5;

export const ARTICLE_FILTERS = ["low-stock", "out-of-stock", "no-image", "no-price", "inactive", "offers"] as const;
export type ArticleFilter = (typeof ARTICLE_FILTERS)[number];

export const backofficeArticlesQuery = z.object({
  search: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), textParam("search", 200).optional()),
  filter: z.preprocess((v) => (v === "" ? undefined : v), z.enum(ARTICLE_FILTERS, { error: `filter must be one of ${ARTICLE_FILTERS.join(", ")}` }).optional()),
  page: pageParam,
  limit: intParam("limit", 1, 100, 50),
});
export type BackofficeArticlesQuery = z.infer<typeof backofficeArticlesQuery>;
export type BackofficeArticleList = { articles: BackofficeArticle[]; pagination: Pagination };

/**
 * The messages of the `articles` rules (shared/API.md, the `articles` table), one per error code: the import's row
 * errors and the editor's field errors (issue 40) are the same texts, written here once. The server's rules
 * (server/services/backoffice/article-rules.ts) apply them; the patch schema below uses them for a value of the
 * wrong JSON type, so a client hears one message per field whatever it got wrong.
 */
export const ARTICLE_RULE_MESSAGES = {
  PHARMACODE: "pharmacode: 1 bis 7 Ziffern",
  GTIN: "gtin: 8, 12, 13 oder 14 Ziffern mit gültiger Prüfziffer",
  NAME: "name: höchstens 200 Zeichen, ohne Steuerzeichen",
  BRAND: "brand: höchstens 100 Zeichen, ohne Steuerzeichen",
  COMPANY: "company: höchstens 100 Zeichen, ohne Steuerzeichen",
  CATEGORY: "category: den englischen Namen einer Kategorie des Shops verwenden",
  PRICE: "price_chf: 0.05 bis 99999.95, höchstens zwei Nachkommastellen",
  OFFER: "original_price_chf muss über price_chf liegen (der Artikel ist in Aktion)",
  VAT: "vat_rate: 2.6 oder 8.1",
  CATEGORY_SMC: "swissmedic_category: leer, A, B, D oder E (C gibt es seit 2019 nicht mehr)",
  ATC: "atc: ein ATC-Code wie N02BE01",
  SALE_CODE: "sale_code: leer, Sale.Web.Rx, Sale.Web.CC oder Sale.Web.OK",
  AVAILABLE: "available: leer, true/false, ja/nein oder 1/0",
  ACTIVE: "active: leer, true/false, ja/nein oder 1/0",
  STOCK: "stock: eine ganze Zahl ab 0",
  SUMMARY: "summary: höchstens 20000 Zeichen",
} as const satisfies Partial<Record<ImportErrorCode, string>>;

/** The edit refuses an empty name, brand, company or category (in an import an empty cell leaves the field as it is). */
export const emptyFieldMessage = (column: string) => `${column}: darf nicht leer sein`;

/** The message of the legal rule (contracts/regulation.ts `saleCodeAllowed`), import and edit alike. */
export const saleCodeCategoryMessage = (code: string, category: string | null) =>
  `${code} ist weniger streng, als die Swissmedic-Kategorie ${category} erlaubt (A und B: Sale.Web.Rx, D: mindestens Sale.Web.CC)`;

/** The fields PATCH refuses: they change through their own routes (stock, images) or never (pharmacode, updatedAt is the token). */
export const NOT_EDITABLE_FIELDS = ["pharmacode", "stock", "images"] as const;

const M = ARTICLE_RULE_MESSAGES;
export const UPDATED_AT_MESSAGE = "updatedAt: the article's updatedAt as you read it, so that a change made meanwhile is not overwritten";

/**
 * PATCH /api/backoffice/articles/{pharmacode} (issue 40): any field but pharmacode, stock and images, with the same
 * rules as an import row (server/services/backoffice/article-rules.ts applies them to both: the JSON values become
 * the row's cells). `updatedAt` is required: the article as the client read it (optimistic concurrency, record 034);
 * an article changed since answers 409 with its current values.
 */
export const articlePatchSchema = z.strictObject(
  {
    updatedAt: z.iso.datetime({ offset: true, error: UPDATED_AT_MESSAGE }),
    gtin: z.string({ error: M.GTIN }).nullable().optional(),
    name: z.string({ error: M.NAME }).optional(),
    brand: z.string({ error: M.BRAND }).optional(),
    company: z.string({ error: M.COMPANY }).optional(),
    category: z.string({ error: M.CATEGORY }).optional(),
    price: z.number({ error: M.PRICE }).nullable().optional(),
    originalPrice: z.number({ error: M.OFFER }).nullable().optional(),
    vatRate: z.number({ error: M.VAT }).optional(),
    swissmedicCategory: z.enum(SWISSMEDIC_CATEGORIES, { error: M.CATEGORY_SMC }).nullable().optional(),
    atc: z.string({ error: M.ATC }).nullable().optional(),
    saleCode: z.enum(REGULATION_CODES, { error: M.SALE_CODE }).optional(),
    available: z.boolean({ error: M.AVAILABLE }).nullable().optional(),
    active: z.boolean({ error: M.ACTIVE }).optional(),
    summary: z.string({ error: M.SUMMARY }).optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Not editable here: ${issue.keys.join(", ")} (stock: POST …/stock; images: …/images; pharmacode never)` : undefined,
  },
);
export type ArticlePatch = z.infer<typeof articlePatchSchema>;
/** The fields of a patch (all but the token). */
export type ArticlePatchField = Exclude<keyof ArticlePatch, "updatedAt">;

/** Why a manager corrects the stock by hand; the audit line (source STOCK) keeps it as its `reference`. */
export const STOCK_REASONS = ["Bruch", "Verfall", "Inventur", "Lieferung"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The words of the dialog, by reason. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  Bruch: "Bruch (beschädigt)",
  Verfall: "Verfall (abgelaufen)",
  Inventur: "Inventur (Zählung korrigiert)",
  Lieferung: "Lieferung (Ware eingetroffen)",
};

/** A hand correction moves the stock by at most this many units at once (a typo of 1,000,000 is refused). */
export const STOCK_DELTA_MAX = 100_000;

/** The stock correction's messages: the dialog shows them at its fields, in the back office's German. */
export const STOCK_MESSAGES = {
  whole: "Änderung: eine ganze Zahl (Zugang positiv, Abgang negativ)",
  notZero: "Änderung: nicht 0",
  range: `Änderung: höchstens ${STOCK_DELTA_MAX} Stück auf einmal`,
  reason: `Grund: ${STOCK_REASONS.slice(0, -1).join(", ")} oder ${STOCK_REASONS.at(-1)}`,
} as const;

/** POST /api/backoffice/articles/{pharmacode}/stock (issue 40): stock never below 0 (409 STOCK_NEGATIVE). */
export const stockAdjustSchema = z.object({
  delta: z
    .number({ error: STOCK_MESSAGES.whole })
    .int({ error: STOCK_MESSAGES.whole })
    .min(-STOCK_DELTA_MAX, { error: STOCK_MESSAGES.range })
    .max(STOCK_DELTA_MAX, { error: STOCK_MESSAGES.range })
    .refine((d) => d !== 0, { error: STOCK_MESSAGES.notZero }),
  reason: z.enum(STOCK_REASONS, { error: STOCK_MESSAGES.reason }),
});
export type StockAdjust = z.infer<typeof stockAdjustSchema>;

// ---------------------------------------------------------------------------------------------- photos

/**
 * POST /api/backoffice/articles/{pharmacode}/images (issue 40, docs/decisions/035-article-photos.md): one photo in
 * the multipart field `file`. Its type is read from its first bytes (IMAGE_TYPES), never from its name or the
 * browser's content type; at most IMAGE_MAX_BYTES and IMAGE_MAX_PIXELS (a decompression bomb is refused before it
 * is decoded). The shop serves it at the packshots' two sizes, as WebP without any metadata.
 */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** 50 megapixels: a full-frame camera's photo (45 MP) passes; 20000 × 20000 does not. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Photos per article: a gallery, not an archive. */
export const IMAGE_MAX_PER_ARTICLE = 12;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** What the file input offers (the server decides from the bytes anyway). */
export const IMAGE_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
/** The bytes sniffImageType needs. */
export const IMAGE_SNIFF_BYTES = 12;

/**
 * The photo's type from its magic number: FF D8 FF (JPEG), the PNG signature, or a RIFF container of type WEBP.
 * HTML named .png, a PDF, a HEIC or anything else: null. Shared by the page (to say so before sending) and the server.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return "image/png";
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** The article's photos as they are now, after an upload, a reorder or a delete (201/200). */
export type BackofficeImages = { pharmacode: number; images: BackofficeImage[] };

/**
 * PUT /api/backoffice/articles/{pharmacode}/images: the new order as the current `n`s, each once (`[2, 0, 1]` puts
 * the third first). A list that is not a permutation of the current photos (one came or went meanwhile) is a 409.
 */
export const imageOrderSchema = z.object({
  order: z.array(z.number({ error: "order holds the photos' n" }).int().min(0).max(99), { error: "order must be a list of the photos' n" }).min(1).max(100),
});
export type ImageOrder = z.infer<typeof imageOrderSchema>;

/** DELETE …/images/{n}: `name`, the file name the page showed at n; when given and n is now another photo, 409. */
export const imageDeleteQuery = z.object({
  name: z.preprocess((v) => (v === "" ? undefined : v), textParam("name", 100).optional()),
});

export const IMAGE_MESSAGES = {
  missing: "Send the photo as multipart/form-data in the field file",
  empty: "No file in the field file, or an empty one",
  tooLarge: `The photo is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  wrongType: "The photo must be a JPEG, PNG or WebP image (read from its bytes)",
  tooManyPixels: `The photo has more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  unreadable: "The photo could not be read (a damaged or truncated file)",
  tooMany: `An article has at most ${IMAGE_MAX_PER_ARTICLE} photos`,
  duplicate: "This photo is already one of the article's photos",
  notFound: "The article has no photo with this n",
  changed: "The article's photos changed meanwhile: reload them",
} as const;

// ---------------------------------------------------------------------------------------------- offers

/** The audit line's `reference` when the shop itself ended an offer at its date (no one acted: `by` is null). */
export const OFFER_END_REFERENCE = "OFFER_END";

/** An article on offer (GET /api/backoffice/offers): its price is below its original price. */
export type BackofficeOffer = {
  pharmacode: number;
  name: string;
  /** CHF: the offer price, what the shop charges now. */
  price: number;
  /** CHF: the regular price, shown struck through; the price returns to it when the offer ends. */
  originalPrice: number;
  /** ISO instant the offer ends by itself; null: until someone ends it. */
  offerUntil: string | null;
  /** ISO instant the offer began in the back office or an import; null for offers older than that (the generator's). */
  offerSince: string | null;
  /** false: the article is out of the shop, so the offer shows nowhere. */
  active: boolean;
};

const OFFER_MESSAGES = {
  price: "price: 0.05 bis 99999.95, höchstens zwei Nachkommastellen",
  originalPrice: "originalPrice: 0.05 bis 99999.95, höchstens zwei Nachkommastellen",
  above: "originalPrice muss über dem Aktionspreis liegen",
  until: "offerUntil: ein Datum JJJJ-MM-TT (die Aktion gilt bis und mit diesem Tag) oder JJJJ-MM-TTTHH:MM, Zeit in Zürich",
} as const;

/** CHF as the `articles` rules take it: 0.05 to 99,999.95 with at most two decimals (the import's PRICE rule). */
const chfAmount = (message: string) =>
  z
    .number({ error: message })
    .refine((v) => Number.isFinite(v) && v >= 0.05 && v <= 99_999.95 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: message });

const OFFER_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFER_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const realDay = (year: number, month: number, day: number): CalendarDay | null => {
  const d = { year, month, day };
  return year >= 2000 && year <= 2999 && sameDay(fromDayNumber(dayNumber(d)), d) ? d : null;
};

/**
 * The instant an offer ends, from what a manager types, read on Zurich's clock (contracts/calendar.ts, no time-zone
 * code of our own): `2026-12-24` runs through that whole day (it ends at midnight, 00:00 of the 25th in Zurich);
 * `2026-12-24T18:00` ends at 18:00 Zurich time, summer or winter. Null for anything else.
 */
export function offerEndInstant(text: string): Date | null {
  const day = OFFER_DAY.exec(text);
  if (day) {
    const d = realDay(Number(day[1]), Number(day[2]), Number(day[3]));
    return d ? zurichInstant(addDays(d, 1), 0) : null;
  }
  const minute = OFFER_MINUTE.exec(text);
  if (!minute) return null;
  const d = realDay(Number(minute[1]), Number(minute[2]), Number(minute[3]));
  const [h, m] = [Number(minute[4]), Number(minute[5])];
  return d && h < 24 && m < 60 ? zurichInstant(d, h * 60 + m) : null;
}

/**
 * When an offer ends, as the pages say it: an end at midnight in Zurich is the last whole day ("bis und mit
 * 24.12.2026"), any other "bis 24.12.2026, 18:00".
 */
export function offerEndText(iso: string): string {
  const at = new Date(iso);
  if (zurichMinutes(at) === 0) return `bis und mit ${swissDateText(addDays(zurichDay(at), -1))}`;
  return `bis ${zurichDateText(at)}, ${zurichTimeText(at)}`;
}

/**
 * PUT /api/backoffice/articles/{pharmacode}/offer: starts (or changes) an offer. `originalPrice` left out: the
 * article's regular price (its original price when it is on offer already, else its price). `offerUntil` null or
 * left out: no end. The rules of the `articles` format: prices as `price_chf`, the original above the price (OFFER).
 */
export const offerSchema = z
  .object({
    price: chfAmount(OFFER_MESSAGES.price),
    originalPrice: chfAmount(OFFER_MESSAGES.originalPrice).optional(),
    offerUntil: z
      .string({ error: OFFER_MESSAGES.until })
      .refine((v) => offerEndInstant(v) !== null, { error: OFFER_MESSAGES.until })
      .nullable()
      .default(null),
  })
  .refine((o) => o.originalPrice === undefined || o.originalPrice > o.price, { error: OFFER_MESSAGES.above, path: ["originalPrice"] });
export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.output<typeof offerSchema>;

const PHARMACODE_MESSAGE = "pharmacode: 1 bis 7 Ziffern";

/** The back office's "start an offer" form: the article's pharmacode and the offer (one set of messages with the API). */
export const offerFormSchema = z.intersection(
  z.object({
    pharmacode: z
      .number({ error: PHARMACODE_MESSAGE })
      .int({ error: PHARMACODE_MESSAGE })
      .min(1, { error: PHARMACODE_MESSAGE })
      .max(9_999_999, { error: PHARMACODE_MESSAGE }),
  }),
  offerSchema,
);

/** An end that is not after now (400). */
export const OFFER_END_PAST = "offerUntil muss in der Zukunft liegen";

// ---------------------------------------------------------------------------------------------- staff

/** A member of the team (GET /api/backoffice/staff): staff (the desk) or manager (the desk and the back office). */
export type StaffMemberEntry = {
  _id: string;
  email: string;
  name: string;
  role: StaffRoleName;
  /** ISO instant the account became staff. */
  since: string;
  /** false while the invitation's set-password link has not been used. */
  passwordSet: boolean;
};

/**
 * POST /api/backoffice/staff: invites a new member (the set-password mail of `npm run staff -- add`). An address
 * with a customer account becomes staff (its password is voided, as the CLI does); one already in the team is 409.
 */
export const staffInviteSchema = z.object({
  email: emailField,
  name: safeText("name").trim().max(200, { error: "name: höchstens 200 Zeichen" }).default(""),
  role: z.enum(STAFF_ROLE_NAMES, { error: "role: staff oder manager" }),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;
export type StaffInviteInput = z.input<typeof staffInviteSchema>;

/** PATCH /api/backoffice/staff/{id}. */
export const staffRoleSchema = z.object({ role: z.enum(STAFF_ROLE_NAMES, { error: "role: staff oder manager" }) });
export type StaffRoleChange = z.infer<typeof staffRoleSchema>;

export const staffIdParam = z.uuid({ error: "Unknown staff member" });

/** The refusal of a change that would leave the shop without a manager (409 LAST_MANAGER). */
export const LAST_MANAGER_MESSAGE = "The last manager cannot be removed or made staff: make someone else a manager first";

// ---------------------------------------------------------------------------------------------- audit

export const AUDIT_SOURCES = ["IMPORT", "EDIT", "STOCK", "ORDER"] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/**
 * One changed field of one article. `by` is null for ORDER (the customer's order moved the stock), the CLI on the
 * database and an offer that ended at its date (source EDIT, reference OFFER_END: the shop itself acted).
 */
export type CatalogueAuditEntry = {
  _id: string;
  at: string;
  by: StaffRef | null;
  pharmacode: number;
  field: AuditField;
  from: FieldValue;
  to: FieldValue;
  source: AuditSource;
  /** The import job (IMPORT), the order number (ORDER), the reason of a hand correction (STOCK: STOCK_REASONS), else null. */
  jobId: string | null;
  reference: string | null;
};

export const auditQuery = z.object({
  pharmacode: z.preprocess((v) => (v === "" ? undefined : v), intParam("pharmacode", 1, 2_147_483_647).optional()),
  job: z.preprocess((v) => (v === "" ? undefined : v), z.uuid({ error: "job must be an import id" }).optional()),
  page: pageParam,
  limit: intParam("limit", 1, 200, 50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

// ---------------------------------------------------------------------------------------------- refusals

/** `code` of the envelope on back-office refusals, so the pages word them without reading `error`. */
export const BACKOFFICE_ERROR_CODES = [
  "MANAGER_ONLY",
  "FILE_MISSING",
  "FILE_TOO_LARGE",
  "FILE_TYPE",
  "IMPORT_NOT_FOUND",
  "IMPORT_NOT_VALIDATED",
  "IMPORT_HAS_ERRORS",
  "IMPORT_COMMIT_RUNNING",
  "IMPORT_COMMITTED",
  "ARTICLE_NOT_FOUND",
  "ARTICLE_CHANGED",
  "STOCK_NEGATIVE",
  "IMAGE_PIXELS",
  "IMAGE_UNREADABLE",
  "IMAGE_LIMIT",
  "IMAGE_DUPLICATE",
  "IMAGE_NOT_FOUND",
  "IMAGE_CHANGED",
  // offers (issue 40)
  "OFFER_NO_PRICE",
  "OFFER_PRICE_HIDDEN",
  "OFFER_ENDED",
  "NO_OFFER",
  // staff (issue 40)
  "STAFF_NOT_FOUND",
  "STAFF_EXISTS",
  "LAST_MANAGER",
] as const;
export type BackofficeErrorCode = (typeof BACKOFFICE_ERROR_CODES)[number];

/** German words of the pages (the desk's style). */
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  VALIDATING: "Wird geprüft",
  VALIDATED: "Geprüft",
  COMMITTING: "Wird übernommen",
  DONE: "Übernommen",
  FAILED: "Fehlgeschlagen",
  DISCARDED: "Verworfen",
};
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = { articles: "Artikel", stock: "Lagerbestand", refdata: "Refdata (Swissmedic-Kategorien)" };
export const AUDIT_SOURCE_LABELS: Record<AuditSource, string> = { IMPORT: "Import", EDIT: "Bearbeitung", STOCK: "Lagerkorrektur", ORDER: "Bestellung" };
