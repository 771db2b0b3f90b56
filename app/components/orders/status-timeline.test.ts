import { describe, expect, it } from "vitest";
import { upcomingSteps } from "./status-timeline.tsx";

describe("the order timeline's steps to come (issue 38 point 15)", () => {
  it("follows the fulfilment's forward path, never the cancellation", () => {
    expect(upcomingSteps("RECEIVED", "PICKUP")).toEqual(["PREPARING", "READY_FOR_PICKUP", "COLLECTED"]);
    expect(upcomingSteps("PREPARING", "DELIVERY")).toEqual(["SHIPPED", "DELIVERED"]);
    expect(upcomingSteps("COLLECTED", "PICKUP")).toEqual([]);
    expect(upcomingSteps("CANCELLED", "DELIVERY")).toEqual([]);
  });

  it("without the fulfilment shows only what both ways share", () => {
    expect(upcomingSteps("RECEIVED")).toEqual(["PREPARING"]);
    expect(upcomingSteps("PREPARING")).toEqual([]);
  });
});
