import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDayText } from "#contracts/calendar.ts";
import { slotStart } from "#contracts/appointment-slots.ts";
import { sql } from "drizzle-orm";
import { GUEST_LINK_LIMITS } from "#server/http/guest-appointments.ts";
import { FEED_WINDOW_DAYS } from "#server/services/appointments/desk-feed.ts";
import { deskEventUid } from "#server/services/appointments/desk-feed-ics.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";

let d: DeskApp;
beforeAll(async () => {
  d = await createDeskApp();
}, 120_000);
afterAll(async () => {
  await d.close();
});

const newFeedUrl = async (token: string) => {
  const res = await d.t.call("POST", "/api/desk/calendar-feed", { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new URL(res.body.data.url as string);
};
const fetchFeed = async (url: URL) => {
  const res = await d.t.app.request(url.pathname);
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), text: await res.text() };
};

/** Unfolds an iCalendar text (RFC 5545 §3.1) into its logical lines, checking the physical ones on the way. */
function unfold(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
  return physical.reduce<string[]>((lines, line) => (line.startsWith(" ") ? [...lines.slice(0, -1), lines.at(-1)! + line.slice(1)] : [...lines, line]), []);
}

/** The VEVENTs as property maps, after checking that BEGIN/END pair up. */
function events(lines: string[]): Map<string, string>[] {
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  expect(lines).toContain("VERSION:2.0");
  expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
  const found: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line === "BEGIN:VEVENT") {
      expect(current).toBeNull();
      current = new Map();
    } else if (line === "END:VEVENT") {
      found.push(current!);
      current = null;
    } else if (current) {
      const at = line.search(/[:;]/);
      current.set(line.slice(0, at), line.slice(line.indexOf(":", at) + 1));
    }
  }
  expect(current).toBeNull();
  return found;
}

describe("the calendar feed", () => {
  it("is a private URL answering valid iCalendar of every non-cancelled appointment, without a bearer", async () => {
    const staff = await d.staff();
    const url = await newFeedUrl(staff.token);
    expect(url.origin).toBe("http://shop.test");
    expect(url.pathname).toMatch(/^\/api\/desk\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const date = d.days[0]!;
    const customer = await d.user();
    const kept = await d.bookUser(customer.token, { date, time: "09:30" }, { notes: "Allergie; Pflaster, bitte\nkein Latex" });
    const guest = await d.bookGuest({ date: d.days[1]!, time: "16:30" });
    const cancelled = await d.bookGuest({ date, time: "10:00" });
    expect([kept.status, guest.status, cancelled.status]).toEqual([201, 201, 201]);
    expect((await d.t.call("PUT", `/api/desk/appointments/${cancelled.body.data._id}/status`, { token: staff.token, body: { status: "CANCELLED", reason: "CUSTOMER_REQUEST" } })).status).toBe(200);

    const feed = await fetchFeed(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe("text/calendar; charset=utf-8");
    expect(feed.cache).toBe("private, no-store");
    const lines = unfold(feed.text);
    expect(lines).toContain("METHOD:PUBLISH");
    const all = events(lines);
    expect(all.map((e) => e.get("UID"))).toEqual([deskEventUid(kept.body.data._id), deskEventUid(guest.body.data._id)]);
    const [own, other] = all as [Map<string, string>, Map<string, string>];
    const start = slotStart(parseDayText(date)!, 9 * 60 + 30);
    expect(own.get("DTSTART")).toBe(start.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    expect(own.get("DTEND")).toBe(new Date(start.getTime() + 30 * 60_000).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, ""));
    expect(own.get("SUMMARY")).toBe("Labor: Anna Muster");
    // The minimum a calendar needs (issue 27): who, how to reach them, the status; no notes, birthday or tests.
    expect(own.get("DESCRIPTION")).toBe(`Kontakt: Anna Muster\\, ${customer.email}\\nStatus: PENDING\\nLeistungen und Notizen: am Apothekenschalter`);
    expect(other.get("SUMMARY")).toBe(`Labor: ${guest.body.data.email}`);
    expect(other.get("DESCRIPTION")).toBe(`Kontakt: ${guest.body.data.email}\\, +41 61 123 45 67\\nStatus: PENDING\\nLeistungen und Notizen: am Apothekenschalter`);
    // The customer's address is random and once held "1985" (`anna.mx0h1985.59@…`): look for secrets beside it.
    const besideAddresses = lines.join("\n").replaceAll(customer.email, "").replaceAll(guest.body.data.email, "");
    for (const secret of ["Allergie", "Latex", "1985", "04.07", d.tests[0]!.name]) expect(besideAddresses).not.toContain(secret);
    for (const e of all) for (const key of ["DTSTAMP", "DTSTART", "DTEND", "SEQUENCE", "LOCATION", "STATUS"]) expect([key, e.has(key)]).toEqual([key, true]);
  });

  it(`covers ${FEED_WINDOW_DAYS.back} days back and ${FEED_WINDOW_DAYS.ahead} days ahead, not the whole history`, async () => {
    const staff = await d.staff();
    const url = await newFeedUrl(staff.token);
    const booked = [];
    for (const time of ["11:00", "11:30", "12:00", "13:30"]) booked.push((await d.bookGuest({ date: d.days[2]!, time })).body.data._id as string);
    const move = (id: string, days: number) => d.t.deps.database.db.execute(sql`update appointments set starts_at = date_trunc('minute', now()) + ${days} * interval '1 day' where id = ${id}`);
    await move(booked[0]!, -(FEED_WINDOW_DAYS.back + 1));
    await move(booked[1]!, -(FEED_WINDOW_DAYS.back - 1));
    await move(booked[2]!, FEED_WINDOW_DAYS.ahead - 1);
    await move(booked[3]!, FEED_WINDOW_DAYS.ahead + 1);
    const uids = events(unfold((await fetchFeed(url)).text)).map((e) => e.get("UID"));
    expect(uids).toEqual(expect.arrayContaining([deskEventUid(booked[1]!), deskEventUid(booked[2]!)]));
    expect(uids).not.toContain(deskEventUid(booked[0]!));
    expect(uids).not.toContain(deskEventUid(booked[3]!));
  });

  it(`refuses a client after ${GUEST_LINK_LIMITS.perIp.limit} failed feed tokens (429), like the guest link; valid fetches do not count`, async () => {
    const staff = await d.staff();
    const url = await newFeedUrl(staff.token);
    const from = (ip: string, path: string) => d.t.app.request(path, { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 30; i++) expect((await from("10.99.0.1", url.pathname)).status).toBe(200);
    for (let i = 0; i < GUEST_LINK_LIMITS.perIp.limit; i++) expect((await from("10.99.0.1", `/api/desk/feed/${"B".repeat(42)}${i % 10}.ics`)).status).toBe(404);
    const refused = await from("10.99.0.1", `/api/desk/feed/${"C".repeat(43)}.ics`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await from("10.99.0.2", url.pathname)).status).toBe(200);
  });

  it("a new URL revokes the old one (404); a removed staff member's URL answers 404; garbage answers 404", async () => {
    const staff = await d.staff();
    const first = await newFeedUrl(staff.token);
    expect((await fetchFeed(first)).status).toBe(200);
    const second = await newFeedUrl(staff.token);
    expect(second.pathname).not.toBe(first.pathname);
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);
    // Another staff member's feed is their own: renewing it leaves this one working.
    const other = await d.staff();
    const theirs = await newFeedUrl(other.token);
    expect((await fetchFeed(second)).status).toBe(200);
    await d.t.deps.services.desk.staff.remove(staff.email);
    expect((await fetchFeed(second)).status).toBe(404);
    expect((await fetchFeed(theirs)).status).toBe(200);
    for (const path of ["/api/desk/feed/nope.ics", `/api/desk/feed/${"A".repeat(43)}.ics`, "/api/desk/feed/%00.ics"]) {
      expect([path, (await d.t.app.request(path)).status]).toEqual([path, 404]);
    }
  });
});
