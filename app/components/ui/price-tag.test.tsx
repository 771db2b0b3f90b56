import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PriceTag } from "./price-tag.tsx";

describe("PriceTag", () => {
  it("shows francs by default, Swiss-grouped with two decimals", () => {
    expect(renderToStaticMarkup(<PriceTag amount={1234.5} />)).toContain(">CHF 1’234.50<");
  });
  it("shows euro amounts the same Swiss way", () => {
    expect(renderToStaticMarkup(<PriceTag amount={49} currency="EUR" />)).toContain(">EUR 49.00<");
    expect(renderToStaticMarkup(<PriceTag amount={12345.678} currency="EUR" />)).toContain(">EUR 12’345.68<");
  });
  it("keeps the amount on one line in tabular digits", () => {
    expect(renderToStaticMarkup(<PriceTag amount={5} />)).toMatch(/class="tabular whitespace-nowrap/);
  });
});
