import { describe, expect, it } from "vitest";
import { APPOINTMENT_CUSTOMER_MAY, APPOINTMENT_STATUSES } from "./appointments.ts";
import { APPOINTMENT_TRANSITIONS, appointmentState, statusChangeRefusal } from "./desk-status.ts";
import { DESK_OPEN_STATUSES, DESK_READY_STATUSES, DESK_TO_PREPARE_STATUSES, OPEN_PICKUP_STATUSES, ORDER_CUSTOMER_CANCELLABLE, ORDER_CUSTOMER_MAY, ORDER_STATUSES, ORDER_TRANSITIONS } from "./orders.ts";
import { FULFILMENTS, nextStatuses, PRESCRIPTION_CUSTOMER_MAY, PRESCRIPTION_FINAL_STATUSES, PRESCRIPTION_STATUSES, PRESCRIPTION_TRANSITIONS } from "./prescriptions.ts";
import { customerMay, statusesBefore, statusesWhereCustomerMay, statusesWithNextStep, type Transitions } from "./workflow.ts";

/** Every status has a row, every target is a status, none goes to itself. */
function wellFormed<S extends string>(table: Transitions<S>, statuses: readonly S[]) {
  expect(Object.keys(table).sort()).toEqual([...statuses].sort());
  for (const from of statuses) {
    for (const to of table[from]) {
      expect(statuses).toContain(to);
      expect(to).not.toBe(from);
    }
  }
}

describe("the orders' workflow", () => {
  it("has a row for every status in each fulfilment's table", () => {
    for (const f of ["PICKUP", "DELIVERY"] as const) wellFormed(ORDER_TRANSITIONS[f], ORDER_STATUSES);
  });
  it("gives the desk's work lists from the tables (the SQL conditions' lists)", () => {
    expect(DESK_OPEN_STATUSES).toEqual(["RECEIVED", "PREPARING", "READY_FOR_PICKUP", "SHIPPED"]);
    expect(DESK_TO_PREPARE_STATUSES).toEqual(["RECEIVED", "PREPARING"]);
    expect(statusesBefore(ORDER_TRANSITIONS.DELIVERY, "SHIPPED")).toEqual(DESK_TO_PREPARE_STATUSES);
    expect(DESK_READY_STATUSES).toEqual(["READY_FOR_PICKUP"]);
  });
  it("lets the customer cancel only a received order", () => {
    expect(ORDER_CUSTOMER_CANCELLABLE).toEqual(["RECEIVED"]);
    expect(customerMay(ORDER_CUSTOMER_MAY, "PREPARING", "cancel")).toBe(false);
  });
});

describe("the prescriptions' workflow", () => {
  it("has a row for every status in each fulfilment's table", () => {
    for (const f of FULFILMENTS) wellFormed(PRESCRIPTION_TRANSITIONS[f], PRESCRIPTION_STATUSES);
  });
  it("goes to ready for pickup only when picked up, to shipped only when delivered", () => {
    expect(PRESCRIPTION_TRANSITIONS.PICKUP.ACCEPTED).toEqual(["READY_FOR_PICKUP"]);
    expect(PRESCRIPTION_TRANSITIONS.DELIVERY.ACCEPTED).toEqual(["SHIPPED"]);
    expect(nextStatuses("READY_FOR_PICKUP", "DELIVERY")).toEqual([]);
    expect(nextStatuses("SHIPPED", "PICKUP")).toEqual([]);
  });
  it("ends in completed or rejected, whatever the fulfilment", () => {
    expect([...PRESCRIPTION_FINAL_STATUSES].sort()).toEqual(["COMPLETED", "REJECTED"]);
  });
  it("lets the customer withdraw only while nobody has checked it (the SQL condition's list)", () => {
    expect(statusesWhereCustomerMay(PRESCRIPTION_CUSTOMER_MAY, "withdraw")).toEqual(["SUBMITTED"]);
    expect(PRESCRIPTION_STATUSES.filter((s) => customerMay(PRESCRIPTION_CUSTOMER_MAY, s, "withdraw"))).toEqual(["SUBMITTED"]);
  });
});

describe("the appointments' workflow", () => {
  it("tells a cancellation apart by its reason; the customer's is final", () => {
    wellFormed(APPOINTMENT_TRANSITIONS, ["PENDING", "COMPLETED", "CANCELLED:NO_SHOW", "CANCELLED:CUSTOMER_REQUEST"]);
    expect(APPOINTMENT_TRANSITIONS["CANCELLED:CUSTOMER_REQUEST"]).toEqual([]);
    expect(appointmentState({ status: "CANCELLED", cancelReason: null })).toBe("CANCELLED:CUSTOMER_REQUEST");
    expect(statusChangeRefusal({ status: "CANCELLED", cancelReason: null }, { status: "COMPLETED", correction: true }, true)).toBe("notChangeable");
  });
  it("lets the desk correct a no-show to completed, but not before the start", () => {
    const noShow = { status: "CANCELLED", cancelReason: "NO_SHOW" } as const;
    expect(statusChangeRefusal(noShow, { status: "COMPLETED", correction: true }, true)).toBeNull();
    expect(statusChangeRefusal({ status: "PENDING", cancelReason: null }, { status: "COMPLETED" }, false)).toBe("notStarted");
  });
  it("lets the customer change or cancel only a pending appointment", () => {
    expect(Object.keys(APPOINTMENT_CUSTOMER_MAY).sort()).toEqual([...APPOINTMENT_STATUSES].sort());
    expect(statusesWhereCustomerMay(APPOINTMENT_CUSTOMER_MAY, "cancel")).toEqual(["PENDING"]);
    expect(statusesWhereCustomerMay(APPOINTMENT_CUSTOMER_MAY, "edit")).toEqual(["PENDING"]);
  });
});

describe("open statuses, derived from a transitions table", () => {
  it("a pickup order is open (counts toward the per-account cap) until collected or cancelled", () => {
    expect(OPEN_PICKUP_STATUSES).toEqual(["RECEIVED", "PREPARING", "READY_FOR_PICKUP"]);
    expect(statusesWithNextStep(ORDER_TRANSITIONS.DELIVERY)).toEqual(["RECEIVED", "PREPARING", "SHIPPED"]);
  });
});
