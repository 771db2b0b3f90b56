import { describe, expect, it } from "vitest";
import { summaryLines } from "./summary-lines.ts";

describe("the Information box's summary lines (issue 30)", () => {
  it("keeps each paragraph and list item a line of its own", () => {
    const html =
      "<p><strong>Paracetamol Sirup</strong> wird angewendet bei Fieber.</p><ul><li>Wirkstoff: Paracetamol 30 mg/ml</li><li>Darreichungsform: Sirup</li><li>Zugelassenes Arzneimittel</li></ul>";
    expect(summaryLines(html)).toEqual([
      "Paracetamol Sirup wird angewendet bei Fieber.",
      "Wirkstoff: Paracetamol 30 mg/ml",
      "Darreichungsform: Sirup",
      "Zugelassenes Arzneimittel",
    ]);
  });

  it("stops at the budget and cuts a single long line at a word", () => {
    expect(summaryLines("<p>eins zwei</p><p>drei vier</p>", 12)).toEqual(["eins zwei"]);
    expect(summaryLines(`<p>${"wort ".repeat(60)}</p>`, 40)).toEqual([`${"wort ".repeat(7).trim()}…`]);
    expect(summaryLines("")).toEqual([]);
  });
});
