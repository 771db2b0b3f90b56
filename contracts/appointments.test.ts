import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES, APPOINTMENT_UI_TEXTS, bookingFailureText, guestContactSchema } from "./appointments.ts";
import { emailField } from "./auth.ts";

describe("bookingFailureText (spec §8)", () => {
  it("answers the German conflict text whenever the server's error mentions a time conflict", () => {
    expect(bookingFailureText({ status: 409, error: APPOINTMENT_MESSAGES.timeConflict })).toBe(APPOINTMENT_UI_TEXTS.conflict);
    expect(bookingFailureText({ status: 400, error: "time conflict with another booking" })).toBe(APPOINTMENT_UI_TEXTS.conflict);
  });

  it("shows a 400's server error, else the invalid-data text; other failures the error, the message, the fallback", () => {
    expect(bookingFailureText({ status: 400, error: APPOINTMENT_MESSAGES.phone })).toBe(APPOINTMENT_MESSAGES.phone);
    expect(bookingFailureText({ status: 400 })).toBe(APPOINTMENT_UI_TEXTS.invalidData);
    expect(bookingFailureText({ status: 503, error: "Service unavailable" })).toBe("Service unavailable");
    expect(bookingFailureText({ status: 0, message: "Network error. Please check your internet connection." })).toBe("Network error. Please check your internet connection.");
    expect(bookingFailureText({ status: 500 })).toBe(APPOINTMENT_UI_TEXTS.bookingFailed);
  });
});

/** Tomorrow as dd/mm/yyyy (UTC: the rule compares with now, a day's margin either way is irrelevant here). */
function tomorrow(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}/${d.getUTCFullYear()}`;
}

describe("guest contact (spec §5)", () => {
  const valid = { email: " Anna@Example.CH ", phone: "+41 61-123 45 67", address: " Marktplatz 1 ", birthday: "04/07/1985" };
  it("takes the same addresses as an account's e-mail and refuses the same (one rule)", () => {
    for (const email of ["anna.muster+labor@example.ch", "o'brien@example.co.uk", "x,attacker@evil.ch", "a@b.ch?cc=x@evil.ch", "anna@localhost"]) {
      expect([email, guestContactSchema.safeParse({ ...valid, email }).success]).toEqual([email, emailField.safeParse(email).success]);
    }
  });

  it("trims email, phone and address and lower-cases the email", () => {
    expect(guestContactSchema.parse(valid)).toEqual({ email: "anna@example.ch", phone: "+41 61-123 45 67", address: "Marktplatz 1", birthday: "04/07/1985" });
  });

  it.each([
    [{ email: "" }, APPOINTMENT_MESSAGES.required],
    [{ email: "anna@" }, APPOINTMENT_MESSAGES.email],
    [{ phone: "+41 61 12" }, APPOINTMENT_MESSAGES.phone],
    [{ phone: "0611234567x" }, APPOINTMENT_MESSAGES.phone],
    [{ address: "" }, APPOINTMENT_MESSAGES.required],
    [{ birthday: "" }, APPOINTMENT_MESSAGES.required],
    [{ birthday: "4/7/1985" }, APPOINTMENT_MESSAGES.birthday],
    // Issue 27: one plain address, as for accounts (contracts/email.ts); a birthday in the past, from 1900 on.
    [{ email: "x,attacker@evil.ch" }, APPOINTMENT_MESSAGES.email],
    [{ email: '"x"<attacker@evil.ch>' }, APPOINTMENT_MESSAGES.email],
    [{ email: "x <attacker@evil.ch>" }, APPOINTMENT_MESSAGES.email],
    [{ email: "a@b.ch?cc=attacker@evil.ch&body=Hallo" }, APPOINTMENT_MESSAGES.email],
    [{ email: "anna\u202e@example.ch" }, APPOINTMENT_MESSAGES.email],
    [{ email: "anna@example.ch\u200f" }, APPOINTMENT_MESSAGES.email],
    [{ email: "anna@example.ch;bcc@evil.ch" }, APPOINTMENT_MESSAGES.email],
    [{ birthday: "31/12/2999" }, APPOINTMENT_MESSAGES.birthdayPast],
    [{ birthday: tomorrow() }, APPOINTMENT_MESSAGES.birthdayPast],
    [{ birthday: "31/12/1899" }, APPOINTMENT_MESSAGES.birthday],
  ])("refuses %j with %s", (patch, message) => {
    const result = guestContactSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
