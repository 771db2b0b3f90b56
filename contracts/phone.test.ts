import { describe, expect, it } from "vitest";
import { guestContactSchema } from "./appointments.ts";
import { editProfileSchema, signupSchema } from "./auth.ts";
import { optionalPhone, PHONE_MESSAGES } from "./phone.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the one phone rule (issue 31)", () => {
  it("takes an account's phone optionally: empty or missing is none, a valid one is kept trimmed", () => {
    expect(optionalPhone.parse(undefined)).toBeNull();
    expect(optionalPhone.parse(null)).toBeNull();
    expect(optionalPhone.parse("   ")).toBeNull();
    expect(optionalPhone.parse(" +41 61 123 45 67 ")).toBe("+41 61 123 45 67");
  });

  it("refuses what the guest booking refuses, with the same message", () => {
    for (const bad of ["12345", "+41 (61) 123 45 67", "061-123-45-6x"]) {
      expect(messageOf(optionalPhone.safeParse(bad))).toBe(PHONE_MESSAGES.invalid);
      const guest = guestContactSchema.shape.phone.safeParse(bad);
      expect(messageOf(guest)).toBe(PHONE_MESSAGES.invalid);
    }
    expect(messageOf(optionalPhone.safeParse("1".repeat(41)))).toBe(PHONE_MESSAGES.tooLong);
  });

  it("is in signup and the profile edit; a profile edit without phone leaves it alone", () => {
    expect(signupSchema.parse({ name: "A", surname: "B", email: "a@b.ch", password: "Sehr!sicher1", passwordConfirm: "Sehr!sicher1", birthdate: "1990-05-14", address: "X 1", phone: "061 123 45 67" }).phone).toBe("061 123 45 67");
    expect(editProfileSchema.parse({ name: "Anna", surname: "Muster" }).phone).toBeUndefined();
    expect(editProfileSchema.parse({ name: "Anna", surname: "Muster", phone: "" }).phone).toBeNull();
    expect(editProfileSchema.parse({ name: "Anna", surname: "Muster", phone: "061 123 45 67" }).phone).toBe("061 123 45 67");
  });
});
