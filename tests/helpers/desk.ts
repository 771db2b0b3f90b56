import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, expect } from "vitest";
import { calendarDays, SLOT_TIMES, toSlotText } from "#contracts/appointment-slots.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { holidayOn } from "#contracts/holidays.ts";
import type { LabTestsByCategory } from "#contracts/laboratory.ts";
import { seedLaboratoryOnStart } from "#server/laboratory/seed-on-start.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { freshIp, STRONG_PASSWORD } from "./auth-flow.ts";
import { createShoppingApp } from "./shopping.ts";

/**
 * An app for the desk suites: the laboratory seeded, customers from createShoppingApp, staff made through the
 * real staff service (what `npm run staff -- add` runs) and logged in through the real login call.
 */
export async function createDeskApp(options: Parameters<typeof createShoppingApp>[0] = {}) {
  const s = await createShoppingApp(options);
  await seedLaboratoryOnStart(s.t.deps);
  const grouped = (await s.t.call("GET", "/api/lab-tests/getAllLabTests")).body.data as LabTestsByCategory;
  const tests = Object.values(grouped).flat();
  const staffService = s.t.deps.services.desk.staff;

  /**
   * A logged-in staff member: a customer account made staff, which voids its password; the password is set again
   * through the mailed invitation link, as the staff member does, then the account logs in.
   */
  async function staff() {
    const user = await s.user();
    const added = await staffService.add(user.email);
    expect(added).toMatchObject({ created: false, alreadyStaff: false, mailed: true });
    await acceptInvitation(user.email);
    return { ...user, token: await login(user.email) };
  }

  async function acceptInvitation(email: string) {
    await s.t.deps.services.mailWorker.drain();
    const invitation = (await listOutbox(outboxDir(s.t.deps.env.dataDir))).find((m) => m.to === email && m.kind === "staff-invite");
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(invitation?.text ?? "")?.[0];
    if (!link) throw new Error(`no staff invitation mailed to ${email}`);
    const set = await s.t.call("POST", `/api/authentication/reset-password${new URL(link).search}`, {
      body: { newPassword: STRONG_PASSWORD, confirmNewPassword: STRONG_PASSWORD },
      headers: freshIp(),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }

  async function login(email: string): Promise<string> {
    const res = await s.t.call("POST", "/api/authentication/user/login", { body: { email, password: STRONG_PASSWORD }, headers: freshIp() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.token as string;
  }

  /** Bookable weekdays from tomorrow on that are no public holiday, so no slot of a test passes while it runs. */
  const days = calendarDays(new Date())
    .slice(1)
    .filter((d) => d.bookable && !holidayOn(d.day))
    .map((d) => d.date);
  let guestCounter = 0;
  let nextSlot = 0;
  let begunCounter = 0;
  let begunFrom: Date | null = null;

  return {
    ...s,
    tests,
    days,
    staff,
    login,
    acceptInvitation,
    /** A guest booking (own address and e-mail each, clear of the guest limits). */
    bookGuest: (slot: { date: string; time: string }, extra: Record<string, unknown> = {}) =>
      s.t.call("POST", "/api/labor/createAppointmentGuest", {
        body: {
          email: `desk.gast.${++guestCounter}@example.ch`,
          phone: "+41 61 123 45 67",
          address: "Marktplatz 2, 4051 Basel",
          birthday: "04/07/1985",
          notes: "",
          selectedTests: [{ _id: tests[0]!._id }],
          ...slot,
          ...extra,
        },
        headers: freshIp(),
      }),
    bookUser: (token: string, slot: { date: string; time: string }, extra: Record<string, unknown> = {}) =>
      s.t.call("POST", "/api/labor/createAppointments", { token, body: { notes: "", selectedTests: [{ _id: tests[0]!._id }], ...slot, ...extra } }),
    slotTimes: SLOT_TIMES,
    /** The next slot in order over `days`: tests that take theirs from here never meet in one. */
    freshSlot(): { date: string; time: string } {
      const i = nextSlot++;
      return { date: days[Math.floor(i / SLOT_TIMES.length)]!, time: SLOT_TIMES[i % SLOT_TIMES.length]! };
    },
    /**
     * Moves a booked appointment's start into the recent past (a few minutes ago, a different minute each call,
     * so the slot index never meets two): completed and no-show are allowed only from the start on. The minutes
     * count back from the minute of the first call: counted from each call's own minute, a call one minute later
     * landed on the minute the call before it had taken (a duplicate slot, seen in the suite).
     */
    async begin(id: string): Promise<{ date: string; time: string }> {
      const minutes = 5 + ++begunCounter;
      begunFrom ??= new Date(Math.floor(Date.now() / 60_000) * 60_000);
      const [row] = await queryRows(
        s.t.deps.database.db,
        z.object({ starts_at: z.coerce.date() }),
        sql`update appointments set starts_at = ${begunFrom.toISOString()}::timestamptz - make_interval(mins => ${minutes}) where id = ${id} returning starts_at`,
      );
      return toSlotText(row!.starts_at);
    },
  };
}

export type DeskApp = Awaited<ReturnType<typeof createDeskApp>>;

/** One desk app and a logged-in staff member for a test file: made before its tests, closed after them. */
export function deskSuite(): { d: DeskApp; staff: Awaited<ReturnType<DeskApp["staff"]>> } {
  const suite = {} as { d: DeskApp; staff: Awaited<ReturnType<DeskApp["staff"]>> };
  beforeAll(async () => {
    suite.d = await createDeskApp();
    suite.staff = await suite.d.staff();
  }, 120_000);
  afterAll(async () => {
    await suite.d.close();
  });
  return suite;
}
