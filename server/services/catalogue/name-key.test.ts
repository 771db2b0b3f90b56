import { describe, expect, it } from "vitest";
import { nameKey, sortKey } from "./name-key.ts";

/** Byte order, as ORDER BY over the text column compares on PGlite and PostgreSQL with the C collation. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedByKey = (names: string[]) => [...names].sort((a, b) => byteOrder(sortKey(a), sortKey(b)));

describe("nameKey", () => {
  it("folds case, umlauts, accents and ß, and collapses spaces", () => {
    expect(nameKey("  Ärzte  Crème ß ")).toBe("arzte creme ss");
  });
});

describe("sortKey", () => {
  it("orders numbers by value, not digit by digit", () => {
    expect(sortedByKey(["Vaducare Magnesium Zitrone 400 g", "Vaducare Magnesium Zitrone 120 Kapseln"])).toEqual([
      "Vaducare Magnesium Zitrone 120 Kapseln",
      "Vaducare Magnesium Zitrone 400 g",
    ]);
    expect(sortedByKey(["X 100 Stk", "X 20 Stk", "X 3 Stk", "X 1000 mg"])).toEqual(["X 3 Stk", "X 20 Stk", "X 100 Stk", "X 1000 mg"]);
  });

  it("orders decimals as fractions and a whole number before its decimals", () => {
    expect(sortedByKey(["N 0.1 %", "N 0.05 %", "N 0.025 %"])).toEqual(["N 0.025 %", "N 0.05 %", "N 0.1 %"]);
    expect(sortedByKey(["D 12.5 mg", "D 120 mg", "D 12 mg", "D 2 mg"])).toEqual(["D 2 mg", "D 12 mg", "D 12.5 mg", "D 120 mg"]);
  });

  it("sorts Ä with A and ignores case (German collation)", () => {
    expect(sortKey("Ärzte")).toBe(sortKey("Arzte"));
    expect(sortKey("ÖSCHINEN")).toBe(sortKey("öschinen"));
    expect(sortedByKey(["Zink", "Ärzte Mix", "Baldrian", "aloe", "Öschinen"])).toEqual(["aloe", "Ärzte Mix", "Baldrian", "Öschinen", "Zink"]);
  });

  it("puts a shorter name before its longer continuations", () => {
    expect(sortedByKey(["Omega-3 Forte", "Omega 3", "Omega"])).toEqual(["Omega", "Omega 3", "Omega-3 Forte"]);
  });
});
