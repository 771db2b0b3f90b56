import { describe, expect, it } from "vitest";
import { dayParts, deletionCancelsText, endTime, germanSlotPhrase, upcomingPending, isChangeable, slotEnd, slotPhrase, splitByTime, statusTone, typeLabel } from "./appointment-view.ts";

describe("statusTone", () => {
  it("is yellow for PENDING, green for COMPLETED and red for anything else (spec §4)", () => {
    expect(statusTone("PENDING")).toBe("warning");
    expect(statusTone("COMPLETED")).toBe("brand");
    expect(statusTone("CANCELLED")).toBe("danger");
    expect(statusTone("NO_SHOW")).toBe("danger");
  });
});

describe("isChangeable", () => {
  it("offers edit and cancel only while PENDING", () => {
    expect(isChangeable({ status: "PENDING" })).toBe(true);
    expect(isChangeable({ status: "COMPLETED" })).toBe(false);
    expect(isChangeable({ status: "CANCELLED" })).toBe(false);
  });
});

describe("typeLabel", () => {
  it("names the booking types with the spec's service labels", () => {
    expect(typeLabel("INDIVIDUAL_TESTS")).toBe("Individual Lab Tests");
    expect(typeLabel("ANALYSIS_PACKS")).toBe("Analysis Packs");
    expect(typeLabel("MIXED_SERVICES")).toBe("Lab tests and analysis packs");
    expect(typeLabel("OTHER")).toBeNull();
  });
});

describe("dayParts and slotPhrase", () => {
  it("names the weekday and month of a dd/mm/yyyy date", () => {
    expect(dayParts("30/11/2026")).toEqual({ weekday: "Monday", day: 30, month: "November", year: 2026 });
    expect(slotPhrase("01/03/2027", "09:30")).toBe("Monday, 1 March 2027 at 09:30");
  });
  it("keeps an unreadable date as it came", () => {
    expect(dayParts("31/02/2026")).toBeNull();
    expect(slotPhrase("2026-11-30", "09:30")).toBe("2026-11-30 at 09:30");
  });
});

describe("slotEnd and splitByTime", () => {
  // 30/11/2026 09:00 in Zurich (winter, UTC+1) is 08:00 UTC; the slot ends at 08:30 UTC.
  const a = { _id: "a", date: "30/11/2026", time: "09:00" };
  const b = { _id: "b", date: "30/11/2026", time: "10:00" };
  const c = { _id: "c", date: "01/12/2026", time: "09:00" };

  it("names the end of a slot as a wall-clock time", () => {
    expect(endTime("09:00")).toBe("09:30");
    expect(endTime("16:30")).toBe("17:00");
    expect(endTime("17:00")).toBe("17:30");
    expect(endTime("9:00")).toBeNull();
  });

  it("ends a slot 30 minutes after its Zurich start", () => {
    expect(slotEnd(a)?.toISOString()).toBe("2026-11-30T08:30:00.000Z");
    // Summer time: 09:00 is 07:00 UTC.
    expect(slotEnd({ date: "01/07/2026", time: "09:00" })?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });

  it("counts a slot as upcoming until it has ended, and lists the past latest first", () => {
    const during = new Date("2026-11-30T08:29:59Z");
    expect(splitByTime([a, b, c], during)).toEqual({ upcoming: [a, b, c], past: [] });
    const afterB = new Date("2026-11-30T09:30:00Z");
    expect(splitByTime([a, b, c], afterB)).toEqual({ upcoming: [c], past: [b, a] });
  });

  it("writes the edit dialog's booked slot in German, as its slot picker writes dates (issue 41)", () => {
    expect(germanSlotPhrase("01/12/2026", "09:00")).toBe("Dienstag, 1. Dezember 2026, 09:00 Uhr");
  });

  it("lists a cancelled appointment as history, not as upcoming (issue 41)", () => {
    const cancelled = { ...c, status: "CANCELLED" as const };
    const before = new Date("2026-11-30T07:00:00Z");
    expect(splitByTime([a, b, cancelled], before)).toEqual({ upcoming: [a, b], past: [cancelled] });
  });

  it("never hides an appointment whose date it cannot read", () => {
    const odd = { date: "garbage", time: "09:00" };
    expect(splitByTime([odd], new Date("2030-01-01T00:00:00Z"))).toEqual({ upcoming: [odd], past: [] });
  });
});

describe("what deleting the account does to appointments", () => {
  const now = new Date("2026-11-30T08:15:00Z"); // 09:15 in Zurich
  const at = (time: string, status: "PENDING" | "COMPLETED" | "CANCELLED" = "PENDING") => ({ date: "30/11/2026", time, status });

  it("counts pending appointments that have not begun", () => {
    expect(upcomingPending([at("09:00"), at("09:30"), at("10:00", "CANCELLED"), at("11:00", "COMPLETED"), at("12:00")], now)).toBe(2);
  });

  it("says so in German, for one and for several, and nothing for none", () => {
    expect(deletionCancelsText(0)).toBeNull();
    expect(deletionCancelsText(1)).toBe("Ihr bevorstehender Labortermin wird dabei storniert. Sie erhalten dazu eine Stornierungsbestätigung per E-Mail.");
    expect(deletionCancelsText(3)).toBe("Ihre 3 bevorstehenden Labortermine werden dabei storniert. Sie erhalten zu jedem eine Stornierungsbestätigung per E-Mail.");
  });
});
