import { describe, expect, it } from "vitest";
import { guard, parseArticleRow, parseChf, parseFlag, unguard, validGtin } from "./article-rules.ts";

const ctx = { categories: new Map([["pain", "Pain"]]) };
const row = (cells: Record<string, string>) => parseArticleRow(2, new Map(Object.entries(cells)), ctx);

describe("the articles format's cell rules", () => {
  it("checks GS1 check digits of 8, 12, 13 and 14 digits", () => {
    expect(["7680316440115", "96385074", "036000291452", "10012345678902"].map(validGtin)).toEqual([true, true, true, true]);
    expect(["7680316440116", "123", "768031644011a"].map(validGtin)).toEqual([false, false, false]);
  });

  it("reads Swiss prices with a point, a comma or a thousands apostrophe, in Rappen", () => {
    expect(["12.50", "12,5", "1'234.00", "7"].map(parseChf)).toEqual([1250, 1250, 123400, 700]);
    expect(["12.505", "-1", "1e3", ""].map(parseChf)).toEqual([null, null, null, null]);
  });

  it("reads flags in German and English, empty as unknown", () => {
    expect(["ja", "NEIN", "true", "0", ""].map(parseFlag)).toEqual([true, false, true, false, null]);
    expect(parseFlag("vielleicht")).toBeUndefined();
  });

  it("guards formula cells on the way out and drops the guard on the way in", () => {
    expect(["=1+1", "+41", "-3", "@SUM", "Kamille"].map(guard)).toEqual(["'=1+1", "'+41", "'-3", "'@SUM", "Kamille"]);
    expect(["'=1+1", "'Kamille", "=x"].map(unguard)).toEqual(["=1+1", "'Kamille", "=x"]);
  });

  it("derives the sale code from the category only when the cell is empty, and refuses a less strict one", () => {
    expect(row({ pharmacode: "1", swissmedic_category: "D", sale_code: "" }).values.saleCode).toBe("Sale.Web.CC");
    expect(row({ pharmacode: "1", swissmedic_category: "E", sale_code: "Sale.Web.Rx" }).errors).toEqual([]);
    expect(row({ pharmacode: "1", swissmedic_category: "A", sale_code: "Sale.Web.CC" }).errors.map((e) => e.code)).toEqual(["SALE_CODE_CATEGORY"]);
    expect(row({ pharmacode: "1", swissmedic_category: "C" }).errors.map((e) => e.code)).toEqual(["CATEGORY_SMC"]);
  });

  it("accepts a category by its English name in any case; the VAT of before 2024 is an error", () => {
    expect(row({ pharmacode: "1", category: "PAIN", vat_rate: "2,6" }).values).toMatchObject({ category: "Pain", vatRate: 2.6 });
    expect(row({ pharmacode: "1", vat_rate: "7.7" }).errors.map((e) => e.code)).toEqual(["VAT"]);
  });
});
