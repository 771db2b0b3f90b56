import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AuditSource, FieldChange, FieldValue } from "#contracts/backoffice.ts";
import { toMinor } from "#contracts/money.ts";
import { REGULATION_CODES, showsPrice, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import type { Db } from "#server/db/client.ts";
import { queryRows, intArray } from "#server/db/typed-sql.ts";
import { nameKey, sortKey } from "#server/services/catalogue/name-key.ts";
import { loadArticleStates, NEXT_UPDATED_AT, toBackofficeArticle, type ArticleState } from "./articles.ts";
import type { RowValues } from "./article-rules.ts";
import { newArticle, valuesOf, type ArticleValues } from "./changes.ts";
import { CREATED_FIELDS } from "./audit.ts";
import { NEXT_SHUFFLE_KEY, randomOrder } from "./shuffle.ts";

/**
 * Writing validated changes to the catalogue, inside the caller's transaction (an import chunk, an edit): the
 * fields as they are at the moment of writing are compared again, so a field someone else already set is not
 * written twice, and every field written gets its audit line.
 */

type Tx = Pick<Db, "execute">;

/** A category or subcategory by its lower-case English name. */
export type CategoryRef = { name: string; categoryId: number; subcategoryId: number | null };

const categoryRefRow = z.object({ name: z.string(), category_id: z.number().int(), subcategory_id: z.number().int().nullable() });

/** The shop's categories and subcategories by lower-case English name (a main category wins over a namesake subcategory). */
export async function loadCategoryRefs(db: Tx): Promise<Map<string, CategoryRef>> {
  const rows = await queryRows(
    db,
    categoryRefRow,
    sql`select name_en as name, id as category_id, null::int as subcategory_id from categories
        union all select s.name_en, s.category_id, s.id from subcategories s order by subcategory_id nulls first`,
  );
  const map = new Map<string, CategoryRef>();
  for (const r of rows) if (!map.has(r.name.toLowerCase())) map.set(r.name.toLowerCase(), { name: r.name, categoryId: r.category_id, subcategoryId: r.subcategory_id });
  return map;
}

export type ApplyContext = { categories: Map<string, CategoryRef>; by: string | null; source: AuditSource; jobId: string | null; reference?: string | null };

export type RowToApply = { pharmacode: number; fields: FieldChange[] };

type AuditLine =
  | { pharmacode: number; field: string; from: FieldValue; to: FieldValue }
  | { pharmacode: number; field: typeof CREATED_FIELDS; from: null; to: { field: string; to: FieldValue }[] };

/** Codes whose price is public: the list's sort_price is null for the others (as the seeder writes it). */
const PRICED_CODES = sql.raw(REGULATION_CODES.filter(showsPrice).map((c) => `'${c}'`).join(", "));

const uid = () => randomBytes(12).toString("hex");

/** The product's name without the pack size the article's name ends with ("Dolorin 400 mg 20 Stk" → "Dolorin 400 mg"). */
const productName = (name: string, packSize: string) => (packSize && name.endsWith(` ${packSize}`) ? name.slice(0, -packSize.length - 1) : name);

async function setCategory(tx: Tx, productId: number, ref: CategoryRef) {
  await tx.execute(sql`update products set main_category_id = ${ref.categoryId} where id = ${productId}`);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id, subcategory_id, position) values (${productId}, ${ref.categoryId}, ${ref.subcategoryId}, 0)
    on conflict (product_id, position) do update set category_id = excluded.category_id, subcategory_id = excluded.subcategory_id`);
}

async function setSummary(tx: Tx, productId: number, title: string, summary: string) {
  const folder = folderOf(title, summary);
  const content = { consumerFolder: folder, components: [], nonPharmaInformation: null, monographies: [] };
  await tx.execute(sql`
    insert into product_details (product_id, content) values (${productId}, ${JSON.stringify(content)}::jsonb)
    on conflict (product_id) do update set content = jsonb_set(product_details.content, '{consumerFolder}', ${JSON.stringify(folder)}::jsonb)`);
  await tx.execute(sql`update products set folder_title = ${folder ? title : null}, folder_summary_text = ${folder ? folderText(summary) : null} where id = ${productId}`);
}

/** A JSON parameter read as a set of rows: one statement writes a whole chunk's rows. */
const recordset = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** The ids of companies (or brands) by name key, created where missing, for a whole chunk in two statements each. */
async function companyIds(tx: Tx, names: readonly string[]): Promise<Map<string, number>> {
  const rows = [...new Map(names.map((name) => [nameKey(name), { name, key: nameKey(name) }])).values()];
  await tx.execute(sql`
    insert into companies (id, name, name_key)
    select (select coalesce(max(id), 0) from companies) + r.ord, r.name, r.key
    from jsonb_to_recordset(${recordset(rows.map((r, i) => ({ ...r, ord: i + 1 })))}) as r(name text, key text, ord int)
    on conflict (name_key) do nothing`);
  const found = await queryRows(tx, keyIdRow, sql`select id, name_key from companies where name_key = any(${`{${rows.map((r) => JSON.stringify(r.key)).join(",")}}`}::text[])`);
  return new Map(found.map((r) => [r.name_key, r.id]));
}

async function brandIds(tx: Tx, brands: readonly { name: string; company: number }[]): Promise<Map<string, number>> {
  // A brand new to the shop belongs to the company of the first row that names it.
  const first = new Map<string, { name: string; key: string; company: number }>();
  for (const b of brands) if (!first.has(nameKey(b.name))) first.set(nameKey(b.name), { name: b.name, key: nameKey(b.name), company: b.company });
  const unique = [...first.values()];
  await tx.execute(sql`
    insert into brands (id, name, name_key, company_id, colour)
    select (select coalesce(max(id), 0) from brands) + r.ord, r.name, r.key, r.company, '#3f6f5f'
    from jsonb_to_recordset(${recordset(unique.map((r, i) => ({ ...r, ord: i + 1 })))}) as r(name text, key text, company int, ord int)
    on conflict (name_key) do nothing`);
  const found = await queryRows(tx, keyIdRow, sql`select id, name_key from brands where name_key = any(${`{${unique.map((r) => JSON.stringify(r.key)).join(",")}}`}::text[])`);
  return new Map(found.map((r) => [r.name_key, r.id]));
}

const keyIdRow = z.object({ id: z.number().int(), name_key: z.string() });

/** The consumer folder a summary becomes (product_details) and its plain text for the list (products). */
const folderOf = (title: string, summary: string) => (summary === "" ? null : { title, summary });
const folderText = (summary: string) => summary.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

/**
 * New articles, each with a product of its own, for a whole chunk in a dozen statements. Row by row it was a dozen
 * statements per article: 100,000 new articles took about ten minutes on the embedded database (bench:import).
 * Ids and sales ranks follow the current maximum in the order of the rows, as one by one they did; those in the shop
 * take sort=random's next keys in a random order (server/services/backoffice/shuffle.ts).
 */
async function createArticles(tx: Tx, items: readonly { pharmacode: number; v: ArticleValues }[], ctx: ApplyContext): Promise<number[]> {
  if (items.length === 0) return [];
  const active = items.flatMap((item, index) => (item.v.active ? [index] : []));
  const shufflePosition = new Map(randomOrder(active.length).map((position, i) => [active[i]!, position]));
  const companies = await companyIds(tx, items.map((i) => i.v.company));
  const brands = await brandIds(tx, items.map((i) => ({ name: i.v.brand, company: companies.get(nameKey(i.v.company))! })));
  const rows = items.map(({ pharmacode, v }, index) => {
    const ref = ctx.categories.get(v.category.toLowerCase());
    if (!ref) throw new Error(`unknown category ${v.category}`);
    const price = v.price === null ? null : toMinor(v.price);
    const folder = folderOf(v.name, v.summary);
    return {
      ord: index + 1,
      pharmacode,
      product_uid: uid(),
      article_uid: uid(),
      kind: v.swissmedicCategory ? "medicine" : "care",
      name: v.name,
      brand: brands.get(nameKey(v.brand))!,
      company: companies.get(nameKey(v.company))!,
      category: ref.categoryId,
      subcategory: ref.subcategoryId,
      sort_name: sortKey(v.name),
      active: v.active,
      price,
      original_price: v.originalPrice === null ? price : toMinor(v.originalPrice),
      regulation: v.saleCode,
      available: v.available,
      vat_bp: Math.round(v.vatRate * 100),
      gtin: v.gtin,
      smc: v.swissmedicCategory,
      atc: v.atc,
      stock: v.stock,
      // The list columns refreshProducts would copy from the product's one article (written here, not read back).
      sort_price: showsPrice(v.saleCode) ? price : null,
      shuffle_position: shufflePosition.get(index) ?? null,
      in_discount: v.active && price !== null && v.originalPrice !== null && toMinor(v.originalPrice) > price,
      folder_title: folder ? v.name : null,
      folder_text: folder ? folderText(v.summary) : null,
      content: { consumerFolder: folder, components: [], nonPharmaInformation: null, monographies: [] },
    };
  });
  // Each statement gets only its own columns: the whole row six times over was most of a chunk's bytes, and on the
  // embedded database every byte is measured, copied and parsed in this thread (bench:import's CPU profile).
  const products = await queryRows(
    tx,
    z.object({ id: z.number().int(), main_pharmacode: z.number().int() }),
    sql`
    insert into products (id, uid, kind, name, brand_id, company_id, main_category_id, sales_rank, main_pharmacode, sort_name, sort_price, in_discount,
      active, shuffle_key, folder_title, folder_summary_text)
    select (select coalesce(max(id), 0) from products) + r.ord, r.uid, r.kind, r.name, r.brand, r.company, r.category,
      (select coalesce(max(sales_rank), 0) from products) + r.ord, r.pharmacode, r.sort_name, r.sort_price, r.in_discount, r.active,
      ${NEXT_SHUFFLE_KEY} + r.shuffle_position, r.folder_title, r.folder_text
    from jsonb_to_recordset(${recordset(rows.map((r) => ({
      ord: r.ord, uid: r.product_uid, kind: r.kind, name: r.name, brand: r.brand, company: r.company, category: r.category, pharmacode: r.pharmacode,
      sort_name: r.sort_name, sort_price: r.sort_price, in_discount: r.in_discount, active: r.active, shuffle_position: r.shuffle_position,
      folder_title: r.folder_title, folder_text: r.folder_text,
    })))}) as r(ord int, uid text, kind text, name text, brand int, company int, category int, pharmacode int, sort_name text, sort_price int,
      in_discount boolean, active boolean, shuffle_position int, folder_title text, folder_text text)
    returning id, main_pharmacode`,
  );
  const productOf = new Map(products.map((p) => [p.main_pharmacode, p.id]));
  const withProduct = rows.map((r) => ({ ...r, product: productOf.get(r.pharmacode)! }));
  await tx.execute(sql`
    insert into articles (id, uid, product_id, position, pharmacode, description, long_description, pack_size, price_cents, original_price_cents,
      regulation, is_available, vat_rate_bp, images, active, gtin, swissmedic_category, atc)
    select (select coalesce(max(id), 0) from articles) + r.ord, r.uid, r.product, 0, r.pharmacode, r.name, r.name, '', r.price, r.original_price,
      r.regulation, r.available, r.vat_bp, '{}'::text[], r.active, r.gtin, r.smc, r.atc
    from jsonb_to_recordset(${recordset(withProduct.map((r) => ({
      ord: r.ord, uid: r.article_uid, product: r.product, pharmacode: r.pharmacode, name: r.name, price: r.price, original_price: r.original_price,
      regulation: r.regulation, available: r.available, vat_bp: r.vat_bp, active: r.active, gtin: r.gtin, smc: r.smc, atc: r.atc,
    })))}) as r(ord int, uid text, product int, pharmacode int, name text, price int, original_price int, regulation text, available boolean,
      vat_bp smallint, active boolean, gtin text, smc text, atc text)`);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id, subcategory_id, position) select r.product, r.category, r.subcategory, 0
    from jsonb_to_recordset(${recordset(withProduct.map((r) => ({ product: r.product, category: r.category, subcategory: r.subcategory })))}) as r(product int, category int, subcategory int)`);
  // A product without a details row reads as one with empty details (detail.ts), and a summary given later writes the
  // row (setSummary): an article without a summary writes none, a row fewer per new article of a large import.
  const withDetails = withProduct.filter((r) => r.content.consumerFolder !== null);
  if (withDetails.length > 0) {
    await tx.execute(sql`
      insert into product_details (product_id, content) select r.product, r.content
      from jsonb_to_recordset(${recordset(withDetails.map((r) => ({ product: r.product, content: r.content })))}) as r(product int, content jsonb)
      on conflict (product_id) do update set content = jsonb_set(product_details.content, '{consumerFolder}', excluded.content -> 'consumerFolder')`);
  }
  await tx.execute(sql`
    insert into article_stock (pharmacode, stock) select r.pharmacode, r.stock
    from jsonb_to_recordset(${recordset(withProduct.map((r) => ({ pharmacode: r.pharmacode, stock: r.stock })))}) as r(pharmacode int, stock int)
    on conflict (pharmacode) do update set stock = excluded.stock, updated_at = now()`);
  return withProduct.map((r) => r.product);
}

async function updateArticle(tx: Tx, state: ArticleState, v: ArticleValues, changed: Set<string>, ctx: ApplyContext) {
  const price = v.price === null ? null : toMinor(v.price);
  const original = v.originalPrice === null ? price : toMinor(v.originalPrice);
  const onOffer = price !== null && original !== null && original > price;
  // An offer's dates live as long as the offer (record 036): an offer that begins here starts now, one that goes on
  // keeps its start and end, one that this change ends loses both (the table's check insists).
  await tx.execute(sql`
    update articles set gtin = ${v.gtin}, description = ${v.name}, price_cents = ${price},
      original_price_cents = ${original}, vat_rate_bp = ${Math.round(v.vatRate * 100)},
      offer_since = case when ${onOffer}::boolean then (case when original_price_cents > price_cents then offer_since else now() end) end,
      offer_until = case when ${onOffer}::boolean then offer_until end,
      swissmedic_category = ${v.swissmedicCategory}, atc = ${v.atc}, regulation = ${v.saleCode}, is_available = ${v.available}, active = ${v.active},
      updated_at = ${NEXT_UPDATED_AT}
    where id = ${state.id}`);
  if (changed.has("name") && state.position === 0) {
    await tx.execute(sql`update products set name = ${productName(v.name, state.pack_size)}, sort_name = ${sortKey(v.name)} where id = ${state.product_id}`);
  }
  if (changed.has("company") || changed.has("brand")) {
    const company = (await companyIds(tx, [v.company])).get(nameKey(v.company))!;
    const brand = (await brandIds(tx, [{ name: v.brand, company }])).get(nameKey(v.brand))!;
    await tx.execute(sql`update products set company_id = ${company}, brand_id = ${brand} where id = ${state.product_id}`);
  }
  if (changed.has("category")) {
    const ref = ctx.categories.get(v.category.toLowerCase());
    if (!ref) throw new Error(`unknown category ${v.category}`);
    await setCategory(tx, state.product_id, ref);
  }
  if (changed.has("summary")) await setSummary(tx, state.product_id, v.name, v.summary);
  if (changed.has("stock")) {
    await tx.execute(sql`insert into article_stock (pharmacode, stock) values (${state.pharmacode}, ${v.stock}) on conflict (pharmacode) do update set stock = excluded.stock, updated_at = now()`);
  }
}

/** The list columns a product copies from its articles (price of the main one, any offer, any article in the shop). */
export async function refreshProducts(tx: Tx, productIds: readonly number[]) {
  if (productIds.length === 0) return;
  const ids = intArray([...new Set(productIds)]);
  await tx.execute(sql`
    update products p set
      sort_price = (select case when m.regulation in (${PRICED_CODES}) then m.price_cents end from articles m where m.product_id = p.id order by m.position limit 1),
      in_discount = exists (select 1 from articles a where a.product_id = p.id and a.active and a.original_price_cents > a.price_cents),
      active = exists (select 1 from articles a where a.product_id = p.id and a.active)
    where p.id = any(${ids})`);
}

/**
 * The fields the search index copies (server/search/indexer.ts reads name, brand, company, categories, the list
 * price, which the sale code shows or hides, and whether the product is in the shop): a row that changed only
 * others (stock, summary, VAT…) leaves the product's search document as it is.
 */
const SEARCHED_FIELDS = new Set(["name", "brand", "company", "category", "price", "saleCode", "active"]);

/**
 * `searchProductIds`: the products whose search documents the change touched (updateSearchDocuments).
 * `inOrOutProductIds`: the products of existing articles whose `active` changed (keepShuffle; new ones have their keys).
 */
export type ApplyResult = { applied: number; created: number; productIds: number[]; searchProductIds: number[]; inOrOutProductIds: number[]; audit: number };

/**
 * Applies rows (each a list of field changes to its `to` values) in the caller's transaction, which took lockShuffle
 * first (new articles take sort=random's next keys; see shuffle.ts).
 */
export async function applyRows(tx: Tx, rows: readonly RowToApply[], ctx: ApplyContext): Promise<ApplyResult> {
  const states = await loadArticleStates(tx, rows.map((r) => r.pharmacode), true);
  const audit: AuditLine[] = [];
  const productIds: number[] = [];
  const searchProductIds: number[] = [];
  let created = 0;
  let applied = 0;
  const inOrOutProductIds: number[] = [];
  const creations: { pharmacode: number; v: ArticleValues }[] = [];
  for (const row of rows) {
    const state = states.get(row.pharmacode);
    if (!state) {
      const given: RowValues = {};
      for (const f of row.fields) given[f.field] = f.to;
      creations.push({ pharmacode: row.pharmacode, v: { ...newArticle(row.pharmacode, given), ...given } as ArticleValues });
      // One stored line for all of a new article's fields (read back one per field): see CREATED_FIELDS.
      audit.push({ pharmacode: row.pharmacode, field: CREATED_FIELDS, from: null, to: row.fields.map((f) => ({ field: f.field, to: f.to })) });
      created++;
      applied++;
      continue;
    }
    const now = valuesOf(toBackofficeArticle(state));
    const next = { ...now } as Record<string, FieldValue>;
    const changed = new Set<string>();
    for (const f of row.fields) {
      if (now[f.field] === f.to) continue;
      next[f.field] = f.to;
      changed.add(f.field);
      audit.push({ pharmacode: row.pharmacode, field: f.field, from: now[f.field], to: f.to });
    }
    if (changed.size === 0) continue;
    // A price raised above an offer it had ends the offer (as the validation did on its view).
    if (next.originalPrice !== null && (next.price === null || (next.originalPrice as number) <= (next.price as number))) next.originalPrice = null;
    await updateArticle(tx, state, next as unknown as ArticleValues & { saleCode: RegulationCode; swissmedicCategory: SwissmedicCategory | null }, changed, ctx);
    if (changed.has("active")) inOrOutProductIds.push(state.product_id);
    productIds.push(state.product_id);
    if ([...changed].some((field) => SEARCHED_FIELDS.has(field))) searchProductIds.push(state.product_id);
    applied++;
  }
  // A new article's product has its list columns from the insert; the products of updated articles copy them again.
  await refreshProducts(tx, productIds);
  const createdProducts = await createArticles(tx, creations, ctx);
  productIds.push(...createdProducts);
  searchProductIds.push(...createdProducts);
  if (audit.length > 0) {
    await tx.execute(sql`
      insert into catalogue_audit (by, pharmacode, field, "from", "to", source, job_id, reference)
      select ${ctx.by}::uuid, r.pharmacode, r.field, r."from", r."to", ${ctx.source}, ${ctx.jobId}::uuid, ${ctx.reference ?? null}
      from jsonb_to_recordset(${JSON.stringify(audit)}::jsonb) as r(pharmacode int, field text, "from" jsonb, "to" jsonb)`);
  }
  return { applied, created, productIds, searchProductIds, inOrOutProductIds, audit: audit.length };
}
