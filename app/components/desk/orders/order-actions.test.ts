import { describe, expect, it } from "vitest";
import { nextActions } from "./order-actions.ts";

describe("nextActions", () => {
  it("offers the pickup's steps, cancelling until collected", () => {
    expect(nextActions({ fulfilment: "PICKUP", status: "RECEIVED" })).toEqual(["PREPARING", "CANCELLED"]);
    expect(nextActions({ fulfilment: "PICKUP", status: "PREPARING" })).toEqual(["READY_FOR_PICKUP", "CANCELLED"]);
    expect(nextActions({ fulfilment: "PICKUP", status: "READY_FOR_PICKUP" })).toEqual(["COLLECTED", "CANCELLED"]);
    expect(nextActions({ fulfilment: "PICKUP", status: "COLLECTED" })).toEqual([]);
  });
  it("offers the delivery's steps, no cancelling once shipped", () => {
    expect(nextActions({ fulfilment: "DELIVERY", status: "PREPARING" })).toEqual(["SHIPPED", "CANCELLED"]);
    expect(nextActions({ fulfilment: "DELIVERY", status: "SHIPPED" })).toEqual(["DELIVERED"]);
    expect(nextActions({ fulfilment: "DELIVERY", status: "CANCELLED" })).toEqual([]);
  });
});
