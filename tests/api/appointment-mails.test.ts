import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Appointment } from "#contracts/appointments.ts";
import { SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { pharmacyAddress } from "#contracts/pharmacy.ts";
import { registerVerifiedUser } from "#tests/helpers/auth-flow.ts";
import type { CapturedMail, SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createBookingMailApp } from "#tests/helpers/booking-mail-app.ts";
import type { TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
let smtp: SmtpCapture;
let testId: string;
let days: string[];
beforeAll(async () => {
  ({ t, smtp, testId, days } = await createBookingMailApp());
}, 120_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The decoded text/calendar part of a received mail (nodemailer may send it base64 or quoted-printable). */
function calendarPart(mail: CapturedMail): string {
  const part = mail.raw.split(/\r?\n--/).find((p) => /content-type:\s*text\/calendar/i.test(p));
  if (!part) throw new Error(`no calendar part in: ${mail.subject}`);
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at);
  const body = part.slice(at).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
    return Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
  return body;
}
const unfolded = (ics: string) => ics.replace(/\r\n /g, "");
const prop = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, "m").exec(unfolded(ics))?.[1]?.replace(/\r$/, "");

describe("appointment mails", () => {
  it("confirms with an .ics, updates with the same UID and a higher SEQUENCE, cancels with METHOD:CANCEL", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const booked = await t.call("POST", "/api/labor/createAppointments", {
      token: user.token,
      body: { date: days[0], time: SLOT_TIMES[3], notes: "", selectedTests: [{ _id: testId }] },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const a = booked.body.data as Appointment;

    const confirmation = calendarPart(await smtp.waitFor(user.email, (m) => m.subject === "Ihr Labortermin ist gebucht"));
    expect(prop(confirmation, "METHOD")).toBe("REQUEST");
    expect(prop(confirmation, "UID")).toContain(a._id);
    expect(prop(confirmation, "SEQUENCE")).toBe("0");
    expect(prop(confirmation, "LOCATION")).toContain(pharmacyAddress.replace(/,/g, "\\,"));
    expect(prop(confirmation, "DESCRIPTION")).toContain(a.service.replace(/,/g, "\\,"));
    expect(prop(confirmation, "DTSTART")).toMatch(/^\d{8}T\d{6}Z$/);
    // An invitation names whom it invites (issue 31): the customer, already accepted.
    expect(prop(confirmation, "ATTENDEE")).toBe(`CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${user.email}`);

    const moved = await t.call("PUT", `/api/labor/editAppointments/${a._id}`, { token: user.token, body: { date: days[1], time: SLOT_TIMES[4] } });
    expect(moved.status).toBe(200);
    const update = calendarPart(await smtp.waitFor(user.email, (m) => m.subject === "Ihr Labortermin wurde geändert"));
    expect(prop(update, "UID")).toBe(prop(confirmation, "UID"));
    expect(prop(update, "SEQUENCE")).toBe("1");
    expect(prop(update, "DTSTART")).not.toBe(prop(confirmation, "DTSTART"));

    expect((await t.call("DELETE", `/api/labor/cancelAppointments/${a._id}`, { token: user.token })).status).toBe(200);
    const cancellation = calendarPart(await smtp.waitFor(user.email, (m) => m.subject === "Ihr Labortermin wurde storniert"));
    expect(prop(cancellation, "METHOD")).toBe("CANCEL");
    expect(prop(cancellation, "UID")).toBe(prop(confirmation, "UID"));
    expect(prop(cancellation, "SEQUENCE")).toBe("2");
    expect(prop(cancellation, "DTSTART")).toBe(prop(update, "DTSTART"));
    expect(prop(cancellation, "ATTENDEE")).toContain(`mailto:${user.email}`);
  });
});
