import { describe, expect, it } from "vitest";
import { deskSuite } from "#tests/helpers/desk.ts";

/* Issue 31 point 3: the customer's calendar learns which days the desk closed, and which single slots are closed. */
const suite = deskSuite();

const close = (body: unknown) => suite.d.t.call("POST", "/api/desk/closures", { token: suite.staff.token, body });

describe("closed days and slots for the customer's calendar", () => {
  it("lists the whole days closed within the 14 days, without the staff's reason; a closed slot says closed", async () => {
    const [day, slotDay] = [suite.d.days[2]!, suite.d.days[3]!];
    expect((await suite.d.t.call("GET", "/api/labor/closed-days")).body).toMatchObject({ success: true, data: [] });
    expect((await close({ date: day, reason: "Personal abwesend" })).status).toBe(201);
    expect((await close({ date: slotDay, time: "14:00", reason: "Gerätewartung" })).status).toBe(201);

    const closed = await suite.d.t.call("GET", "/api/labor/closed-days");
    expect(closed.status).toBe(200);
    expect(closed.body.data).toEqual([day]);
    expect(JSON.stringify(closed.body)).not.toContain("Personal");

    const slots = (await suite.d.t.call("GET", `/api/labor/availability?date=${encodeURIComponent(slotDay)}`)).body.data as { time: string; available: boolean; closed?: true }[];
    expect(slots.find((s) => s.time === "14:00")).toEqual({ time: "14:00", available: false, closed: true });
    expect(slots.find((s) => s.time === "14:30")).toEqual({ time: "14:30", available: true });
    const booked = await suite.d.bookGuest({ date: slotDay, time: "15:00" });
    expect(booked.status).toBe(201);
    const after = (await suite.d.t.call("GET", `/api/labor/availability?date=${encodeURIComponent(slotDay)}`)).body.data as { time: string }[];
    expect(after.find((s) => s.time === "15:00")).toEqual({ time: "15:00", available: false });
  });
});
