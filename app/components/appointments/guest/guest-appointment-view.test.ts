import { describe, expect, it } from "vitest";
import { germanDayParts, germanLongDate } from "./guest-appointment-view.ts";

describe("German appointment dates", () => {
  it("names weekday and month in German", () => {
    expect(germanLongDate("30/11/2026")).toBe("Montag, 30. November 2026");
    expect(germanLongDate("03/03/2027")).toBe("Mittwoch, 3. März 2027");
    expect(germanDayParts("05/01/2027")).toEqual({ weekday: "Dienstag", day: 5, month: "Januar", year: 2027 });
  });

  it("keeps a date it cannot read as sent", () => {
    expect(germanLongDate("2026-11-30")).toBe("2026-11-30");
    expect(germanDayParts("31/02/2027")).toBeNull();
  });
});
