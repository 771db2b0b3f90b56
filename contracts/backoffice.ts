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
/** The fields of the `articles` format (import, export, PATCH); offerUntil has its own routes. */
export type BackofficeArticleField = Exclude<keyof BackofficeArticle, "images" | "updatedAt" | "offerUntil">;
/** A field an audit line may name: the article's fields and the offer's end. */
export type AuditField = BackofficeArticleField | "offerUntil";

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
 * PATCH /api/backoffice/articles/{pharmacode} (issue 40): any field but pharmacode, stock, images, updatedAt, with
 * the same rules as an import row (server/services/backoffice/article-rules.ts applies them to both).
 */
export const articlePatchSchema = z
  .object({
    gtin: z.string().nullable(),
    name: safeText("name").trim().min(1).max(200),
    brand: safeText("brand").trim().max(100),
    company: safeText("company").trim().max(100),
    category: safeText("category").trim().max(100),
    price: z.number().nullable(),
    originalPrice: z.number().nullable(),
    vatRate: z.number(),
    swissmedicCategory: z.enum(SWISSMEDIC_CATEGORIES).nullable(),
    atc: z.string().max(10).nullable(),
    saleCode: z.enum(REGULATION_CODES),
    available: z.boolean().nullable(),
    active: z.boolean(),
    summary: z.string().max(20_000),
  })
  .partial();
export type ArticlePatch = z.infer<typeof articlePatchSchema>;

/** POST /api/backoffice/articles/{pharmacode}/stock (issue 40): stock never below 0 (409 STOCK_NEGATIVE). */
export const stockAdjustSchema = z.object({
  delta: z.number().int().refine((d) => d !== 0, { error: "delta must not be 0" }),
  reason: safeText("reason").trim().min(1).max(200),
});
export type StockAdjust = z.infer<typeof stockAdjustSchema>;

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
  /** The import job (IMPORT), the order number (ORDER), else null. */
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
  "STOCK_NEGATIVE",
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
