import { describe, expect, it } from "vitest";
import { deliveryEstimate } from "./delivery-estimate.ts";

describe("deliveryEstimate", () => {
  it("counts 3 to 5 business days from a Friday over the weekend (the issue's example)", () => {
    expect(deliveryEstimate(new Date("2026-11-20T10:00:00Z"))).toBe("Lieferung zwischen Mi, 25.11. und Fr, 27.11.");
  });

  it("counts from Monday as Thursday to the next Monday", () => {
    expect(deliveryEstimate(new Date("2026-11-23T10:00:00Z"))).toBe("Lieferung zwischen Do, 26.11. und Mo, 30.11.");
  });

  it("starts a weekend order's count on Monday", () => {
    expect(deliveryEstimate(new Date("2026-11-21T12:00:00Z"))).toBe("Lieferung zwischen Mi, 25.11. und Fr, 27.11.");
    expect(deliveryEstimate(new Date("2026-11-22T12:00:00Z"))).toBe("Lieferung zwischen Mi, 25.11. und Fr, 27.11.");
  });

  it("takes the day in Zurich, not UTC: 23:30 UTC on a Thursday is already Friday in Basel", () => {
    expect(deliveryEstimate(new Date("2026-11-19T23:30:00Z"))).toBe("Lieferung zwischen Mi, 25.11. und Fr, 27.11.");
    // Summer time (UTC+2): 22:30 UTC on Thursday 25 June is Friday 26 June in Zurich.
    expect(deliveryEstimate(new Date("2026-06-25T22:30:00Z"))).toBe("Lieferung zwischen Mi, 01.07. und Fr, 03.07.");
  });

  it("crosses the year", () => {
    expect(deliveryEstimate(new Date("2026-12-30T09:00:00Z"))).toBe("Lieferung zwischen Mo, 04.01. und Mi, 06.01.");
  });
});
