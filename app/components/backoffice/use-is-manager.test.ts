import { describe, expect, it } from "vitest";
import { MANAGER_ROLE, STAFF_ROLE } from "#contracts/desk.ts";
import { isManagerToken, isStaffToken } from "#app/components/desk/use-is-staff.ts";

const token = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, "")}.s`;

// The header shows the back-office link on this; staff and customers must not see it (the server refuses them anyway).
describe("manager token", () => {
  it("is a manager only with the manager role, who is staff too", () => {
    expect(isManagerToken(token({ id: "u1", role: MANAGER_ROLE }))).toBe(true);
    expect(isStaffToken(token({ id: "u1", role: MANAGER_ROLE }))).toBe(true);
    expect(isManagerToken(token({ id: "u1", role: STAFF_ROLE }))).toBe(false);
    expect(isManagerToken(token({ id: "u1", role: 0 }))).toBe(false);
    expect(isManagerToken(token({ id: "u1" }))).toBe(false);
    expect(isManagerToken(null)).toBe(false);
  });
});
