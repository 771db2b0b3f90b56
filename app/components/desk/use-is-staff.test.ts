import { describe, expect, it } from "vitest";
import { MANAGER_ROLE, STAFF_ROLE } from "#contracts/desk.ts";
import { isStaffToken, MANAGER_ROLE_CLAIM, STAFF_ROLE_CLAIM } from "./use-is-staff.ts";

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, "")}.s`;

describe("staff token", () => {
  it("uses the contract's staff role", () => {
    expect(STAFF_ROLE_CLAIM).toBe(STAFF_ROLE);
    expect(MANAGER_ROLE_CLAIM).toBe(MANAGER_ROLE);
  });
  it("is staff only with the staff role", () => {
    expect(isStaffToken(token({ id: "u1", role: STAFF_ROLE }))).toBe(true);
    expect(isStaffToken(token({ id: "u1", role: 2 }))).toBe(false);
    expect(isStaffToken(token({ id: "u1" }))).toBe(false);
    expect(isStaffToken(null)).toBe(false);
  });
});
