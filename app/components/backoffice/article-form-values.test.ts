import { describe, expect, it } from "vitest";
import { articlePatchSchema, ARTICLE_RULE_MESSAGES, type BackofficeArticle } from "#contracts/backoffice.ts";
import { validateForm } from "#app/lib/forms/form-state.ts";
import { changedPatch, isLargePriceChange, parseChfText, toFormValues, toPatchInput } from "./article-form-values.ts";
import { toStockInput } from "./stock-dialog.tsx";

const article: BackofficeArticle = {
  pharmacode: 1234567,
  gtin: null,
  name: "Dolorin 400 mg 20 Stk",
  brand: "Dolorin",
  company: "Basler Pharma",
  category: "Pain",
  price: 10,
  originalPrice: null,
  offerUntil: null,
  vatRate: 2.6,
  swissmedicCategory: "D",
  atc: null,
  saleCode: "Sale.Web.CC",
  available: null,
  active: true,
  stock: 4,
  summary: "<p>Gegen Schmerzen</p>",
  images: [],
  updatedAt: "2026-01-05T10:00:00.123Z",
};

describe("the article form's values", () => {
  it("reads Swiss prices and leaves anything else to the schema's message", () => {
    expect(["12.50", "12,5", "1'234.00", " 7 ", ""].map(parseChfText)).toEqual([12.5, 12.5, 1234, 7, null]);
    expect(parseChfText("zwölf")).toBeNaN();
    const checked = validateForm(articlePatchSchema, toPatchInput({ ...toFormValues(article), price: "zwölf" }));
    expect(checked.errors).toEqual({ price: ARTICLE_RULE_MESSAGES.PRICE });
  });

  it("sends only what changed, with the token it was filled from", () => {
    const values = { ...toFormValues(article), price: "12,00", available: "true", atc: "" };
    expect(changedPatch(article, toPatchInput(values))).toEqual({ updatedAt: article.updatedAt, price: 12, available: true });
    expect(changedPatch(article, toPatchInput(toFormValues(article)))).toEqual({ updatedAt: article.updatedAt });
  });

  it("asks about a price change of more than 30 %, in both directions, never about a first or a removed price", () => {
    expect([isLargePriceChange(10, 13), isLargePriceChange(10, 13.05), isLargePriceChange(10, 6.95), isLargePriceChange(10, 7)]).toEqual([false, true, true, false]);
    expect([isLargePriceChange(null, 50), isLargePriceChange(10, null), isLargePriceChange(10, undefined)]).toEqual([false, false, false]);
  });

  it("turns the stock dialog's direction and amount into a signed delta", () => {
    expect(toStockInput({ direction: "out", amount: "3", reason: "Bruch" })).toEqual({ delta: -3, reason: "Bruch" });
    expect(toStockInput({ direction: "in", amount: "", reason: "" }).delta).toBe(0);
  });
});
