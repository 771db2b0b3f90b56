import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import {
  addDays,
  dayNumber,
  formatDayText,
  isoWeekdayOf,
  longDayText,
  parseDayText,
  PHARMACY_TIME_ZONE,
  swissDateText,
  weekdayOf,
  zurichDateText,
  zurichDay,
  zurichDayBounds,
  zurichInstant,
  zurichMinutes,
  zurichTimeText,
  zurichWallClock,
} from "./calendar.ts";

const HOUR_MS = 3_600_000;

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(dayNumber(addDays({ year: 2026, month: 11, day: 26 }, 400)) - dayNumber({ year: 2026, month: 11, day: 26 })).toBe(400);
  });

  it("adds whole days over the clock changes (a day is not 24 hours there)", () => {
    expect(addDays({ year: 2026, month: 3, day: 28 }, 2)).toEqual({ year: 2026, month: 3, day: 30 });
    expect(addDays({ year: 2026, month: 10, day: 24 }, 2)).toEqual({ year: 2026, month: 10, day: 26 });
  });

  it("names weekdays: Thursday 26 November 2026", () => {
    const day = { year: 2026, month: 11, day: 26 };
    expect(weekdayOf(day)).toBe(4);
    expect(isoWeekdayOf({ year: 2026, month: 11, day: 29 })).toBe(7);
    expect(longDayText(day)).toBe("Donnerstag, 26. November 2026");
    expect(swissDateText(day)).toBe("26.11.2026");
  });

  it("reads dd/mm/yyyy of real days only", () => {
    expect(parseDayText("29/02/2028")).toEqual({ year: 2028, month: 2, day: 29 });
    for (const text of ["29/02/2026", "31/04/2026", "00/01/2026", "01/13/2026", "1/1/2026", "01/01/1899", "2026-01-01"]) expect(parseDayText(text), text).toBeNull();
    expect(formatDayText({ year: 2026, month: 3, day: 5 })).toBe("05/03/2026");
  });
});

describe("Zurich across the clock changes", () => {
  // 2026: summer time from Sunday 29 March 01:00 UTC, winter time from Sunday 25 October 01:00 UTC.
  it("the calendar day of an instant flips at Zurich's midnight, not UTC's", () => {
    expect(zurichDay(new Date("2026-03-28T22:59:59Z"))).toEqual({ year: 2026, month: 3, day: 28 });
    expect(zurichDay(new Date("2026-03-28T23:00:00Z"))).toEqual({ year: 2026, month: 3, day: 29 });
    expect(zurichDay(new Date("2026-03-29T21:59:59Z"))).toEqual({ year: 2026, month: 3, day: 29 });
    expect(zurichDay(new Date("2026-03-29T22:00:00Z"))).toEqual({ year: 2026, month: 3, day: 30 });
    expect(zurichDay(new Date("2026-10-24T22:00:00Z"))).toEqual({ year: 2026, month: 10, day: 25 });
    expect(zurichDay(new Date("2026-10-25T22:59:59Z"))).toEqual({ year: 2026, month: 10, day: 25 });
    expect(zurichDay(new Date("2026-10-25T23:00:00Z"))).toEqual({ year: 2026, month: 10, day: 26 });
  });

  it("a wall-clock time is the instant whose Zurich clock shows it, on either side of a change", () => {
    expect(zurichInstant({ year: 2026, month: 3, day: 28 }, 9 * 60).toISOString()).toBe("2026-03-28T08:00:00.000Z");
    expect(zurichInstant({ year: 2026, month: 3, day: 29 }, 9 * 60).toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(zurichInstant({ year: 2026, month: 10, day: 25 }, 9 * 60).toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(zurichInstant({ year: 2026, month: 10, day: 24 }, 18 * 60).toISOString()).toBe("2026-10-24T16:00:00.000Z");
    for (const minutes of [0, 8 * 60, 19 * 60 + 30, 23 * 60 + 59]) {
      for (const day of [{ year: 2026, month: 3, day: 29 }, { year: 2026, month: 10, day: 25 }, { year: 2027, month: 1, day: 15 }]) {
        const at = zurichInstant(day, minutes);
        expect([zurichDay(at), zurichMinutes(at)]).toEqual([day, minutes]);
      }
    }
  });

  it("agrees with @date-fns/tz for every half hour of 2026 and 2027 and every minute around the changes", () => {
    const viaLibrary = (day: { year: number; month: number; day: number }, minutes: number) =>
      new TZDate(day.year, day.month - 1, day.day, Math.floor(minutes / 60), minutes % 60, PHARMACY_TIME_ZONE).getTime();
    for (let day = { year: 2026, month: 1, day: 1 }; day.year < 2028; day = addDays(day, 1)) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) expect(zurichInstant(day, minutes).getTime(), `${formatDayText(day)} ${minutes}`).toBe(viaLibrary(day, minutes));
    }
    for (const day of [{ year: 2026, month: 3, day: 29 }, { year: 2026, month: 10, day: 25 }, { year: 2027, month: 3, day: 28 }, { year: 2027, month: 10, day: 31 }]) {
      for (let minutes = 60; minutes < 4 * 60; minutes += 1) expect(zurichInstant(day, minutes).getTime(), `${formatDayText(day)} ${minutes}`).toBe(viaLibrary(day, minutes));
    }
  });

  it("the days of the changes are 23 and 25 hours long", () => {
    const spring = zurichDayBounds({ year: 2026, month: 3, day: 29 });
    const autumn = zurichDayBounds({ year: 2026, month: 10, day: 25 });
    const plain = zurichDayBounds({ year: 2026, month: 11, day: 26 });
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * HOUR_MS);
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * HOUR_MS);
    expect(plain.to.getTime() - plain.from.getTime()).toBe(24 * HOUR_MS);
    expect(spring.from.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(autumn.from.toISOString()).toBe("2026-10-24T22:00:00.000Z");
  });

  it("prints an instant's Zurich date and time", () => {
    expect([zurichDateText(new Date("2026-10-25T00:30:00Z")), zurichTimeText(new Date("2026-10-25T00:30:00Z"))]).toEqual(["25.10.2026", "02:30"]);
    expect([zurichDateText(new Date("2026-10-25T01:30:00Z")), zurichTimeText(new Date("2026-10-25T01:30:00Z"))]).toEqual(["25.10.2026", "02:30"]);
    expect(zurichTimeText(new Date("2026-03-29T01:00:00Z"))).toBe("03:00");
  });
});

describe("zurichWallClock", () => {
  const intl = new Intl.DateTimeFormat("en-GB", {
    timeZone: PHARMACY_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const fromIntl = (at: Date) => {
    const part = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
  };

  it("reads as Intl's Europe/Zurich every 7 hours from 2020 to 2035 and around every switch", () => {
    const instants: Date[] = [];
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2035, 0, 1); time += 7 * 3_600_000) instants.push(new Date(time));
    for (let year = 2020; year < 2035; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const switchAt = lastDay.getTime() - lastDay.getUTCDay() * 24 * 3_600_000;
        for (const offset of [-60_001, -1, 0, 1, 59_999]) instants.push(new Date(switchAt + offset));
      }
    }
    for (const at of instants) expect(zurichWallClock(at).toISOString().slice(0, 16), at.toISOString()).toBe(fromIntl(at));
  });
});
