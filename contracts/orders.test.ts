import { describe, expect, it } from "vitest";
import { canChangeOrderStatus, orderEstimate, placeOrderSchema } from "./orders.ts";

describe("order estimate (Europe/Zurich opening hours)", () => {
  it("has goods in stock ready two opening hours later, carried over closing time and Sundays", () => {
    // Thursday 11:00 in Zurich (CET) -> 13:00 the same day.
    expect(orderEstimate("PICKUP", false, new Date("2026-11-26T10:00:00Z")).text).toBe("Abholbereit ab Donnerstag, 26.11.2026 um 13:00");
    // Thursday 18:45: 45 minutes today, 75 tomorrow from 08:00.
    expect(orderEstimate("PICKUP", false, new Date("2026-11-26T17:45:00Z")).text).toBe("Abholbereit ab Freitag, 27.11.2026 um 09:15");
    // Saturday 16:30 (closes 17:00): 30 minutes, then Sunday closed, Monday 08:00 + 90 minutes.
    expect(orderEstimate("PICKUP", false, new Date("2026-11-28T15:30:00Z")).text).toBe("Abholbereit ab Montag, 30.11.2026 um 09:30");
  });

  it("skips Basel's public holidays and keeps summer time", () => {
    // Christmas Eve 18:00 (Thursday): 90 minutes that day, then Christmas, Stephanstag (Saturday) closed.
    expect(orderEstimate("PICKUP", false, new Date("2026-12-24T17:00:00Z")).text).toBe("Abholbereit ab Montag, 28.12.2026 um 08:30");
    // Summer: Wednesday 10:00 CEST -> 12:00, i.e. 10:00 UTC.
    expect(orderEstimate("PICKUP", false, new Date("2026-07-01T08:00:00Z")).readyBy).toBe("2026-07-01T10:00:00.000Z");
  });

  it("gives backorders two opening days and deliveries postal working days", () => {
    expect(orderEstimate("PICKUP", true, new Date("2026-11-26T10:00:00Z")).text).toBe("Nachbestellt: abholbereit bis Samstag, 28.11.2026 um 17:00");
    expect(orderEstimate("DELIVERY", false, new Date("2026-11-26T10:00:00Z")).text).toBe("Voraussichtliche Zustellung bis Montag, 30.11.2026");
    expect(orderEstimate("DELIVERY", true, new Date("2026-11-26T10:00:00Z")).text).toBe("Voraussichtliche Zustellung bis Mittwoch, 02.12.2026");
  });
});

describe("order rules", () => {
  it("allows the pickup and delivery paths and cancelling only before collection or shipping", () => {
    expect(canChangeOrderStatus("PICKUP", "READY_FOR_PICKUP", "COLLECTED")).toBe(true);
    expect(canChangeOrderStatus("PICKUP", "PREPARING", "SHIPPED")).toBe(false);
    expect(canChangeOrderStatus("DELIVERY", "PREPARING", "READY_FOR_PICKUP")).toBe(false);
    expect(canChangeOrderStatus("DELIVERY", "SHIPPED", "CANCELLED")).toBe(false);
    expect(canChangeOrderStatus("PICKUP", "COLLECTED", "CANCELLED")).toBe(false);
    expect(canChangeOrderStatus("PICKUP", "CANCELLED", "PREPARING")).toBe(false);
  });

  it("takes Swiss zip codes 1000..9699 only and drops the address of a pickup", () => {
    const base = { fulfilment: "DELIVERY", payment: "INVOICE", contact: { name: "A", surname: "B", email: "a@b.ch", phone: "+41 61 123 45 67" } };
    expect(placeOrderSchema.safeParse({ ...base, address: { street: "X 1", zip: "0999", city: "Basel" } }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, address: { street: "X 1", zip: 9700, city: "Vaduz" } }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, address: { street: "X 1", zip: 4051, city: "Basel" } }).data?.address).toEqual({ street: "X 1", zip: "4051", city: "Basel" });
    expect(placeOrderSchema.parse({ ...base, fulfilment: "PICKUP", address: { street: "X 1", zip: "4051", city: "Basel" } }).address).toBeNull();
  });
});
