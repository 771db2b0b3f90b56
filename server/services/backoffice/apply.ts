import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { AuditSource, FieldChange, FieldValue } from "#contracts/backoffice.ts";
import { toMinor } from "#contracts/money.ts";
import { REGULATION_CODES, showsPrice, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import type { Db } from "#server/db/client.ts";
import { idRow, queryOne } from "#server/db/typed-sql.ts";
import { nameKey, sortKey } from "#server/services/catalogue/name-key.ts";
import { loadArticleStates, toBackofficeArticle, type ArticleState } from "./articles.ts";
import type { RowValues } from "./article-rules.ts";
import { newArticle, valuesOf, type ArticleValues } from "./changes.ts";

/**
 * Writing validated changes to the catalogue, inside the caller's transaction (an import chunk, an edit): the
 * fields as they are at the moment of writing are compared again, so a field someone else already set is not
 * written twice, and every field written gets its audit line.
 */

type Tx = Pick<Db, "execute">;

/** A category or subcategory by its lower-case English name. */
export type CategoryRef = { name: string; categoryId: number; subcategoryId: number | null };

export type ApplyContext = { categories: Map<string, CategoryRef>; by: string | null; source: AuditSource; jobId: string | null; reference?: string | null };

export type RowToApply = { pharmacode: number; fields: FieldChange[] };

type AuditLine = { pharmacode: number; field: string; from: FieldValue; to: FieldValue };

/** Codes whose price is public: the list's sort_price is null for the others (as the seeder writes it). */
const PRICED_CODES = sql.raw(REGULATION_CODES.filter(showsPrice).map((c) => `'${c}'`).join(", "));

const uid = () => randomBytes(12).toString("hex");

async function companyId(tx: Tx, name: string): Promise<number> {
  const key = nameKey(name);
  await tx.execute(sql`insert into companies (id, name, name_key) select coalesce(max(id), 0) + 1, ${name}, ${key} from companies on conflict (name_key) do nothing`);
  return (await queryOne(tx, idRow, sql`select id from companies where name_key = ${key}`)).id;
}

async function brandId(tx: Tx, name: string, company: number): Promise<number> {
  const key = nameKey(name);
  await tx.execute(sql`insert into brands (id, name, name_key, company_id, colour) select coalesce(max(id), 0) + 1, ${name}, ${key}, ${company}, '#3f6f5f' from brands on conflict (name_key) do nothing`);
  return (await queryOne(tx, idRow, sql`select id from brands where name_key = ${key}`)).id;
}

/** The product's name without the pack size the article's name ends with ("Dolorin 400 mg 20 Stk" → "Dolorin 400 mg"). */
const productName = (name: string, packSize: string) => (packSize && name.endsWith(` ${packSize}`) ? name.slice(0, -packSize.length - 1) : name);

async function setCategory(tx: Tx, productId: number, ref: CategoryRef) {
  await tx.execute(sql`update products set main_category_id = ${ref.categoryId} where id = ${productId}`);
  await tx.execute(sql`
    insert into product_categories (product_id, category_id, subcategory_id, position) values (${productId}, ${ref.categoryId}, ${ref.subcategoryId}, 0)
    on conflict (product_id, position) do update set category_id = excluded.category_id, subcategory_id = excluded.subcategory_id`);
}

async function setSummary(tx: Tx, productId: number, title: string, summary: string) {
  const folder = summary === "" ? null : { title, summary };
  const content = { consumerFolder: folder, components: [], nonPharmaInformation: null, monographies: [] };
  await tx.execute(sql`
    insert into product_details (product_id, content) values (${productId}, ${JSON.stringify(content)}::jsonb)
    on conflict (product_id) do update set content = jsonb_set(product_details.content, '{consumerFolder}', ${JSON.stringify(folder)}::jsonb)`);
  await tx.execute(sql`update products set folder_title = ${folder ? title : null}, folder_summary_text = ${folder ? summary.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim() : null} where id = ${productId}`);
}

async function createArticle(tx: Tx, pharmacode: number, v: ArticleValues, ctx: ApplyContext): Promise<number> {
  const company = await companyId(tx, v.company);
  const brand = await brandId(tx, v.brand, company);
  const ref = ctx.categories.get(v.category.toLowerCase());
  if (!ref) throw new Error(`unknown category ${v.category}`);
  const { id: productId } = await queryOne(
    tx,
    idRow,
    sql`
    insert into products (id, uid, kind, name, brand_id, company_id, main_category_id, sales_rank, main_pharmacode, sort_name, sort_price, in_discount, active)
    select coalesce(max(id), 0) + 1, ${uid()}::text, ${v.swissmedicCategory ? "medicine" : "care"}::text, ${v.name}::text, ${brand}::int, ${company}::int,
      ${ref.categoryId}::int, (select coalesce(max(sales_rank), 0) + 1 from products), ${pharmacode}::int, ${sortKey(v.name)}::text, null, false, ${v.active}::boolean
    from products returning id`,
  );
  const price = v.price === null ? null : toMinor(v.price);
  await tx.execute(sql`
    insert into articles (id, uid, product_id, position, pharmacode, description, long_description, pack_size, price_cents, original_price_cents,
      regulation, is_available, vat_rate_bp, images, active, gtin, swissmedic_category, atc)
    select coalesce(max(id), 0) + 1, ${uid()}::text, ${productId}::int, 0, ${pharmacode}::int, ${v.name}::text, ${v.name}::text, '', ${price}::int,
      ${v.originalPrice === null ? price : toMinor(v.originalPrice)}::int, ${v.saleCode}::text, ${v.available}::boolean, ${Math.round(v.vatRate * 100)}::smallint,
      '{}'::text[], ${v.active}::boolean, ${v.gtin}::text, ${v.swissmedicCategory}::text, ${v.atc}::text
    from articles`);
  await tx.execute(sql`insert into product_categories (product_id, category_id, subcategory_id, position) values (${productId}, ${ref.categoryId}, ${ref.subcategoryId}, 0)`);
  await setSummary(tx, productId, v.name, v.summary);
  await tx.execute(sql`insert into article_stock (pharmacode, stock) values (${pharmacode}, ${v.stock}) on conflict (pharmacode) do update set stock = excluded.stock, updated_at = now()`);
  return productId;
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
      updated_at = now()
    where id = ${state.id}`);
  if (changed.has("name") && state.position === 0) {
    await tx.execute(sql`update products set name = ${productName(v.name, state.pack_size)}, sort_name = ${sortKey(v.name)} where id = ${state.product_id}`);
  }
  if (changed.has("company") || changed.has("brand")) {
    const company = await companyId(tx, v.company);
    await tx.execute(sql`update products set company_id = ${company}, brand_id = ${await brandId(tx, v.brand, company)} where id = ${state.product_id}`);
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
  const ids = sql`${`{${[...new Set(productIds)].join(",")}}`}::int[]`;
  await tx.execute(sql`
    update products p set
      sort_price = (select case when m.regulation in (${PRICED_CODES}) then m.price_cents end from articles m where m.product_id = p.id order by m.position limit 1),
      in_discount = exists (select 1 from articles a where a.product_id = p.id and a.active and a.original_price_cents > a.price_cents),
      active = exists (select 1 from articles a where a.product_id = p.id and a.active)
    where p.id = any(${ids})`);
}

/**
 * sort=random walks a dense permutation of the products in the shop (server/services/catalogue/list.ts): after
 * products came or went, the active ones get one again (null for the others).
 */
export async function renumberShuffle(tx: Tx) {
  await tx.execute(sql`update products set shuffle_key = null where shuffle_key is not null`);
  await tx.execute(sql`
    update products p set shuffle_key = r.k
    from (select id, (row_number() over (order by md5(uid)))::int - 1 as k from products where active) r
    where p.id = r.id`);
}

export type ApplyResult = { applied: number; created: number; productIds: number[]; activeChanged: boolean; audit: number };

/** Applies rows (each a list of field changes to its `to` values) in the caller's transaction. */
export async function applyRows(tx: Tx, rows: readonly RowToApply[], ctx: ApplyContext): Promise<ApplyResult> {
  const states = await loadArticleStates(tx, rows.map((r) => r.pharmacode), true);
  const audit: AuditLine[] = [];
  const productIds: number[] = [];
  let created = 0;
  let applied = 0;
  let activeChanged = false;
  for (const row of rows) {
    const state = states.get(row.pharmacode);
    if (!state) {
      const given: RowValues = {};
      for (const f of row.fields) given[f.field] = f.to;
      productIds.push(await createArticle(tx, row.pharmacode, { ...newArticle(row.pharmacode, given), ...given } as ArticleValues, ctx));
      for (const f of row.fields) audit.push({ pharmacode: row.pharmacode, field: f.field, from: null, to: f.to });
      created++;
      applied++;
      activeChanged = true;
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
    if (changed.has("active")) activeChanged = true;
    productIds.push(state.product_id);
    applied++;
  }
  await refreshProducts(tx, productIds);
  if (audit.length > 0) {
    await tx.execute(sql`
      insert into catalogue_audit (by, pharmacode, field, "from", "to", source, job_id, reference)
      select ${ctx.by}::uuid, r.pharmacode, r.field, r."from", r."to", ${ctx.source}, ${ctx.jobId}::uuid, ${ctx.reference ?? null}
      from jsonb_to_recordset(${JSON.stringify(audit)}::jsonb) as r(pharmacode int, field text, "from" jsonb, "to" jsonb)`);
  }
  return { applied, created, productIds, activeChanged, audit: audit.length };
}
