import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ArticleDetail } from "#contracts/catalogue.ts";
import type { RegulationCode, SwissmedicCategory } from "#contracts/regulation.ts";

/*
 * The catalogue (issue 3, docs/decisions/004-catalogue-model.md).
 *
 * A product is one medicine or item (brand, company, substances, categories, generic groups, leaflet);
 * its articles are the pack sizes, each with its own pharmacode, price, availability and packshots.
 * Integer keys join; the `uid` columns are the stable string `_id`s the API shows.
 * The list columns on `products` (sort_name, sort_price, in_discount, sales_rank, main_pharmacode) are
 * denormalised from the main article at write time so that every list sort and filter is one index scan.
 */

export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-case, umlauts folded (ä → a): the key for case-insensitive look-ups. */
    nameKey: text("name_key").notNull(),
  },
  (t) => [uniqueIndex("companies_name_key_idx").on(t.nameKey)],
);

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Packshot colour, #rrggbb. */
    colour: text("colour").notNull(),
  },
  (t) => [uniqueIndex("brands_name_key_idx").on(t.nameKey), index("brands_company_idx").on(t.companyId)],
);

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    /** Stable key (FluColds, SportFitness, …) that pages may link to. */
    key: text("key").notNull().unique(),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    /** Lower-case English name, for /api/categories/{englishName}/products. */
    nameKey: text("name_key").notNull(),
    position: smallint("position").notNull(),
    image: text("image"),
  },
  (t) => [uniqueIndex("categories_name_key_idx").on(t.nameKey)],
);

export const subcategories = pgTable(
  "subcategories",
  {
    id: integer("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    nameKey: text("name_key").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [index("subcategories_category_idx").on(t.categoryId), index("subcategories_name_key_idx").on(t.nameKey)],
);

export const substances = pgTable(
  "substances",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
  },
  (t) => [uniqueIndex("substances_name_key_idx").on(t.nameKey)],
);

export const symptoms = pgTable(
  "symptoms",
  {
    id: integer("id").primaryKey(),
    /** German indication word (Husten, Kopfschmerzen, …). */
    word: text("word").notNull().unique(),
  },
);

/** Level 1: same substance; level 2: plus strength; level 3: plus galenic form. Codes nest by prefix. */
export const genericGroups = pgTable(
  "generic_groups",
  {
    id: integer("id").primaryKey(),
    level: smallint("level").notNull(),
    code: text("code").notNull().unique(),
    parentId: integer("parent_id"),
  },
  (t) => [check("generic_groups_level_check", sql`${t.level} between 1 and 3`)],
);

export const PRODUCT_KINDS = ["medicine", "supplement", "cosmetic", "baby", "sport", "device", "care"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    kind: text("kind").$type<ProductKind>().notNull(),
    /** Name of the main article (without pack size), e.g. "Dolorin Ibuprofen 400 mg Filmtabletten". */
    name: text("name").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    mainCategoryId: integer("main_category_id")
      .notNull()
      .references(() => categories.id),
    genericLevel1Id: integer("generic_level1_id").references(() => genericGroups.id),
    genericLevel2Id: integer("generic_level2_id").references(() => genericGroups.id),
    genericLevel3Id: integer("generic_level3_id").references(() => genericGroups.id),
    /** Consumer folder title and the summary as plain text, for the solo-field search. */
    folderTitle: text("folder_title"),
    folderSummaryText: text("folder_summary_text"),
    /** 1 = best seller. */
    salesRank: integer("sales_rank").notNull(),
    // Denormalised from the main article (see the note at the top).
    mainPharmacode: integer("main_pharmacode").notNull(),
    sortName: text("sort_name").notNull(),
    /** Current price of the main article in Rappen; null = no price (sorts last). */
    sortPrice: integer("sort_price"),
    inDiscount: boolean("in_discount").notNull(),
    /**
     * A seeded permutation 0..n-1 of the products. sort=random over the whole catalogue visits it in an
     * affine order chosen by the seed, which is n index look-ups per page instead of sorting every row.
     * Null on catalogues written before it existed (then the hash order is used).
     */
    shuffleKey: integer("shuffle_key"),
    /** Whether any of its articles is in the shop (back office, issue 39): lists and search show active products only. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("products_main_pharmacode_idx").on(t.mainPharmacode),
    index("products_sort_name_idx").on(t.sortName, t.id),
    index("products_sort_price_idx").on(t.sortPrice, t.id),
    uniqueIndex("products_sales_rank_idx").on(t.salesRank),
    uniqueIndex("products_shuffle_key_idx").on(t.shuffleKey),
    index("products_discount_idx").on(t.salesRank).where(sql`${t.inDiscount}`),
    index("products_company_idx").on(t.companyId, t.sortName),
    index("products_brand_idx").on(t.brandId),
    index("products_main_category_idx").on(t.mainCategoryId),
    index("products_generic1_idx").on(t.genericLevel1Id),
    index("products_generic2_idx").on(t.genericLevel2Id),
    index("products_generic3_idx").on(t.genericLevel3Id),
  ],
);

/** One pack size of a product. */
export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    uid: text("uid").notNull().unique(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0 = the main article. */
    position: smallint("position").notNull(),
    pharmacode: integer("pharmacode").notNull().unique(),
    description: text("description").notNull(),
    longDescription: text("long_description").notNull(),
    packSize: text("pack_size").notNull(),
    /** Minor units (Rappen). Null: no price ('Price not available'). */
    priceCents: integer("price_cents"),
    /** Before the discount; equals priceCents when there is none. */
    originalPriceCents: integer("original_price_cents"),
    regulation: text("regulation").$type<RegulationCode>().notNull(),
    /** null: unknown (the page shows nothing). */
    isAvailable: boolean("is_available"),
    /** Swiss VAT in basis points of a percent, included in the price: 260 (2.6 %, medicines and food) or 810 (8.1 %). */
    vatRateBp: smallint("vat_rate_bp").notNull().default(810),
    /** Packshot file names in display order (front 3D first); served as /uploads/F/… and /uploads/M/…. */
    images: text("images").array().notNull(),
    /** false: out of the shop (lists, search, detail 404, no new orders), kept in orders, the back office and the export. */
    active: boolean("active").notNull().default(true),
    /** GS1 GTIN (8, 12, 13 or 14 digits): what Refdata matches on. */
    gtin: text("gtin"),
    /** Swissmedic dispensing category A, B, D or E; null: not a medicine. Bounds `regulation` (contracts/regulation.ts). */
    swissmedicCategory: text("swissmedic_category").$type<SwissmedicCategory>(),
    atc: text("atc"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the offer ends by itself (the offer-end job puts the price back); null: no end, or no offer. */
    offerUntil: timestamp("offer_until", { withTimezone: true }),
    /** When the current offer began in the back office or an import; null for no offer (or the generator's). */
    offerSince: timestamp("offer_since", { withTimezone: true }),
  },
  (t) => [
    index("articles_product_idx").on(t.productId, t.position),
    index("articles_offer_until_idx").on(t.offerUntil).where(sql`${t.offerUntil} is not null`),
    uniqueIndex("articles_gtin_idx").on(t.gtin).where(sql`${t.gtin} is not null`),
    check("articles_swissmedic_category_check", sql`${t.swissmedicCategory} is null or ${t.swissmedicCategory} in ('A', 'B', 'D', 'E')`),
    // The legal rule's floor (saleCodeAllowed): A and B only Rx, D never OK.
    check("articles_sale_code_category_check", sql`(${t.swissmedicCategory} is distinct from 'A' and ${t.swissmedicCategory} is distinct from 'B') or ${t.regulation} = 'Sale.Web.Rx'`),
    check("articles_sale_code_category_d_check", sql`${t.swissmedicCategory} is distinct from 'D' or ${t.regulation} <> 'Sale.Web.OK'`),
    check("articles_regulation_check", sql`${t.regulation} in ('Sale.Web.OK', 'Sale.Web.CC', 'Sale.Web.Rx')`),
    check("articles_price_check", sql`${t.priceCents} is null or (${t.priceCents} > 0 and ${t.originalPriceCents} >= ${t.priceCents})`),
    // An end or a start only while the article is on offer: no writer leaves a date on an offer that is gone.
    check("articles_offer_dates_need_offer", sql`(${t.offerUntil} is null and ${t.offerSince} is null) or coalesce(${t.originalPriceCents} > ${t.priceCents}, false)`),
  ],
);

/** A product's categories; position 0 is the main one. */
export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer("subcategory_id").references(() => subcategories.id),
    position: smallint("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index("product_categories_category_idx").on(t.categoryId, t.productId),
    index("product_categories_subcategory_idx").on(t.subcategoryId, t.productId),
  ],
);

export const productSubstances = pgTable(
  "product_substances",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    substanceId: integer("substance_id")
      .notNull()
      .references(() => substances.id),
    position: smallint("position").notNull(),
    /** e.g. "400 mg"; null for supplements without a declared strength. */
    strength: text("strength"),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index("product_substances_substance_idx").on(t.substanceId, t.productId),
  ],
);

export const productSymptoms = pgTable(
  "product_symptoms",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    symptomId: integer("symptom_id")
      .notNull()
      .references(() => symptoms.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.symptomId] }),
    index("product_symptoms_symptom_idx").on(t.symptomId, t.productId),
  ],
);

/** Detail-only content of spec/shop.md §3, read by the detail page alone. All HTML sanitised on write. */
export type ProductDetailContent = {
  consumerFolder: ArticleDetail["consumerFolder"];
  components: ArticleDetail["components"];
  nonPharmaInformation: ArticleDetail["nonPharmaInformation"];
  monographies: ArticleDetail["monographies"];
};

export const productDetails = pgTable("product_details", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  content: jsonb("content").$type<ProductDetailContent>().notNull(),
});
