import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPOINTMENT_MESSAGES } from "#contracts/appointments.ts";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

/**
 * Issue 27, point 5: the guest form took `x,attacker@evil.ch` (the mail went to the attacker too),
 * `"x"<attacker@evil.ch>`, `a@b.ch?cc=…&body=…` (a desk mailto link with the attacker in copy), bidi controls,
 * and a birthday in 2999. One plain address, the rule of accounts; a birthday in the past.
 */
let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp();
}, 120_000);
afterAll(async () => {
  await d.close();
});

const freshSlot = () => d.freshSlot();

const HOSTILE_ADDRESSES = [
  "x,attacker@evil.ch",
  '"x"<attacker@evil.ch>',
  "Anna <attacker@evil.ch>",
  "a@b.ch?cc=attacker@evil.ch&body=Bitte%20zahlen",
  "a@b.ch?cc=attacker%40evil.ch&body=Bitte%20zahlen",
  "anna\u202e@example.ch",
  "anna@example.ch\u200f",
  "anna@example.ch;attacker@evil.ch",
];

describe("a guest booking's contact", () => {
  it.each(HOSTILE_ADDRESSES)("refuses the address %j with 400 and the e-mail message; nothing is booked or mailed", async (email) => {
    const res = await d.bookGuest(freshSlot(), { email });
    expect([res.status, res.body.error]).toEqual([400, APPOINTMENT_MESSAGES.email]);
    expect(res.body.details).toEqual([{ field: "email", message: APPOINTMENT_MESSAGES.email }]);
  });

  it.each(["31/12/2999", "01/01/2100"])("refuses the birthday %s (in the future) with 400", async (birthday) => {
    const res = await d.bookGuest(freshSlot(), { birthday });
    expect([res.status, res.body.error]).toEqual([400, APPOINTMENT_MESSAGES.birthdayPast]);
    expect(res.body.details).toEqual([{ field: "birthday", message: APPOINTMENT_MESSAGES.birthdayPast }]);
  });

  it("takes a plain address (lower-cased) and a past birthday", async () => {
    const res = await d.bookGuest(freshSlot(), { email: "Anna.Muster+Labor@Example.CH", birthday: "29/02/1988" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.email).toBe("anna.muster+labor@example.ch");
  });

  it("an account's signup refuses the same addresses (one rule)", async () => {
    for (const email of HOSTILE_ADDRESSES) {
      const res = await d.t.call("POST", "/api/authentication/signup", { body: newSignup({ email }), headers: freshIp() });
      expect([email, res.status, res.body.details?.[0]]).toEqual([email, 400, { field: "email", message: AUTH_MESSAGES.emailInvalid }]);
    }
  });
});
