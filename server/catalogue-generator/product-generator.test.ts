import { describe, expect, it } from "vitest";
import { distinctShare, hasDoubledWord, outOfOrder } from "#tests/helpers/product-names.ts";
import { MEDICINES } from "./data/medicines.ts";
import { MEDICINE_LINES, nameOf, PRODUCT_LINES } from "./names.ts";
import { generateProduct, pharmacodeOf, planCatalogue, planProduct, shuffleKeys, type GeneratedProduct } from "./product-generator.ts";
import { buildReference } from "./reference.ts";
import { cleanHtml } from "./sanitize.ts";

const SEED = 20_240_601;
const N = 3000;
const ref = buildReference(SEED);
const plan = planCatalogue(SEED, N, ref);
const { ranks } = plan;
const catalogue: GeneratedProduct[] = Array.from({ length: N }, (_, i) => generateProduct(SEED, i, ref, { salesRank: ranks[i]!, line: plan.lines[i]! }));
const share = (predicate: (p: GeneratedProduct) => boolean) => catalogue.filter(predicate).length / N;

/** Every HTML string of a product's detail content. */
function htmlOf(p: GeneratedProduct): string[] {
  const c = p.detail.content;
  const html = [c.consumerFolder?.summary ?? ""];
  for (const m of c.monographies) for (const s of m.bodySections) html.push(s.description);
  const np = c.nonPharmaInformation;
  if (np) html.push(np.usageHtml ?? "", np.characteristicsHtml ?? "", np.informationHtml ?? "");
  return html.filter(Boolean);
}

describe("catalogue generator", () => {
  it("is deterministic: the same seed and index give the same product, another seed another one", () => {
    const again = buildReference(SEED);
    expect(generateProduct(SEED, 17, again, { salesRank: ranks[17]!, line: plan.lines[17]! })).toEqual(catalogue[17]);
    expect(generateProduct(SEED + 1, 17, buildReference(SEED + 1), { salesRank: 1, line: 0 }).product.uid).not.toBe(catalogue[17]!.product.uid);
    expect(planCatalogue(SEED, N, again)).toEqual(plan);
  });

  it("gives every article a unique 7-digit pharmacode, also across 300,000 codes", () => {
    const codes = catalogue.flatMap((p) => p.articles.map((a) => a.pharmacode));
    expect(new Set(codes).size).toBe(codes.length);
    const many = new Set<number>();
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      for (let j = 0; j < 3; j++) {
        const code = pharmacodeOf(SEED, i, j);
        if (code < 1_000_000 || code > 9_999_999) outside++;
        many.add(code);
      }
    }
    expect(many.size).toBe(300_000);
    expect(outside).toBe(0);
  }, 30_000);

  it("gives unique ids, sales ranks 1..N and shuffle keys 0..N-1", () => {
    expect(new Set(catalogue.map((p) => p.product.uid)).size).toBe(N);
    expect([...ranks].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    const keys = shuffleKeys(SEED, N);
    expect([...keys].sort((a, b) => a - b)).toEqual(Array.from({ length: N }, (_, i) => i));
    expect(shuffleKeys(SEED, N)).toEqual(keys);
    expect([...keys.slice(0, 20)]).not.toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("hits the target distributions", () => {
    expect(share((p) => p.articles[0]!.regulation === "Sale.Web.Rx")).toBeGreaterThan(0.16);
    expect(share((p) => p.articles[0]!.regulation === "Sale.Web.Rx")).toBeLessThan(0.24);
    expect(share((p) => p.articles[0]!.regulation === "Sale.Web.CC")).toBeGreaterThan(0.07);
    expect(share((p) => p.articles[0]!.regulation === "Sale.Web.CC")).toBeLessThan(0.13);
    expect(share((p) => p.product.in_discount)).toBeGreaterThan(0.12);
    expect(share((p) => p.product.in_discount)).toBeLessThan(0.18);
    const articles = catalogue.flatMap((p) => p.articles);
    const unavailable = articles.filter((a) => a.is_available === false).length / articles.length;
    expect(unavailable).toBeGreaterThan(0.08);
    expect(unavailable).toBeLessThan(0.12);
    const noPrice = share((p) => p.articles[0]!.price_cents === null);
    expect(noPrice).toBeGreaterThan(0.003);
    expect(noPrice).toBeLessThan(0.03);
  });

  it("keeps prices between CHF 2.50 and 250 in 5-Rappen steps, discounts only below the original", () => {
    for (const a of catalogue.flatMap((p) => p.articles)) {
      if (a.price_cents === null) {
        expect(a.original_price_cents).toBeNull();
        continue;
      }
      expect(a.price_cents).toBeGreaterThanOrEqual(250);
      expect(a.original_price_cents!).toBeLessThanOrEqual(25_000);
      expect(a.price_cents % 5).toBe(0);
      expect(a.original_price_cents!).toBeGreaterThanOrEqual(a.price_cents);
    }
    for (const p of catalogue) {
      expect(p.product.in_discount).toBe(p.articles.some((a) => a.original_price_cents! > a.price_cents!));
      if (p.articles[0]!.regulation === "Sale.Web.Rx") expect(p.product.in_discount).toBe(false);
    }
  });

  it("builds generic groups with several products of different companies", () => {
    const byGroup = new Map<number, Set<number>>();
    for (const p of catalogue) {
      const g = p.product.generic_level1_id;
      if (g !== null) byGroup.set(g, (byGroup.get(g) ?? new Set()).add(p.product.company_id));
    }
    const rich = [...byGroup.values()].filter((companies) => companies.size >= 3);
    expect(rich.length).toBeGreaterThan(20);
    // Level 2 and 3 refine level 1: a product's three codes nest by prefix.
    const codeOf = new Map(ref.genericGroups.map((g) => [g.id, g.code]));
    for (const p of catalogue.filter((x) => x.product.generic_level3_id !== null)) {
      const [c1, c2, c3] = [p.product.generic_level1_id, p.product.generic_level2_id, p.product.generic_level3_id].map((id) => codeOf.get(id!)!);
      expect(c2!.startsWith(`${c1}-`)).toBe(true);
      expect(c3!.startsWith(`${c2}-`)).toBe(true);
    }
  });

  it("covers the assortment: kinds, 20+ categories with the featured keys, 60+ companies, symptoms", () => {
    const kinds = new Set(catalogue.map((p) => p.product.kind));
    for (const kind of ["medicine", "supplement", "cosmetic", "baby", "sport", "device"]) expect(kinds).toContain(kind);
    expect(ref.categories.length).toBeGreaterThanOrEqual(20);
    for (const key of ["SportFitness", "Nutrition", "WomensHealth", "FluColds"]) expect(ref.categoryByKey.has(key)).toBe(true);
    expect(ref.companies.length).toBeGreaterThanOrEqual(60);
    expect(ref.companies.filter((c) => /^\d/.test(c.name)).length).toBeGreaterThanOrEqual(2);
    expect(new Set(catalogue.map((p) => p.product.company_id)).size).toBeGreaterThanOrEqual(60);
    for (const word of ["Husten", "Kopfschmerzen", "Schnupfen", "Sodbrennen"]) expect(ref.symptomId.has(word)).toBe(true);
    expect(catalogue.some((p) => /[äöü]/i.test(p.product.name))).toBe(true);
    for (const form of ["Filmtabletten", "Brausetabletten", "Sirup", "Nasenspray", "Salbe"]) {
      expect(catalogue.some((p) => p.product.name.includes(form)), form).toBe(true);
    }
    expect(MEDICINES.map((m) => m.substance)).toContain("Ibuprofen");
  });

  it("references only rows that exist (no orphans, even when foreign keys are skipped while seeding)", () => {
    const ids = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));
    const [brands, companies, categories, subcategories, substances, symptoms, groups] = [
      ids(ref.brands), ids(ref.companies), ids(ref.categories), ids(ref.subcategories), ids(ref.substances), ids(ref.symptoms), ids(ref.genericGroups),
    ];
    for (const p of catalogue) {
      expect(brands.has(p.product.brand_id) && companies.has(p.product.company_id) && categories.has(p.product.main_category_id)).toBe(true);
      for (const g of [p.product.generic_level1_id, p.product.generic_level2_id, p.product.generic_level3_id]) if (g !== null) expect(groups.has(g)).toBe(true);
      for (const c of p.categories) expect(categories.has(c.category_id) && (c.subcategory_id === null || subcategories.has(c.subcategory_id))).toBe(true);
      for (const s of p.substances) expect(substances.has(s.substance_id)).toBe(true);
      for (const s of p.symptoms) expect(symptoms.has(s.symptom_id)).toBe(true);
      expect(p.product.main_pharmacode).toBe(p.articles[0]!.pharmacode);
    }
  });

  it("lists each product once: distinct names, its pack sizes as its articles", () => {
    for (const size of [300, N]) {
      const slice = catalogue.slice(0, size);
      expect(distinctShare(slice.map((p) => p.product.name)), `${size} products`).toBeGreaterThanOrEqual(0.97);
      // What a list shows: the main article's description.
      expect(distinctShare(slice.map((p) => p.articles[0]!.description)), `${size} products`).toBeGreaterThanOrEqual(0.97);
    }
    for (const p of catalogue) {
      expect(new Set(p.articles.map((a) => a.pack_size)).size).toBe(p.articles.length);
      for (const a of p.articles) expect(a.description).toBe(`${p.product.name} ${a.pack_size}`);
    }
    expect(catalogue.filter((p) => p.articles.length > 1).length / N).toBeGreaterThan(0.3);
  });

  it("doubles no word in a name or a displayed name", () => {
    const names = catalogue.flatMap((p) => [p.product.name, ...p.articles.map((a) => a.description)]);
    expect(names.filter(hasDoubledWord)).toEqual([]);
    expect(hasDoubledWord("Seestern Baby Baby Pflegeöl")).toBe(true);
  });

  it("sorts products by their displayed name, numbers by value", () => {
    const byKey = [...catalogue].sort((a, b) => (a.product.sort_name < b.product.sort_name ? -1 : 1));
    expect(outOfOrder(byKey.map((p) => p.articles[0]!.description))).toEqual([]);
  });

  it("is the start of any larger catalogue of the same seed", () => {
    const small = planCatalogue(SEED, 300, ref);
    expect([...small.lines]).toEqual([...plan.lines.slice(0, 300)]);
  });

  it("keeps names distinct and free of doubled words at 100,000 products", () => {
    const size = 100_000;
    const big = planCatalogue(SEED, size, ref);
    const names = Array.from({ length: size }, (_, i) => nameOf(planProduct(SEED, i, ref).name, big.lines[i]!));
    expect(distinctShare(names)).toBeGreaterThanOrEqual(0.97);
    expect(names.filter(hasDoubledWord)).toEqual([]);
    // Two line words are only needed when one word no longer tells a range apart.
    const words = new Set<string>([...MEDICINE_LINES, ...PRODUCT_LINES]);
    expect(names.filter((n) => n.split(" ").some((w) => words.has(w))).length / size).toBeGreaterThan(0.5);
  }, 60_000);

  it("writes valid, already-sanitised HTML", () => {
    for (const p of catalogue.slice(0, 500)) {
      for (const html of htmlOf(p)) {
        expect(cleanHtml(html)).toBe(html);
        // Balanced tags: every opened element is closed in order.
        const stack: string[] = [];
        for (const [, close, tag] of html.matchAll(/<(\/?)([a-z0-9]+)>/g)) {
          if (close) expect(stack.pop()).toBe(tag);
          else if (tag !== "br") stack.push(tag!);
        }
        expect(stack).toEqual([]);
      }
    }
  });

  it("gives food supplements nutrition tables and medicines a Swiss patient information", () => {
    const supplement = catalogue.find((p) => p.product.kind === "supplement" && (p.detail.content.nonPharmaInformation?.nutritions.length ?? 0) > 0)!;
    const row = supplement.detail.content.nonPharmaInformation!.nutritions[0]!;
    expect(row.referenceUnitCode.description).toBeTruthy();
    const medicine = catalogue.find((p) => p.product.generic_level1_id !== null)!;
    const titles = medicine.detail.content.monographies[0]!.bodySections.map((s) => s.title);
    expect(titles).toContain("Zulassungsnummer");
    expect(titles).toContain("Zulassungsinhaberin");
    expect(titles.some((t) => t.startsWith("Welche Nebenwirkungen kann"))).toBe(true);
  });
});

describe("sanitiser", () => {
  it("removes scripts, styles, event handlers and javascript: URLs", () => {
    const dirty = `<p onclick="x()">Hi<script>alert(1)</script><style>p{}</style><a href="javascript:alert(1)">link</a><img src=x onerror=alert(1)></p>`;
    expect(cleanHtml(dirty)).toBe("<p>Hilink</p>");
  });
});
