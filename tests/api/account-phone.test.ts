import { sql } from "drizzle-orm";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import type { DeskAppointment } from "#contracts/desk.ts";
import { PHONE_MESSAGES } from "#contracts/phone.ts";
import { queryOne } from "#server/db/typed-sql.ts";
import { freshIp, newSignup } from "#tests/helpers/auth-flow.ts";
import { deskSuite } from "#tests/helpers/desk.ts";

/* Issue 31 point 2: an optional phone at signup and in the profile, with the guest booking's rule, shown at the desk. */
const suite = deskSuite();

const signup = (body: unknown) => suite.d.t.call("POST", "/api/authentication/signup", { body, headers: freshIp() });
const phoneOf = async (email: string) =>
  (await queryOne(suite.d.t.deps.database.db, z.object({ phone: z.string().nullable() }), sql`select phone from users where email = ${email}`)).phone;
const editProfile = (token: string, body: unknown) => suite.d.t.call("PUT", "/api/authentication/edit-profile", { token, body });

describe("a phone number at signup", () => {
  it("is stored trimmed when given, and none when left empty or out", async () => {
    const withPhone = newSignup({ phone: "  +41 61 555 66 77 " });
    expect((await signup(withPhone)).status).toBe(201);
    expect(await phoneOf(String(withPhone.email).toLowerCase())).toBe("+41 61 555 66 77");
    const empty = newSignup({ phone: "" });
    expect((await signup(empty)).status).toBe(201);
    expect(await phoneOf(String(empty.email).toLowerCase())).toBeNull();
    const without = newSignup();
    expect((await signup(without)).status).toBe(201);
    expect(await phoneOf(String(without.email).toLowerCase())).toBeNull();
  });

  it("refuses an invalid one with the guest booking's message, field phone", async () => {
    for (const phone of ["12345", "+41 (61) 555"]) {
      const res = await signup(newSignup({ phone }));
      expect(res.status).toBe(400);
      expect(res.body.details).toContainEqual({ field: "phone", message: PHONE_MESSAGES.invalid });
      const guest = await suite.d.bookGuest({ date: suite.d.days[0]!, time: "09:00" }, { phone });
      expect(guest.status).toBe(400);
      expect(guest.body.details).toContainEqual({ field: "phone", message: PHONE_MESSAGES.invalid });
    }
  });
});

describe("the phone in the profile and at the desk", () => {
  it("is set, changed and removed through the profile; a save without it keeps it; the desk shows the current one", async () => {
    const customer = await suite.d.user();
    const booked = await suite.d.bookUser(customer.token, { date: suite.d.days[1]!, time: "10:30" });
    expect(booked.status).toBe(201);
    const deskPhone = async () => {
      const res = await suite.d.t.call("GET", `/api/desk/appointments?date=${encodeURIComponent(suite.d.days[1]!)}`, { token: suite.staff.token });
      return (res.body.data as DeskAppointment[]).find((a) => a._id === booked.body.data._id)!.customer.phone;
    };
    expect(await deskPhone()).toBeNull();

    const set = await editProfile(customer.token, { name: "Anna", surname: "Muster", phone: "061 555 66 77" });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.user.phone).toBe("061 555 66 77");
    expect(await deskPhone()).toBe("061 555 66 77");

    expect((await editProfile(customer.token, { name: "Anna", surname: "Muster-Keller" })).body.data.user.phone).toBe("061 555 66 77");

    const bad = await editProfile(customer.token, { name: "Anna", surname: "Muster", phone: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContainEqual({ field: "phone", message: PHONE_MESSAGES.invalid });

    expect((await editProfile(customer.token, { name: "Anna", surname: "Muster", phone: "" })).body.data.user.phone).toBeNull();
    expect(await deskPhone()).toBeNull();
  });
});
