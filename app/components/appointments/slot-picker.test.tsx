import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SLOT_TIMES } from "#contracts/appointment-slots.ts";
import { queryKeys } from "#app/lib/queries/query-keys.ts";
import { pickerDays } from "./slot-days.ts";
import { SlotPicker } from "./slot-picker.tsx";

// Monday 30 November 2026, 10:10 in Zurich (UTC+1): 09:00, 09:30 and 10:00 have begun.
const MONDAY_MORNING = new Date("2026-11-30T09:10:00Z");

describe("pickerDays", () => {
  it("offers the 14 days from today with German names, weekends not bookable", () => {
    const days = pickerDays(MONDAY_MORNING);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: "30/11/2026", weekdayShort: "Mo", dayOfMonth: 30, monthShort: "Nov.", label: "Montag, 30. November 2026", bookable: true, closed: null });
    expect(days[13].date).toBe("13/12/2026");
    expect(days.filter((d) => !d.bookable).map((d) => d.weekdayShort)).toEqual(["Sa", "So", "Sa", "So"]);
  });

  it("disables a day the pharmacy closed, and says closed on it and on a holiday (issue 31)", () => {
    const days = pickerDays(MONDAY_MORNING, new Set(["02/12/2026"]));
    expect(days.find((d) => d.date === "02/12/2026")).toMatchObject({ bookable: false, closed: "Geschlossen" });
    expect(days.find((d) => d.date === "05/12/2026")).toMatchObject({ bookable: false, closed: null });
    // Christmas 2026 is a Friday.
    expect(pickerDays(new Date("2026-12-21T08:00:00Z")).find((d) => d.date === "25/12/2026")).toMatchObject({ bookable: false, closed: "Weihnachten" });
  });

  it("disables today once its last slot (17:00) has begun", () => {
    expect(pickerDays(new Date("2026-11-30T15:59:00Z"))[0].bookable).toBe(true);
    expect(pickerDays(new Date("2026-11-30T16:00:00Z"))[0].bookable).toBe(false);
    expect(pickerDays(new Date("2026-11-30T16:00:00Z"))[1].bookable).toBe(true);
  });

  it("takes today in Zurich, not in UTC", () => {
    // 23:30 UTC on Sunday is already Monday in Zurich.
    expect(pickerDays(new Date("2026-11-29T23:30:00Z"))[0].label).toBe("Montag, 30. November 2026");
  });
});

function render(props: { date: string; time: string; ownSlot?: { date: string; time: string } }, taken: string[] = [], closed: { slots?: string[]; days?: string[] } = {}) {
  const client = new QueryClient();
  client.setQueryData(
    queryKeys.appointments.availability("30/11/2026"),
    SLOT_TIMES.map((time) => {
      const shut = closed.slots?.includes(time) ?? false;
      return { time, available: !taken.includes(time) && !shut && time > "10:00", ...(shut ? { closed: true } : {}) };
    }),
  );
  client.setQueryData(queryKeys.appointments.closedDays(), closed.days ?? []);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <SlotPicker {...props} idPrefix="t" now={MONDAY_MORNING} onDateChange={() => {}} onTimeChange={() => {}} />
    </QueryClientProvider>,
  );
}

const radio = (html: string, label: string) => new RegExp(`<input[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? "";

describe("SlotPicker", () => {
  it("asks for a day before it shows times", () => {
    const html = render({ date: "", time: "" });
    expect(html).toContain("Bitte wählen Sie zuerst ein Datum.");
    expect(radio(html, "Samstag, 5. Dezember 2026, nicht buchbar")).toContain(` disabled=""`);
    expect(radio(html, "Dienstag, 1. Dezember 2026")).not.toContain(` disabled=""`);
  });

  it("shows the 17 slots, begun and taken ones disabled, the chosen one checked", () => {
    const html = render({ date: "30/11/2026", time: "11:00" }, ["12:30"]);
    expect(html.match(/name="t-time"/g)).toHaveLength(17);
    expect(radio(html, "09:00, vorbei")).toContain(` disabled=""`);
    expect(radio(html, "12:30, vergeben")).toContain(` disabled=""`);
    expect(radio(html, "11:00")).toContain(` checked=""`);
    expect(radio(html, "17:00")).not.toContain(` disabled=""`);
    expect(radio(html, "Montag, 30. November 2026")).toContain(` checked=""`);
  });

  it("names a slot the pharmacy closed 'geschlossen', not 'vergeben', and lists the closed days under the strip", () => {
    const html = render({ date: "30/11/2026", time: "" }, ["12:30"], { slots: ["14:00"], days: ["02/12/2026"] });
    expect(radio(html, "14:00, geschlossen")).toContain(` disabled=""`);
    expect(radio(html, "12:30, vergeben")).toContain(` disabled=""`);
    expect(radio(html, "Mittwoch, 2. Dezember 2026, geschlossen")).toContain(` disabled=""`);
    expect(html).toContain("Mi 2. Dez.</span>: Geschlossen");
  });

  it("keeps the edited appointment's own slot selectable", () => {
    const html = render({ date: "30/11/2026", time: "12:30", ownSlot: { date: "30/11/2026", time: "12:30" } }, ["12:30"]);
    expect(radio(html, "12:30")).toContain(` checked=""`);
    expect(radio(html, "12:30")).not.toContain(` disabled=""`);
  });
});
