import { sql, type SQL } from "drizzle-orm";
import type { Category, Company, ProductList, SoloField, Sort } from "#contracts/catalogue.ts";
import { mayOrderOnline, REGULATION_CODES } from "#contracts/regulation.ts";
import { z } from "zod";
import type { Database, Db } from "#server/db/client.ts";
import { countRow, idRow, queryOne, queryOptional, queryRows } from "#server/db/typed-sql.ts";
import { NotFound } from "#server/services/errors.ts";
import { loadProductDetail, type LoadedProductDetail } from "./detail.ts";
import { loadProductSummaries } from "./summaries.ts";
import { pagedList, shuffledList } from "./list.ts";
import { escapeLike, nameKey } from "./name-key.ts";
import { shapeOf, type PackshotInfo } from "./packshot.ts";
import { createReadCache } from "./read-cache.ts";
import { defaultSeed } from "#server/search/sorting.ts";
import { filterCompanies, queryCategories, queryCompanies } from "./taxonomy.ts";

export const CATEGORY_NOT_FOUND = "Category not found";

type Paging = { page: number; limit: number };
type Sorted = { sort: Sort; seed?: number };

const nothing = sql`false`;
const pharmacodeRow = z.object({ pharmacode: z.number().int() });
const packshotRow = z.object({
  pharmacode: z.number().int(),
  pack_size: z.string(),
  regulation: z.enum(REGULATION_CODES),
  name: z.string(),
  brand: z.string(),
  colour: z.string(),
});

async function idByKey(db: Db, table: "companies" | "brands", name: string): Promise<number | undefined> {
  return (await queryOptional(db, idRow, sql`select id from ${sql.identifier(table)} where name_key = ${nameKey(name)}`))?.id;
}

/** Every word of the value must occur in the column (case-insensitive, literal). */
function containsAllWords(column: SQL, value: string): SQL {
  const words = value.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return nothing;
  return sql.join(
    words.map((w) => sql`lower(${column}) like ${`%${escapeLike(w)}%`}`),
    sql` and `,
  );
}

/** The catalogue's read side. Each function returns exactly the API `data` shape of its endpoint. */
export function createCatalogueService(database: Database) {
  const { db } = database;
  const cache = createReadCache(db, database.changes.catalogue);

  const list = (where: SQL, countKey: string, q: Paging & Sorted) =>
    pagedList(db, cache, { where, countKey, page: q.page, limit: q.limit, sort: q.sort, seed: q.seed ?? defaultSeed() });

  async function companyCondition(company: string | undefined): Promise<{ where: SQL; key: string }> {
    if (!company) return { where: sql`true`, key: "" };
    const id = await idByKey(db, "companies", company);
    return id === undefined ? { where: nothing, key: ":none" } : { where: sql`p.company_id = ${id}`, key: `:co${id}` };
  }

  async function inCategory(categoryId: number, q: Paging & Sorted & { company?: string }): Promise<ProductList> {
    const company = await companyCondition(q.company);
    const where = sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = ${categoryId}) and ${company.where}`;
    return list(where, `cat${categoryId}${company.key}`, q);
  }

  return {
    /** All products, paged; sort=random is a stable shuffle per seed. */
    listProducts: (q: Paging & Sorted) =>
      q.sort === "random" ? shuffledList(db, cache, { page: q.page, limit: q.limit, seed: q.seed ?? defaultSeed() }) : list(sql`true`, "all", q),

    /** Products with at least one discounted article, best sellers first. */
    listDiscounts: (q: Paging) => list(sql`p.in_discount`, "discount", { ...q, sort: "bestseller" }),

    /**
     * The home page's "current offers" (issue 40): products on offer, the newest offers the pharmacy started (back
     * office, import) first, then the rest by sales rank. Kept per catalogue generation like every list, so an offer
     * started or ended anywhere shows at the next change the feed announces.
     */
    listCurrentOffers: ({ limit }: { limit: number }): Promise<ProductList> =>
      cache.get(`current-offers:${limit}`, async () => {
        const rows = await queryRows(
          db,
          idRow,
          sql`select p.id from products p where p.active and p.in_discount
              order by (select max(a.offer_since) from articles a where a.product_id = p.id and a.active and a.original_price_cents > a.price_cents) desc nulls last,
                p.sales_rank, p.id
              limit ${limit}`,
        );
        const products = await loadProductSummaries(db, rows.map((r) => r.id));
        return { products, pagination: { page: 1, limit, totalPages: 1, totalProducts: products.length } };
      }),

    /** The best sellers by sales rank, one page of `limit`. */
    listBestsellers: ({ limit }: { limit: number }): Promise<ProductList> =>
      cache.get(`bestsellers:${limit}`, async () => {
        const page = await list(sql`true`, "all", { page: 1, limit, sort: "bestseller" });
        return { products: page.products, pagination: { page: 1, limit, totalPages: 1, totalProducts: page.products.length } };
      }),

    /** The product holding the article with this pharmacode; NotFound 'No article found for this pharmacode'. */
    getProduct: (pharmacode: number): Promise<LoadedProductDetail> => loadProductDetail(db, pharmacode),

    /** All categories with their subcategories, in menu order. */
    getCategories: (): Promise<Category[]> => cache.get("categories", () => queryCategories(db)),

    /** Products of a category given by its `_id` (or its key); NotFound for an unknown category. */
    async listByCategoryId(q: Paging & Sorted & { consumerCategoryId: string; company?: string }): Promise<ProductList> {
      const id = (await queryOptional(db, idRow, sql`select id from categories where uid = ${q.consumerCategoryId} or key = ${q.consumerCategoryId}`))?.id;
      if (id === undefined) throw new NotFound(CATEGORY_NOT_FOUND);
      return inCategory(id, q);
    },

    /** Products of a category or subcategory given by its English name (case-insensitive). */
    async listByCategoryName(q: Paging & Sorted & { name: string; company?: string }): Promise<ProductList> {
      const key = nameKey(q.name);
      const categoryId = (await queryOptional(db, idRow, sql`select id from categories where name_key = ${key}`))?.id;
      if (categoryId !== undefined) return inCategory(categoryId, q);
      const subIds = (await queryRows(db, idRow, sql`select id from subcategories where name_key = ${key} order by id`)).map((r) => r.id);
      if (subIds.length === 0) throw new NotFound(CATEGORY_NOT_FOUND);
      const company = await companyCondition(q.company);
      const where = sql`exists (select 1 from product_categories pc where pc.product_id = p.id and pc.subcategory_id in (${sql.join(
        subIds.map((id) => sql`${id}`),
        sql`, `,
      )})) and ${company.where}`;
      return list(where, `sub${subIds.join("-")}${company.key}`, q);
    },

    /** Products sharing exactly this generic group code (any level). */
    async listByGenericCode(q: Paging & { genericCode: string }): Promise<ProductList> {
      const group = await findGenericGroup(db, q.genericCode);
      const where = group ? sql`${sql.identifier(`generic_level${group.level}_id`)} = ${group.id}` : nothing;
      return list(where, group ? `g${group.id}` : "g:none", { ...q, sort: "bestseller" });
    },

    /**
     * Products similar at `level` to the product with this code: the code's group at that level
     * (1 same substance, 2 plus strength, 3 plus galenic form). A code finer than `level` widens to its ancestor.
     */
    async listSimilar(q: Paging & Sorted & { genericCode: string; level: number }): Promise<ProductList> {
      let group = await findGenericGroup(db, q.genericCode);
      while (group && group.level > q.level && group.parent_id !== null) group = await findGenericGroupById(db, group.parent_id);
      const where = group ? sql`${sql.identifier(`generic_level${group.level}_id`)} = ${group.id}` : nothing;
      return list(where, group ? `g${group.id}` : "g:none", q);
    },

    /** Products of one company (name case-insensitive); an unknown company gives an empty list. */
    async listByCompany(q: Paging & Sorted & { company: string }): Promise<ProductList> {
      const company = await companyCondition(q.company);
      return list(company.where, `company${company.key}`, q);
    },

    /** 'Find More Products': products matching one field of the detail page. */
    async listBySoloField(q: Paging & { field: SoloField; value: string }): Promise<ProductList> {
      const where = await soloFieldCondition(db, q.field, q.value);
      return list(where, `solo:${q.field}:${nameKey(q.value)}`, { ...q, sort: "bestseller" });
    },

    /** Every company with products, in German collation. */
    getAllCompanies: (): Promise<Company[]> => cache.get("companies", () => queryCompanies(db)),

    /** Companies whose name contains the term; those starting with it first. */
    async searchCompanies({ searchTerm, limit }: { searchTerm: string; limit: number }): Promise<{ companies: Company[] }> {
      const all = await cache.get("companies", () => queryCompanies(db));
      return { companies: filterCompanies(all, searchTerm, limit) };
    },

    /** What a generated packshot shows for this pharmacode; null for an unknown article. */
    async getPackshotInfo(pharmacode: number): Promise<PackshotInfo | null> {
      const row = await queryOptional(db, packshotRow, sql`
        select a.pharmacode, a.pack_size, a.regulation, p.name, b.name as brand, b.colour
        from articles a join products p on p.id = a.product_id join brands b on b.id = p.brand_id
        where a.pharmacode = ${pharmacode}`);
      if (!row) return null;
      return {
        pharmacode: row.pharmacode,
        brand: row.brand,
        name: row.name,
        pack: row.pack_size,
        colour: row.colour,
        shape: shapeOf(row.name, row.pack_size),
        rx: !mayOrderOnline(row.regulation),
      };
    },

    /** German name of the category with this key (for its generated tile); null when unknown. */
    async getCategoryName(key: string): Promise<string | null> {
      const categories = await cache.get("categories", () => queryCategories(db));
      return categories.find((c) => c.key === key)?.category.de ?? null;
    },

    /** How many articles (product page addresses) the catalogue has: the sitemap's size. */
    countArticles: (): Promise<number> =>
      cache.get("articles:count", async () => {
        const { n } = await queryOne(db, countRow, sql`select count(*)::int as n from articles`);
        return n;
      }),

    /** One slice of all article pharmacodes in ascending order (an index-only read of their unique index). */
    async pharmacodes({ offset, limit }: { offset: number; limit: number }): Promise<number[]> {
      const rows = await queryRows(db, pharmacodeRow, sql`select pharmacode from articles order by pharmacode limit ${limit} offset ${offset}`);
      return rows.map((r) => r.pharmacode);
    },

    /** Drops cached answers at once (this process just reseeded); other instances notice the new version. */
    invalidate: () => cache.clear(),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

const groupRow = z.object({ id: z.number().int(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]), parent_id: z.number().int().nullable() });
type GroupRow = z.infer<typeof groupRow>;

function findGenericGroup(db: Db, code: string): Promise<GroupRow | undefined> {
  return queryOptional(db, groupRow, sql`select id, level, parent_id from generic_groups where code = ${code.trim()}`);
}

function findGenericGroupById(db: Db, id: number): Promise<GroupRow | undefined> {
  return queryOptional(db, groupRow, sql`select id, level, parent_id from generic_groups where id = ${id}`);
}

async function soloFieldCondition(db: Db, field: SoloField, value: string): Promise<SQL> {
  switch (field) {
    case "brand": {
      const id = await idByKey(db, "brands", value);
      return id === undefined ? nothing : sql`p.brand_id = ${id}`;
    }
    case "companyName": {
      const id = await idByKey(db, "companies", value);
      return id === undefined ? nothing : sql`p.company_id = ${id}`;
    }
    case "substance":
      return sql`p.id in (select ps.product_id from product_substances ps join substances s on s.id = ps.substance_id
                          where s.name_key like ${`%${escapeLike(nameKey(value))}%`})`;
    case "consumerFolderTitle":
      return containsAllWords(sql`p.folder_title`, value);
    case "consumerFolderSummary":
      return containsAllWords(sql`p.folder_summary_text`, value);
  }
}
