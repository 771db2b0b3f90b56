import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SORTS, type SearchScope } from "#contracts/catalogue.ts";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { searchQuery } from "#contracts/search-queries.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { resolveQueries, textMatch } from "#server/search/conditions.ts";
import { categoryCounts, keptCategoryCounts } from "#server/search/facets.ts";
import { seedCatalogue } from "#server/catalogue-generator/seeder.ts";
import { rebuildSearchIndex } from "#server/search/indexer.ts";
import { parseTerms } from "#server/search/query.ts";
import { createSearchService } from "#server/services/search.ts";
import { insertHandMadeProducts, type HandMadeProduct } from "#tests/helpers/search-catalogue.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

// 300 generated products, plus exact cases the generator cannot promise: invented words, umlaut spellings,
// known (8-digit, so never generated) pharmacodes.
const sleep = { category: "Sleep & Relaxation", categoryDe: "Schlaf & Entspannung" };
const HAND_MADE: Record<string, HandMadeProduct> = {
  brandExact: { name: "Quendelin Classic Dragees", brand: "Quendelin", company: "Müllerhof Pharma AG", ...sleep, substances: ["Baldrian"], symptoms: ["Schlafstörungen"], pharmacode: 12000001, price: 14.9, salesRank: 100010 },
  nameLeading: { name: "Quendelin Forte Kapseln", brand: "Vitaflor", company: "Alpenblick Health", ...sleep, substances: ["Melisse"], symptoms: ["Unruhe"], pharmacode: 12000002, price: 22.5, salesRank: 100009 },
  nameInside: { name: "Dormi Quendelin Tropfen", brand: "Dormi", company: "Alpenblick Health", ...sleep, pharmacode: 12000003, price: 9.8, salesRank: 100008 },
  substanceOnly: { name: "Lindra Schlaf Tabletten", brand: "Lindra", company: "Rheinkiesel Generika", ...sleep, substances: ["Quendelin"], symptoms: ["Schlafstörungen"], pharmacode: 12000004, price: 11, salesRank: 100001 },
  umlaut: { name: "Nährung Aufbaukost Pulver", brand: "Nährung", company: "Ölmühle Basel AG", category: "Nutrition", categoryDe: "Ernährung", pharmacode: 12000005, price: 18, salesRank: 100002 },
  writtenAe: { name: "Gaensebluemchen Hautcreme", brand: "Bellisana", company: "Müllerhof Pharma AG", category: "Skin Care", categoryDe: "Hautpflege", symptoms: ["Hautreizung"], pharmacode: 12000006, price: null, salesRank: 100003 },
  muesli: { name: "Müsli Kraftriegel", brand: "Kornkraft", company: "Ölmühle Basel AG", category: "Nutrition", categoryDe: "Ernährung", pharmacode: 12000007, price: 2.5, salesRank: 100004 },
  cough: { name: "Hustenstiller Sirup", brand: "Tussiflor", company: "Rheinkiesel Generika", category: "Flu & Colds", categoryDe: "Erkältung", substances: ["Dextromethorphan"], symptoms: ["Reizhusten", "Husten"], pharmacode: 12000008, price: 12.4, salesRank: 100005 },
  headache: { name: "Zyklomin Kopfschmerztabletten", brand: "Zyklomin", company: "Rheinkiesel Generika", category: "Pain", categoryDe: "Schmerzen", substances: ["Ibuprofen"], symptoms: ["Kopfschmerzen", "Fieber"], pharmacode: 12000009, price: 7.9, salesRank: 100006 },
};
type Key = keyof typeof HAND_MADE;

let t: TestApp;
const pharmacodeOf = (key: Key) => HAND_MADE[key].pharmacode;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  await seedCatalogue(db, { products: 300 });
  await insertHandMadeProducts(db, Object.values(HAND_MADE));
  // Counts kept from one hit on, so that every single-word search of this file reads kept counts.
  await rebuildSearchIndex(db, { keepCountsFrom: 1 });
});
afterAll(async () => {
  await t?.close();
});

async function search(params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const res = await t.call("GET", `/api/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as {
    products: { _id: string; pharmacode: number; articles: { price: { currentPrice: number | null } }[]; categories: { name: string }[] }[];
    pagination: { page: number; limit: number; totalPages: number; totalProducts: number };
    didYouMean: string | null;
    categories: { name: string; count: number }[];
  };
}

/** The conditions the service builds for a text in a scope. */
async function matchOf(text: string, scope: SearchScope) {
  const terms = parseTerms(text);
  return textMatch(terms, scope, [], await resolveQueries(t.deps.database.db, terms, scope));
}

/** Pharmacodes of the hand-made products among the hits, in hit order. */
async function handMadeHits(params: Record<string, string | number>): Promise<number[]> {
  const data = await search({ limit: 100, ...params });
  const ours = new Set(Object.values(HAND_MADE).map((p) => p.pharmacode));
  return data.products.map((p) => p.pharmacode).filter((code) => ours.has(code));
}

describe("GET /api/search: matching", () => {
  it("folds case and umlauts: a, ae and ä all find ä", async () => {
    for (const term of ["nahrung", "NAEHRUNG", "Nährung", "nähr", "naehr"]) {
      expect(await handMadeHits({ searchTerms: term }), term).toContain(pharmacodeOf("umlaut"));
    }
    for (const term of ["Müsli", "muesli", "MUSLI"]) expect(await handMadeHits({ searchTerms: term }), term).toContain(pharmacodeOf("muesli"));
  });

  it("finds text written with ae by a term written with ä", async () => {
    expect(await handMadeHits({ searchTerms: "Gänseblümchen" })).toContain(pharmacodeOf("writtenAe"));
    expect(await handMadeHits({ searchTerms: "gaensebluemchen" })).toContain(pharmacodeOf("writtenAe"));
    // Prefixes, where PostgreSQL 18 stems the typed ae as an umlaut (see tsquery in conditions.ts).
    for (const term of ["gaensebl", "Gänsebl"]) expect(await handMadeHits({ searchTerms: term }), term).toContain(pharmacodeOf("writtenAe"));
  });

  it("stems German words (a trailing space ends the word, so this is not a prefix match)", async () => {
    expect(await handMadeHits({ searchTerms: "Kopfschmerztablette " })).toContain(pharmacodeOf("headache"));
    expect(await handMadeHits({ searchTerms: "Kopfschmerz ", scope: "symptom" })).toContain(pharmacodeOf("headache"));
  });

  it("matches the last word as a prefix from the second character, with several words", async () => {
    expect(await handMadeHits({ searchTerms: "qu" })).toEqual(expect.arrayContaining([12000001, 12000002, 12000003, 12000004]));
    expect(await handMadeHits({ searchTerms: "Quendel" })).toHaveLength(4);
    expect(await handMadeHits({ searchTerms: "dormi quen" })).toEqual([pharmacodeOf("nameInside")]);
    expect(await handMadeHits({ searchTerms: "quen dormi" })).toEqual([]);
  });

  it("ranks an exact brand hit first, then leading name, then name, then other fields", async () => {
    const data = await search({ searchTerms: "Quendelin" });
    expect(data.products.map((p) => p.pharmacode)).toEqual([12000001, 12000002, 12000003, 12000004]);
    expect(data.pagination.totalProducts).toBe(4);
  });

  it("looks an article up by its pharmacode and puts it first", async () => {
    const data = await search({ searchTerms: String(pharmacodeOf("substanceOnly")) });
    expect(data.products[0].pharmacode).toBe(pharmacodeOf("substanceOnly"));
    expect(data.didYouMean).toBeNull();
  });

  it("suggests the nearest catalogue word when nothing is found", async () => {
    const typo = await search({ searchTerms: "Ibuprofn" });
    expect(typo.pagination.totalProducts).toBe(0);
    expect(typo.products).toEqual([]);
    expect(typo.didYouMean).toBe("Ibuprofen");

    const twoWords = await search({ searchTerms: "Quendlin Forte" });
    expect(twoWords.didYouMean).toBe("Quendelin Forte");
    expect((await search({ searchTerms: "Quendelin" })).didYouMean).toBeNull();
    expect((await search({ searchTerms: "xqzvw" })).didYouMean).toBeNull();
  });
});

describe("GET /api/search: scopes, facets and filters", () => {
  it("searches only the field a scope names", async () => {
    expect(await handMadeHits({ searchTerms: "quendelin", scope: "substance" })).toEqual([pharmacodeOf("substanceOnly")]);
    expect(await handMadeHits({ searchTerms: "quendelin", scope: "name" })).toEqual([12000001, 12000002, 12000003]);
    expect(await handMadeHits({ searchTerms: "husten", scope: "symptom" })).toContain(pharmacodeOf("cough"));
    expect(await handMadeHits({ searchTerms: "husten", scope: "name" })).toContain(pharmacodeOf("cough"));
    expect(await handMadeHits({ searchTerms: "husten", scope: "company" })).toEqual([]);
    expect((await handMadeHits({ searchTerms: "müllerhof", scope: "company" })).sort()).toEqual([12000001, 12000006]);
    expect(await handMadeHits({ searchTerms: "Erkältung", scope: "category" })).toContain(pharmacodeOf("cough"));
    expect((await handMadeHits({ searchTerms: "Schlafstörung", scope: "symptom" })).sort()).toEqual([12000001, 12000004]);
    expect(await handMadeHits({ searchTerms: "Schlafstörung", scope: "company" })).toEqual([]);
  });

  it("counts hits per main category without the category filter; with it, the total is that count", async () => {
    const all = await search({ searchTerms: "Rheinkiesel" });
    expect(all.pagination.totalProducts).toBe(3);
    expect(all.categories).toHaveLength(3);
    expect(all.categories.reduce((sum, c) => sum + c.count, 0)).toBe(3);

    const pain = all.categories.find((c) => c.name === "Pain")!;
    const filtered = await search({ searchTerms: "Rheinkiesel", categoryFilter: "Pain" });
    expect(filtered.pagination.totalProducts).toBe(pain.count);
    expect(filtered.products.map((p) => p.pharmacode)).toEqual([pharmacodeOf("headache")]);
    expect(filtered.products[0].categories[0].name).toBe("Pain");
    expect(filtered.categories).toEqual(all.categories);

    const none = await search({ searchTerms: "Rheinkiesel", categoryFilter: "No Such Category" });
    expect(none.pagination).toMatchObject({ totalProducts: 0, totalPages: 0 });
    expect(none.products).toEqual([]);
  });

  it("filters by company, whatever its case and accents", async () => {
    expect((await handMadeHits({ searchTerms: "quendelin", company: "alpenblick HEALTH" })).sort()).toEqual([12000002, 12000003]);
    expect(await handMadeHits({ searchTerms: "nahrung", company: "Olmuhle Basel AG" })).toEqual([pharmacodeOf("umlaut")]);
  });
});

describe("GET /api/companies/search: the same folding and prefix rules", () => {
  const companies = async (term: string) => {
    const res = await t.call("GET", `/api/companies/search?searchTerm=${encodeURIComponent(term)}&limit=50`);
    expect(res.status).toBe(200);
    return (res.body.data.companies as { name: string }[]).map((c) => c.name);
  };

  it("folds umlauts both ways and matches word prefixes only", async () => {
    for (const term of ["Müllerhof", "muellerhof", "MULLERH", "müllerhof pha"]) expect(await companies(term), term).toContain("Müllerhof Pharma AG");
    for (const term of ["Ölmühle", "Oelmuehle", "olmu", "basel olm"]) expect(await companies(term), term).toContain("Ölmühle Basel AG");
    expect(await companies("ullerhof")).not.toContain("Müllerhof Pharma AG");
    expect(await companies("müllerhof basel")).toEqual([]);
  });

  it("lists names whose first word matches first", async () => {
    const found = await companies("basel");
    expect(found).toContain("Ölmühle Basel AG");
    const leading = found.filter((name) => name.toLowerCase().startsWith("basel"));
    expect(found.slice(0, leading.length)).toEqual(leading);
  });
});

describe("GET /api/search: sorting and paging", () => {
  async function allPages(params: Record<string, string | number>, limit: number) {
    const first = await search({ ...params, limit, page: 1 });
    const products = [...first.products];
    for (let page = 2; page <= first.pagination.totalPages; page++) {
      const next = await search({ ...params, limit, page });
      expect(next.pagination).toEqual({ ...first.pagination, page });
      products.push(...next.products);
    }
    return { products, total: first.pagination.totalProducts, totalPages: first.pagination.totalPages };
  }

  for (const sort of [...SORTS, "relevance", undefined]) {
    it(`pages through every hit exactly once (sort ${sort ?? "absent"})`, async () => {
      for (const params of [{ searchTerms: "" }, { searchTerms: "sc" }]) {
        const { products, total, totalPages } = await allPages(sort ? { ...params, sort, seed: 42 } : params, 25);
        expect(total).toBeGreaterThan(50);
        expect(totalPages).toBe(Math.ceil(total / 25));
        expect(products).toHaveLength(total);
        expect(new Set(products.map((p) => p._id)).size).toBe(total);
      }
    });
  }

  it("orders by price with products without a price last, both ways", async () => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      const { products } = await allPages({ searchTerms: "", sort }, 25);
      const prices = products.map((p) => p.articles[0].price.currentPrice);
      const firstNull = prices.indexOf(null);
      expect(firstNull).toBeGreaterThan(0);
      expect(prices.slice(firstNull).every((p) => p === null)).toBe(true);
      const priced = prices.slice(0, firstNull) as number[];
      const sorted = [...priced].sort((a, b) => (sort === "price-asc" ? a - b : b - a));
      expect(priced).toEqual(sorted);
    }
  });

  it("keeps a random order stable per seed and different between seeds", async () => {
    const a = await search({ searchTerms: "", sort: "random", seed: 1, limit: 9 });
    const b = await search({ searchTerms: "", sort: "random", seed: 1, limit: 9 });
    const c = await search({ searchTerms: "", sort: "random", seed: 2, limit: 9 });
    expect(b.products.map((p) => p._id)).toEqual(a.products.map((p) => p._id));
    expect(c.products.map((p) => p._id)).not.toEqual(a.products.map((p) => p._id));
  });

  it("answers a page past the last with no products and the true pagination", async () => {
    const data = await search({ searchTerms: "quendelin", page: 9, limit: 2 });
    expect(data.products).toEqual([]);
    expect(data.pagination).toEqual({ page: 9, limit: 2, totalPages: 2, totalProducts: 4 });
  });
});

describe("GET /api/search: bad and hostile input", () => {
  const bad: [string, string][] = [
    ["page=0", "page must be a whole number from 1 to 1000000"],
    ["page=abc", "page must be a whole number from 1 to 1000000"],
    ["limit=101", "limit must be a whole number from 1 to 100"],
    ["limit=1.5", "limit must be a whole number from 1 to 100"],
    ["sort=cheapest", "sort must be one of random, name, price-asc, price-desc, bestseller"],
    ["scope=everything", "scope must be one of default, name, company, substance, category, symptom"],
    ["seed=-1", "seed must be a whole number from 0 to 2147483647"],
    [`searchTerms=${"a".repeat(201)}`, "searchTerms must be at most 200 characters"],
    [`company=${"a".repeat(101)}`, "company must be at most 100 characters"],
  ];
  for (const [query, message] of bad) {
    it(`rejects ${query.slice(0, 40)} with 400`, async () => {
      const res = await t.call("GET", `/api/search?${query.startsWith("searchTerms=") ? "" : "searchTerms=tee&"}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: message });
    });
  }

  it("accepts a term of exactly 200 characters", async () => {
    expect((await search({ searchTerms: "quendelin ".repeat(20) })).pagination.totalProducts).toBe(4);
  });

  const hostile = [
    "'", '"', "%", "_", "\\", "\\'", "%_%", "&", "|", "!", "(", ")", ":", "*", "<", ">", "<->", "!!", "a:*", "a & | b",
    "quendelin:*A", "quendelin' | 'x", "'; DROP TABLE products; --", "1 OR 1=1", "') OR ('1'='1", "$1", "::text",
    "🙂", "ｑｕｅｎｄｅｌｉｎ", "\u202e", "  ",
  ];
  it("refuses control characters in every text parameter with a 400 (the shared text rule, contracts/text.ts)", async () => {
    for (const text of ["\u0000", "quen\u0000delin"]) {
      for (const param of ["searchTerms", "company", "categoryFilter"]) {
        const res = await t.call("GET", `/api/search?${param}=${encodeURIComponent(text)}`);
        expect(res.status, `${param}=${JSON.stringify(text)}`).toBe(400);
        expect(res.body.success).toBe(false);
      }
    }
  });
  it("treats hostile text as plain text in every parameter, never a 500", async () => {
    for (const text of hostile) {
      for (const param of ["searchTerms", "company", "categoryFilter"]) {
        const res = await t.call("GET", `/api/search?${param}=${encodeURIComponent(text)}&searchTerms=${param === "searchTerms" ? encodeURIComponent(text) : "quen"}`);
        expect(res.status, `${param}=${JSON.stringify(text)}: ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.success).toBe(true);
      }
      for (const scope of ["name", "company", "substance", "category", "symptom"]) {
        const res = await t.call("GET", `/api/search?scope=${scope}&searchTerms=${encodeURIComponent(text)}`);
        expect(res.status, `${scope} ${JSON.stringify(text)}`).toBe(200);
      }
    }
  });

  it("searches the words inside hostile text and nothing else", async () => {
    expect(await handMadeHits({ searchTerms: "'quendelin' & !forte" })).toEqual([12000002]);
    expect((await search({ searchTerms: "%_%" })).pagination.totalProducts).toBe(0);
  });

  it("survives malformed percent-encoding", async () => {
    for (const raw of ["%FF", "%E0%A4%A", "%", "%%"]) {
      const res = await t.call("GET", `/api/search?searchTerms=${raw}`);
      expect([200, 400], raw).toContain(res.status);
      expect(res.body.success, raw).toBe(res.status === 200);
    }
  });
});

describe("search on a broad result", () => {
  it("keeps the counts of single-lexeme queries exactly equal to counting the hits, for every vector and weight", async () => {
    const db = t.deps.database.db;
    const keys = await queryRows(
      db,
      z.object({ vector: z.enum(["doc", "company", "category"]), query: z.string() }),
      sql`select distinct vector, query from search_term_counts order by vector, query`,
    );
    const forms = new Set(keys.map((k) => `${k.vector}${k.query.replace(/^'[^']*'/, "")}`));
    // Exact and prefix keys on doc, each weight restriction, and the company and category vectors.
    expect([...forms].sort()).toEqual(["category", "category:*", "company", "company:*", "doc", "doc:*", "doc:*A", "doc:*B", "doc:*C", "doc:A", "doc:B", "doc:C"]);
    const column = { doc: sql`d.doc`, company: sql`d.company_doc`, category: sql`d.category_doc` };
    for (const key of keys.filter((_, i) => i % 13 === 0)) {
      const live = await categoryCounts(db, sql`${column[key.vector]} @@ ${key.query}::tsquery`);
      expect(await keptCategoryCounts(db, key.vector, key.query), `${key.vector} ${key.query}`).toEqual(live);
    }
  });

  it("answers a single word's counts from the kept counts in every scope, and they equal the live count", async () => {
    const db = t.deps.database.db;
    const cases: [string, SearchScope][] = [
      ["qu", "default"], ["quendelin", "default"], ["Quendelin ", "default"], ["kopfschmerzen", "symptom"], ["husten ", "symptom"],
      ["quendelin", "substance"], ["Quendelin", "name"], ["rheinkiesel", "company"], ["schlaf", "category"],
    ];
    for (const [text, scope] of cases) {
      const match = await matchOf(text, scope);
      const live = await categoryCounts(db, match.where);
      expect(live.length, `${scope} ${text}`).toBeGreaterThan(0);
      expect(await keptCategoryCounts(db, match.counted!.vector, match.counted!.query), `${scope} ${text}`).toEqual(live);
      expect((await search({ searchTerms: text, scope })).categories, `${scope} ${text}`).toEqual(live);
    }
    // Two words, or both spellings of an umlaut, are no single lexeme: counted live.
    const twoWords = await matchOf("quendelin forte", "default");
    expect(await keptCategoryCounts(db, twoWords.counted!.vector, twoWords.counted!.query)).toBeNull();
    expect((await search({ searchTerms: "müsli" })).pagination.totalProducts).toBeGreaterThan(0);
    // PostgreSQL 18 stems ae, oe, ue like umlauts, so `mues` also searches `mus`: kept there only on PostgreSQL 15.
    const mues = await matchOf("mues", "default");
    expect((await search({ searchTerms: "mues" })).categories).toEqual(await categoryCounts(db, mues.where));
  });

  it("ranks a broad search in tiers like the full relevance order, and pages without overlap", async () => {
    const tiered = createSearchService(t.deps.database.db, { broadSearch: 2 });
    const run = async (page: number, limit: number) =>
      (await tiered.search(searchQuery.parse({ searchTerms: "Quendelin", page: String(page), limit: String(limit) }))).products.map((p) => p.pharmacode);
    // The exact brand, the leading name, the name holding the word, then the rest (the substance-only product),
    // as the full relevance order has them.
    expect(await run(1, 10)).toEqual([12000001, 12000002, 12000003, 12000004]);
    for (const limit of [1, 3]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(4 / limit); page++) pages.push(...(await run(page, limit)));
      expect(pages).toEqual([12000001, 12000002, 12000003, 12000004]);
    }
    const alwaysTiered = createSearchService(t.deps.database.db, { broadSearch: 0 });
    const byPharmacode = await alwaysTiered.search(searchQuery.parse({ searchTerms: String(pharmacodeOf("substanceOnly")) }));
    expect(byPharmacode.products[0]?.pharmacode).toBe(pharmacodeOf("substanceOnly"));
  });

  it("reads tiers among the kept first hits exactly as through the text index, on every page and with filters", async () => {
    const db = t.deps.database.db;
    const [{ company }] = await queryRows(db, z.object({ company: z.string() }), sql`select company_key as company from search_documents group by 1 order by count(*) desc, 1 limit 1`);
    const cases: { searchTerms: string; scope?: SearchScope; categoryFilter?: string; company?: string }[] = [
      { searchTerms: "ag" }, { searchTerms: "mg" }, { searchTerms: "sch" }, { searchTerms: "he" }, { searchTerms: "vit" }, { searchTerms: "pa" },
      { searchTerms: "sch", scope: "symptom" }, { searchTerms: "ha", scope: "symptom" }, { searchTerms: "he", scope: "name" },
      { searchTerms: "ag", categoryFilter: "Pain & Fever" }, { searchTerms: "ag", company },
    ];
    const pagesOf = async (tiered = createSearchService(db, { broadSearch: 0 })) => {
      const pages: Record<string, number[]> = {};
      for (const query of cases) {
        for (const limit of [5, 20]) {
          for (let page = 1; page <= 3; page++) {
            const result = await tiered.search(searchQuery.parse({ ...query, page: String(page), limit: String(limit) }));
            pages[JSON.stringify([query, limit, page])] = result.products.map((p) => p.pharmacode);
          }
        }
      }
      return pages;
    };
    // Its cache holds every page from before each rebuild: it then reads what tiers need on its own.
    const longLived = createSearchService(db, { broadSearch: 0 });
    const firstHitRows = async () =>
      (await db.execute(sql`select count(*)::int as n, count(*) filter (where not complete)::int as partial from search_term_first_hits`)).rows[0];
    try {
      // No first hits kept: every tier is read by walking the bestsellers or through the text index.
      await rebuildSearchIndex(db, { keepCountsFrom: 1, firstHitsKept: 0 });
      const throughIndex = await pagesOf(longLived);
      const nonEmpty = Object.values(throughIndex).filter((ids) => ids.length > 0).length;
      expect(nonEmpty).toBeGreaterThan(cases.length * 4);
      // A few kept, and no walk down the best sellers worth it: pages within them are read from them, later
      // ones fall back to the text index.
      await rebuildSearchIndex(db, { keepCountsFrom: 1, firstHitsKept: 12, walkRows: 0 });
      expect((await firstHitRows()).partial).toBeGreaterThan(0);
      expect(await pagesOf()).toEqual(throughIndex);
      expect(await pagesOf(longLived)).toEqual(throughIndex);
      // As many as the server keeps: on this catalogue they hold every hit of most queries.
      await rebuildSearchIndex(db, { keepCountsFrom: 1, walkRows: 0 });
      expect(await pagesOf()).toEqual(throughIndex);
      expect(await pagesOf(longLived)).toEqual(throughIndex);
      await rebuildSearchIndex(db, { keepCountsFrom: 1 });
      expect(await pagesOf()).toEqual(throughIndex);
    } finally {
      await rebuildSearchIndex(db, { keepCountsFrom: 1 });
    }
    // Six rebuilds of the index and 396 searches: 35 s once on the embedded database beside the PostgreSQL step.
  }, 120_000);

  it("never serves counts or pages from before a rebuild of the index", async () => {
    expect((await search({ searchTerms: "Quendelin Forte" })).products).toHaveLength(1);
    await insertHandMadeProducts(t.deps.database.db, [
      { name: "Quendelin Forte Night", brand: "Vitaflor Night", company: "Alpenblick Health", category: "Pain", pharmacode: 12000010, price: 3, salesRank: 100011 },
    ]);
    await rebuildSearchIndex(t.deps.database.db);
    const after = await search({ searchTerms: "Quendelin Forte" });
    expect(after.pagination.totalProducts).toBe(2);
    expect(after.products.map((p) => p.pharmacode).sort()).toEqual([12000002, 12000010]);
  });
});
