import { describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES, APPOINTMENT_UI_TEXTS, bookingFailureText, guestContactSchema } from "./appointments.ts";

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

describe("guest contact (spec §5)", () => {
  const valid = { email: " Anna@Example.CH ", phone: "+41 61-123 45 67", address: " Marktplatz 1 ", birthday: "04/07/1985" };
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
  ])("refuses %j with %s", (patch, message) => {
    const result = guestContactSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
