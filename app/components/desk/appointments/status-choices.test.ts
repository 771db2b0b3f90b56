import { describe, expect, it } from "vitest";
import { cancelChoices, correctionChoices, hasBegun } from "./status-choices.ts";

describe("the desk's status choices (issue 31 point 4)", () => {
  it("knows when a slot has begun, in Zurich time", () => {
    // 30/11/2026 10:00 in Zurich is 09:00 UTC.
    expect(hasBegun({ date: "30/11/2026", time: "10:00" }, new Date("2026-11-30T08:59:59Z"))).toBe(false);
    expect(hasBegun({ date: "30/11/2026", time: "10:00" }, new Date("2026-11-30T09:00:00Z"))).toBe(true);
    expect(hasBegun({ date: "garbage", time: "10:00" }, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });

  it("offers no-show only from the start on, the customer's request always", () => {
    const pending = { status: "PENDING" as const, cancelReason: null };
    expect(cancelChoices(pending, false, "10:00").map((c) => [c.value, c.disabled, c.hint])).toEqual([
      ["NO_SHOW", true, "erst ab 10:00 Uhr möglich"],
      ["CUSTOMER_REQUEST", false, undefined],
    ]);
    expect(cancelChoices(pending, true, "10:00").map((c) => c.disabled)).toEqual([false, false]);
  });

  it("corrects completed to pending or no-show, a no-show to completed, and nothing else", () => {
    expect(correctionChoices({ status: "COMPLETED", cancelReason: null }).map((c) => c.value)).toEqual(["PENDING", "NO_SHOW"]);
    expect(correctionChoices({ status: "CANCELLED", cancelReason: "NO_SHOW" }).map((c) => c.value)).toEqual(["COMPLETED"]);
    expect(correctionChoices({ status: "CANCELLED", cancelReason: "CUSTOMER_REQUEST" })).toEqual([]);
    expect(correctionChoices({ status: "CANCELLED", cancelReason: null })).toEqual([]);
    expect(correctionChoices({ status: "PENDING", cancelReason: null })).toEqual([]);
  });
});
