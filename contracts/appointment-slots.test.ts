import { describe, expect, it } from "vitest";
import { parseDayText } from "./calendar.ts";
import { calendarDays, checkDay, checkSlot, daySlots, SLOT_MESSAGES, SLOT_TIMES, toSlotText } from "./appointment-slots.ts";

const at = (iso: string) => new Date(iso);
const startOf = (date: string, time: string, now: Date) => {
  const slot = checkSlot(date, time, now);
  if (!slot.ok) throw new Error(slot.message);
  return slot.startsAt.toISOString();
};

describe("slot grid", () => {
  it("has 17 slots from 09:00 to 17:00 every 30 minutes", () => {
    expect(SLOT_TIMES).toHaveLength(17);
    expect(SLOT_TIMES[0]).toBe("09:00");
    expect(SLOT_TIMES[1]).toBe("09:30");
    expect(SLOT_TIMES.at(-1)).toBe("17:00");
  });
});

describe("Zurich time across the clock changes", () => {
  const before = at("2026-03-23T10:00:00Z");
  it("takes 09:00 as 08:00 UTC in winter and 07:00 UTC in summer (29 March 2026)", () => {
    expect(startOf("27/03/2026", "09:00", before)).toBe("2026-03-27T08:00:00.000Z");
    expect(startOf("30/03/2026", "09:00", before)).toBe("2026-03-30T07:00:00.000Z");
    expect(toSlotText(at("2026-03-30T07:00:00Z"))).toEqual({ date: "30/03/2026", time: "09:00" });
  });

  it("takes 09:00 as 07:00 UTC in summer and 08:00 UTC in winter again (25 October 2026)", () => {
    const october = at("2026-10-19T06:00:00Z");
    expect(startOf("23/10/2026", "09:00", october)).toBe("2026-10-23T07:00:00.000Z");
    expect(startOf("26/10/2026", "17:00", october)).toBe("2026-10-26T16:00:00.000Z");
    expect(toSlotText(at("2026-10-26T16:00:00Z"))).toEqual({ date: "26/10/2026", time: "17:00" });
  });

  it("answers 17 slots, all in the right order, on the Monday after a change", () => {
    const slots = daySlots(parseDayText("30/03/2026")!, before);
    expect(slots.map((s) => s.time)).toEqual(SLOT_TIMES);
    expect(slots.every((s, i) => i === 0 || s.startsAt.getTime() - slots[i - 1]!.startsAt.getTime() === 30 * 60_000)).toBe(true);
  });
});

describe("today and midnight", () => {
  it("counts the Zurich day, not the UTC day: 23:30 UTC is already the next morning in Zurich", () => {
    const afterMidnight = at("2026-03-26T23:30:00Z"); // Friday 27 March, 00:30 in Zurich
    expect(checkDay("26/03/2026", afterMidnight)).toEqual({ ok: false, message: SLOT_MESSAGES.past });
    expect(startOf("27/03/2026", "09:00", afterMidnight)).toBe("2026-03-27T08:00:00.000Z");
    expect(calendarDays(afterMidnight)[0]!.date).toBe("27/03/2026");
  });

  it("refuses today's slots that have begun and keeps the later ones", () => {
    const noon = at("2026-03-25T11:00:00Z"); // 12:00 in Zurich
    expect(checkSlot("25/03/2026", "12:00", noon)).toMatchObject({ ok: false, message: SLOT_MESSAGES.past });
    expect(checkSlot("25/03/2026", "11:30", noon)).toMatchObject({ ok: false, message: SLOT_MESSAGES.past });
    expect(startOf("25/03/2026", "12:30", noon)).toBe("2026-03-25T11:30:00.000Z");
    const slots = daySlots(parseDayText("25/03/2026")!, noon);
    expect(slots.filter((s) => !s.past)).toHaveLength(10);
  });
});

describe("refusals", () => {
  const now = at("2026-03-16T07:00:00Z"); // Monday 16 March, 08:00 in Zurich
  it.each([
    ["1/3/2026", "09:00", SLOT_MESSAGES.dateFormat],
    ["31/02/2026", "09:00", SLOT_MESSAGES.dateFormat],
    ["2026-03-17", "09:00", SLOT_MESSAGES.dateFormat],
    ["17/03/2026", "9:00", SLOT_MESSAGES.timeFormat],
    ["17/03/2026", "24:00", SLOT_MESSAGES.timeFormat],
    ["17/03/2026", "09:15", SLOT_MESSAGES.offGrid],
    ["17/03/2026", "08:30", SLOT_MESSAGES.offGrid],
    ["17/03/2026", "17:30", SLOT_MESSAGES.offGrid],
    ["21/03/2026", "09:00", SLOT_MESSAGES.weekend],
    ["22/03/2026", "09:00", SLOT_MESSAGES.weekend],
    ["13/03/2026", "09:00", SLOT_MESSAGES.past],
    ["30/03/2026", "09:00", SLOT_MESSAGES.tooFar],
  ])("%s %s: %s", (date, time, message) => {
    expect(checkSlot(date, time, now)).toMatchObject({ ok: false, message });
  });

  it("books up to 13 days ahead and offers 14 calendar days with weekends not bookable", () => {
    expect(startOf("27/03/2026", "17:00", now)).toBe("2026-03-27T16:00:00.000Z");
    const days = calendarDays(now);
    expect(days).toHaveLength(14);
    expect(days.at(-1)!.date).toBe("29/03/2026");
    expect(days.filter((d) => !d.bookable).map((d) => d.date)).toEqual(["21/03/2026", "22/03/2026", "28/03/2026", "29/03/2026"]);
  });
});
