import { describe, expect, it } from "vitest";
import { guestContactSchema } from "./appointments.ts";
import { editProfileSchema, signupSchema } from "./auth.ts";
import { callablePhone, isCallablePhone, optionalPhone, PHONE_MESSAGES } from "./phone.ts";

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

describe("the checkout's callable phone (issue 38 point 15)", () => {
  it("takes Swiss numbers with 10 national digits or +41 / 0041 and 9, and other countries in E.164", () => {
    for (const ok of ["079 123 45 67", "0791234567", "061-555-12-34", "+41 79 123 45 67", "0041 61 555 12 34", "+41 (0)61 555 12 34", "+41791234567", "+49 7621 123456", "0049 7621 123456"]) {
      expect(isCallablePhone(ok), ok).toBe(true);
    }
  });

  it("refuses 9 or 11 national digits, a short +41 number and stray characters", () => {
    for (const bad of ["079 123 45 6", "079 123 45 678", "+41 79 123 45 6", "0041 79 123 45", "+41 079 123 45 67", "12345", "079 123 45 6x", "(079) 123 45 67", "+1 23"]) {
      expect(isCallablePhone(bad), bad).toBe(false);
    }
  });

  it("says so in German", () => {
    expect(messageOf(callablePhone("Bitte Telefonnummer").safeParse("079 123 45 6"))).toBe(PHONE_MESSAGES.swissInvalid);
    expect(messageOf(callablePhone("Bitte Telefonnummer").safeParse(""))).toBe("Bitte Telefonnummer");
  });
});
