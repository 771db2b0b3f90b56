import { describe, expect, it } from "vitest";
import { createTermCounter, documentKeys } from "./term-counts.ts";

const count = (rows: ReturnType<ReturnType<typeof createTermCounter>["rows"]>, vector: string, query: string) =>
  Object.fromEntries(rows.filter((r) => r.vector === vector && r.query === query).map((r) => [r.main_category, r.count]));

describe("term counts", () => {
  const counter = createTermCounter({ firstHits: 2, bestsellers: 2 });
  counter.add({ productId: 11, mainCategory: "Pain", doc: ["hust C", "husten C", "ibuprof AB", "ibuprofen AB", "dolorin A"], company: ["dolor"], category: ["pain", "schmerz"] });
  counter.add({ productId: 12, mainCategory: "Pain", doc: ["ibuprof B", "ibuprofen B", "hustenstill A"], company: ["helvemed"], category: ["pain"] });
  counter.add({ productId: 13, mainCategory: "Flu & Colds", doc: ["hust AC", "husten AC"], company: ["helvemed"], category: ["erkaltung"] });
  const rows = counter.rows(1);

  it("counts a document once per query, however many of its lexemes match", () => {
    // hust, husten and hustenstill all start with `hus`; the first document has two of them.
    expect(count(rows, "doc", "'hus':*")).toEqual({ Pain: 2, "Flu & Colds": 1 });
    expect(count(rows, "doc", "'ibuprof':*")).toEqual({ Pain: 2 });
  });

  it("keeps exact lexemes apart from prefixes", () => {
    expect(count(rows, "doc", "'hust'")).toEqual({ Pain: 1, "Flu & Colds": 1 });
    expect(count(rows, "doc", "'hust':*")).toEqual({ Pain: 2, "Flu & Colds": 1 });
  });

  it("counts weight-restricted queries by the weights a lexeme carries", () => {
    expect(count(rows, "doc", "'hust':*C")).toEqual({ Pain: 1, "Flu & Colds": 1 });
    expect(count(rows, "doc", "'hust':*A")).toEqual({ Pain: 1, "Flu & Colds": 1 });
    expect(count(rows, "doc", "'ibuprofen':A")).toEqual({ Pain: 1 });
    expect(count(rows, "doc", "'ibuprofen':B")).toEqual({ Pain: 2 });
    // D is never a scope of its own.
    expect(rows.some((r) => r.query.endsWith("D"))).toBe(false);
  });

  it("counts the company and category vectors separately", () => {
    expect(count(rows, "company", "'helvemed'")).toEqual({ Pain: 1, "Flu & Colds": 1 });
    expect(count(rows, "category", "'pa':*")).toEqual({ Pain: 2 });
    expect(count(rows, "doc", "'helvemed'")).toEqual({});
  });

  it("starts prefixes at two letters and keeps only queries with enough hits", () => {
    expect(rows.some((r) => r.query === "'h':*")).toBe(false);
    const frequent = counter.rows(3);
    expect(new Set(frequent.map((r) => `${r.vector} ${r.query}`))).toEqual(new Set(["doc 'hu':*", "doc 'hus':*", "doc 'hust':*", "doc 'huste':*", "doc 'husten':*"]));
  });

  it("remembers each frequent key's first documents, in the order they were added, once each", () => {
    const row = (vector: string, query: string) => counter.firstHitRows(1).find((r) => r.vector === vector && r.query === query);
    const first = (vector: string, query: string) => row(vector, query)?.product_ids;
    // Three documents hold a word starting with `hus`; two are remembered, the first document once although two of its lexemes match.
    expect(first("doc", "'hus':*")).toEqual([11, 12]);
    expect(first("doc", "'hust':*C")).toEqual([11, 13]);
    expect(first("company", "'helvemed'")).toEqual([12, 13]);
    expect(row("doc", "'hus':*")?.complete).toBe(false);
    // Among the first two documents (the best sellers): both hold `hus`, only the first holds a `hust` symptom.
    expect(row("doc", "'hus':*")?.bestseller_hits).toBe(2);
    expect(row("doc", "'hust':*C")?.bestseller_hits).toBe(1);
    expect(row("doc", "'hust':*C")?.complete).toBe(true);
    expect(counter.firstHitRows(3).map((r) => r.query)).toEqual(["'hu':*", "'hus':*", "'hust':*", "'huste':*", "'husten':*"]);
  });

  it("skips lexemes a tsquery would print escaped", () => {
    const odd = createTermCounter();
    odd.add({ productId: 1, mainCategory: "Pain", doc: ["o'neil A"], company: [], category: [] });
    expect(odd.rows(1)).toEqual([]);
  });

  it("names each document's keys as the counter counts them (the incremental update moves exactly these)", () => {
    const document = { productId: 21, mainCategory: "Pain", doc: ["hust AC", "o'neil A", "ibuprof B"], company: ["helvemed"], category: ["pain"] };
    const single = createTermCounter();
    single.add(document);
    expect([...documentKeys(document)].sort()).toEqual(single.rows(1).map((r) => `${r.vector}|${r.query}`).sort());
    expect(documentKeys(document)).toContain("doc|'hust':*C");
    expect(documentKeys(document)).toContain("company|'he':*");
  });
});
