import { describe, expect, it } from "vitest";
import { cartStockNote, stockText } from "./stock-text.ts";

describe("stockText", () => {
  it("says in stock when nothing is backordered", () => {
    expect(stockText({ quantity: 2, inStock: 2, backordered: 0 }, "PICKUP")).toEqual({ text: "An Lager, abholbereit innert 2 Stunden (während der Öffnungszeiten)", tone: "ok" });
    expect(stockText({ quantity: 2, inStock: 2, backordered: 0 }, "DELIVERY").text).toBe("An Lager, versandbereit");
  });
  it("says when a backordered line can be collected or sent", () => {
    expect(stockText({ quantity: 1, inStock: 0, backordered: 1 }, "PICKUP")).toEqual({ text: "Nicht an Lager: wird bestellt, abholbereit innert 2 Werktagen", tone: "wait" });
    expect(stockText({ quantity: 1, inStock: 0, backordered: 1 }, "DELIVERY").text).toBe("Nicht an Lager: wird bestellt, versandbereit innert 2 Werktagen");
  });
  it("names both parts of a partly backordered line", () => {
    expect(stockText({ quantity: 3, inStock: 1, backordered: 2 }, "PICKUP").text).toBe("1 an Lager, 2 werden bestellt: abholbereit innert 2 Werktagen");
  });
});

describe("cartStockNote", () => {
  it("says nothing for a line in stock", () => {
    expect(cartStockNote({ quantity: 1, inStock: 1, backordered: 0 }, false)).toBeNull();
  });
  it("says when a backordered line can be collected or sent", () => {
    expect(cartStockNote({ quantity: 1, inStock: 0, backordered: 1 }, false)).toBe("Zurzeit nicht an Lager: wird bestellt, abholbereit oder versandbereit innert 2 Werktagen");
    expect(cartStockNote({ quantity: 1, inStock: 0, backordered: 1 }, true)).toBe("Zurzeit nicht an Lager: wird bestellt, abholbereit innert 2 Werktagen");
    expect(cartStockNote({ quantity: 3, inStock: 2, backordered: 1 }, true)).toBe("Nur 2 an Lager, der Rest wird bestellt: abholbereit innert 2 Werktagen");
  });
});
