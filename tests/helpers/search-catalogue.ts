import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { idRow, queryOne } from "#server/db/typed-sql.ts";
import {
  articles,
  brands,
  categories,
  companies,
  productCategories,
  products,
  productSubstances,
  productSymptoms,
  substances,
  symptoms,
} from "#server/db/schema/catalogue.ts";
import { nameKey, sortKey } from "#server/services/catalogue/name-key.ts";

/** A hand-made product for exact search cases (umlauts, invented words, a known pharmacode). */
export type HandMadeProduct = {
  name: string;
  brand: string;
  company: string;
  /** English name of the main category; created when the catalogue has no such category. */
  category: string;
  categoryDe?: string;
  substances?: string[];
  symptoms?: string[];
  pharmacode: number;
  /** CHF; null = no price. */
  price: number | null;
  salesRank: number;
};

async function nextId(db: Db, table: string): Promise<number> {
  return (await queryOne(db, idRow, sql`select coalesce(max(id), 0)::int + 1 as id from ${sql.identifier(table)}`)).id;
}

async function companyId(db: Db, name: string): Promise<number> {
  const [found] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, nameKey(name)));
  if (found) return found.id;
  const id = await nextId(db, "companies");
  await db.insert(companies).values({ id, name, nameKey: nameKey(name) });
  return id;
}

async function categoryId(db: Db, en: string, de: string): Promise<number> {
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.nameKey, en.toLowerCase()));
  if (found) return found.id;
  const id = await nextId(db, "categories");
  const key = en.replace(/[^A-Za-z]/g, "");
  await db.insert(categories).values({ id, uid: `cat-${key}`, key, nameEn: en, nameDe: de, nameKey: en.toLowerCase(), position: id });
  return id;
}

async function substanceId(db: Db, name: string): Promise<number> {
  const [found] = await db.select({ id: substances.id }).from(substances).where(eq(substances.nameKey, nameKey(name)));
  if (found) return found.id;
  const id = await nextId(db, "substances");
  await db.insert(substances).values({ id, name, nameKey: nameKey(name) });
  return id;
}

async function symptomId(db: Db, word: string): Promise<number> {
  const [found] = await db.select({ id: symptoms.id }).from(symptoms).where(eq(symptoms.word, word));
  if (found) return found.id;
  const id = await nextId(db, "symptoms");
  await db.insert(symptoms).values({ id, word });
  return id;
}

/** Inserts products beside whatever the catalogue holds; returns their ids in order. Rebuild the index after. */
export async function insertHandMadeProducts(db: Db, list: HandMadeProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of list) {
    const coId = await companyId(db, p.company);
    const brandId = await nextId(db, "brands");
    await db.insert(brands).values({ id: brandId, name: p.brand, nameKey: nameKey(p.brand), companyId: coId, colour: "#0b7a53" });
    const catId = await categoryId(db, p.category, p.categoryDe ?? p.category);
    const id = await nextId(db, "products");
    const cents = p.price === null ? null : Math.round(p.price * 100);
    await db.insert(products).values({
      id,
      uid: `hand-${id}`,
      kind: "medicine",
      name: p.name,
      brandId,
      companyId: coId,
      mainCategoryId: catId,
      salesRank: p.salesRank,
      mainPharmacode: p.pharmacode,
      sortName: sortKey(p.name),
      sortPrice: cents,
      inDiscount: false,
    });
    await db.insert(articles).values({
      id: await nextId(db, "articles"),
      uid: `hand-article-${id}`,
      productId: id,
      position: 0,
      pharmacode: p.pharmacode,
      description: p.name,
      longDescription: p.name,
      packSize: "1 Stück",
      priceCents: cents,
      originalPriceCents: cents,
      regulation: "Sale.Web.OK",
      isAvailable: true,
      images: [],
    });
    await db.insert(productCategories).values({ productId: id, categoryId: catId, position: 0 });
    for (const [position, name] of (p.substances ?? []).entries()) {
      await db.insert(productSubstances).values({ productId: id, substanceId: await substanceId(db, name), position });
    }
    for (const word of p.symptoms ?? []) await db.insert(productSymptoms).values({ productId: id, symptomId: await symptomId(db, word) });
    ids.push(id);
  }
  return ids;
}
