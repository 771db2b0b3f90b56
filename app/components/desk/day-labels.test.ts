import { describe, expect, it } from "vitest";
import { daysAhead, longDay, shortDay, stampText, stripDays, todayText } from "./day-labels.ts";

describe("desk day labels", () => {
  it("names days in German", () => {
    expect(longDay("24/11/2026")).toBe("Dienstag, 24. November 2026");
    expect(shortDay("01/03/2027")).toBe("Mo 1.3.");
    expect(longDay("nonsense")).toBe("nonsense");
  });

  it("takes today from Zurich, not UTC", () => {
    // 23:30 UTC on 23 November is already 24 November in Zurich (UTC+1).
    expect(todayText(new Date("2026-11-23T23:30:00Z"))).toBe("24/11/2026");
  });

  it("offers today and the next 13 days, weekends marked", () => {
    const days = stripDays(new Date("2026-11-23T08:00:00Z"));
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: "23/11/2026", weekdayShort: "Mo", weekend: false });
    expect(days[5]).toMatchObject({ date: "28/11/2026", weekdayShort: "Sa", weekend: true });
    expect(days[13]!.date).toBe("06/12/2026");
  });

  it("marks a public holiday on a weekday", () => {
    const christmas = stripDays(new Date("2026-12-20T08:00:00Z")).find((d) => d.date === "25/12/2026");
    expect(christmas).toMatchObject({ weekend: false, holiday: "Weihnachten" });
  });

  it("counts days ahead across a month end", () => {
    expect(daysAhead(new Date("2026-12-20T10:00:00Z"), 13)).toBe("02/01/2027");
  });

  it("shows stamps in Zurich time", () => {
    expect(stampText("2026-07-01T07:15:00Z")).toMatch(/01\.07\.2026.*09:15/);
  });
});
