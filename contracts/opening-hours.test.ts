import { afterEach, describe, expect, it, vi } from "vitest";
import { openStatus } from "./opening-hours.ts";

// Instants are given in UTC; Zurich is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
const at = (iso: string) => new Date(iso);

describe("openStatus (Europe/Zurich)", () => {
  it.each([
    ["Monday 07:59 CET", "2026-11-23T06:59:00Z", false, "Öffnet um 08:00"],
    ["Monday 08:00 CET", "2026-11-23T07:00:00Z", true, "Jetzt geöffnet"],
    ["Wednesday noon", "2026-11-25T11:00:00Z", true, "Jetzt geöffnet"],
    ["Friday 19:29", "2026-11-27T18:29:00Z", true, "Jetzt geöffnet"],
    ["Friday 19:30", "2026-11-27T18:30:00Z", false, "Geschlossen - Öffnet morgen um 08:00"],
    ["Tuesday 23:59", "2026-11-24T22:59:00Z", false, "Geschlossen - Öffnet morgen um 08:00"],
    ["Tuesday 00:30 (before opening)", "2026-11-24T23:30:00Z", false, "Öffnet um 08:00"],
    ["Saturday 07:00", "2026-11-28T06:00:00Z", false, "Öffnet um 08:00"],
    ["Saturday 16:59", "2026-11-28T15:59:00Z", true, "Jetzt geöffnet"],
    ["Saturday 17:00", "2026-11-28T16:00:00Z", false, "Geschlossen - Öffnet Montag um 08:00"],
    ["Sunday 06:00", "2026-11-29T05:00:00Z", false, "Geschlossen - Öffnet Montag um 08:00"],
    ["Sunday noon", "2026-11-29T11:00:00Z", false, "Geschlossen - Öffnet Montag um 08:00"],
  ])("%s", (_name, iso, open, label) => {
    expect(openStatus(at(iso))).toEqual({ open, label });
  });

  it("follows the switch to summer time (last Sunday of March)", () => {
    // Monday 30 March 2026 is CEST (UTC+2): 06:00Z is 08:00 local, so the shop has just opened.
    expect(openStatus(at("2026-03-30T06:00:00Z")).open).toBe(true);
    expect(openStatus(at("2026-03-30T05:59:00Z")).label).toBe("Öffnet um 08:00");
    // The Friday before is still CET (UTC+1): 18:29Z is 19:29 local, 18:30Z closes.
    expect(openStatus(at("2026-03-27T18:29:00Z")).open).toBe(true);
    expect(openStatus(at("2026-03-27T18:30:00Z")).open).toBe(false);
  });

  it("follows the switch back to winter time (last Sunday of October)", () => {
    // Monday 26 October 2026 is CET again: 07:00Z is 08:00 local.
    expect(openStatus(at("2026-10-26T06:59:00Z")).label).toBe("Öffnet um 08:00");
    expect(openStatus(at("2026-10-26T07:00:00Z")).open).toBe(true);
    // Saturday 24 October is still CEST: 15:00Z is 17:00 local, closed until Monday.
    expect(openStatus(at("2026-10-24T14:59:00Z")).open).toBe(true);
    expect(openStatus(at("2026-10-24T15:00:00Z")).label).toBe("Geschlossen - Öffnet Montag um 08:00");
  });
});

describe("openStatus on Basel's public holidays (issue 30), on a movable clock", () => {
  afterEach(() => vi.useRealTimers());
  const now = (iso: string) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(iso));
    return openStatus(new Date());
  };

  it("is closed all Christmas Day and Stephanstag, and opens again on the next working day", () => {
    // Friday 25 December 2026, 10:00 in Zurich: a weekday's opening hours, but Weihnachten.
    expect(now("2026-12-25T09:00:00Z")).toEqual({ open: false, label: "Geschlossen (Weihnachten) - Öffnet Montag um 08:00" });
    expect(now("2026-12-25T06:00:00Z")).toEqual({ open: false, label: "Geschlossen (Weihnachten) - Öffnet Montag um 08:00" });
    // Saturday 26 December: Stephanstag.
    expect(now("2026-12-26T10:00:00Z")).toEqual({ open: false, label: "Geschlossen (Stephanstag) - Öffnet Montag um 08:00" });
    // The evening before Christmas points past it; Monday 28 December opens as usual.
    expect(now("2026-12-24T19:00:00Z")).toEqual({ open: false, label: "Geschlossen - Öffnet Montag um 08:00" });
    expect(now("2026-12-28T07:00:00Z")).toEqual({ open: true, label: "Jetzt geöffnet" });
    // Thursday 25 December 2025: open again on Saturday the 27th.
    expect(now("2025-12-25T12:00:00Z")).toEqual({ open: false, label: "Geschlossen (Weihnachten) - Öffnet Samstag um 08:00" });
  });

  it("skips Easter Monday after a Saturday evening", () => {
    // Saturday 4 April 2026, 18:00 CEST; Ostermontag is 6 April.
    expect(now("2026-04-04T16:00:00Z").label).toBe("Geschlossen - Öffnet Dienstag um 08:00");
    expect(now("2026-04-06T09:00:00Z").label).toBe("Geschlossen (Ostermontag) - Öffnet morgen um 08:00");
  });
});
