import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Appointment } from "#contracts/appointments.ts";
import { AppointmentList } from "./appointment-list.tsx";

const base: Appointment = {
  _id: "",
  type: "INDIVIDUAL_TESTS",
  service: "Ferritin",
  date: "30/11/2026",
  time: "09:00",
  notes: "",
  selectedTests: [{ _id: "a".repeat(24), name: "Ferritin", category: "Blut", price: 35 }],
  price: 35,
  status: "PENDING",
  email: "lea@example.ch",
  phone: null,
  address: null,
};
const appointment = (id: string, patch: Partial<Appointment>): Appointment => ({ ...base, _id: id, ...patch });

function render(upcoming: Appointment[], past: Appointment[] = []) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AppointmentList upcoming={upcoming} past={past} onEdit={() => {}} onCancel={() => {}} />
    </MemoryRouter>,
  );
  // One chunk per card, in order.
  return { html, cards: html.split("<article").slice(1) };
}

describe("AppointmentList", () => {
  it("offers Edit and Cancel on upcoming PENDING appointments only, with the status colours of spec §4", () => {
    const { cards } = render([
      appointment("p", { status: "PENDING" }),
      appointment("c", { status: "COMPLETED", time: "10:00" }),
      appointment("x", { status: "CANCELLED", time: "11:00" }),
    ]);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain(">Edit<span class=\"sr-only\"> appointment on Monday, 30 November 2026 at 09:00</span>");
    expect(cards[0]).toContain(">Cancel<span class=\"sr-only\"> appointment on Monday, 30 November 2026 at 09:00</span>");
    expect(cards[0]).toMatch(/bg-warning-soft text-warning[^"]*"><span class="sr-only">Status: <\/span>PENDING/);
    expect(cards[1]).toMatch(/bg-brand-soft text-brand-hover[^"]*"><span class="sr-only">Status: <\/span>COMPLETED/);
    expect(cards[2]).toMatch(/bg-danger-soft text-danger[^"]*"><span class="sr-only">Status: <\/span>CANCELLED/);
    for (const card of cards.slice(1)) expect(card).not.toContain("<button");
  });

  it("shows past appointments under their own heading without actions, even a PENDING one", () => {
    const { html, cards } = render([], [appointment("old", { date: "02/11/2026" })]);
    expect(html).toContain("You have no upcoming appointments.");
    expect(html).toContain(">Past appointments</h2>");
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain("Monday, 2 November 2026 at 09:00");
    expect(cards[0]).not.toContain("<button");
  });

  it("names cancelled appointments in the history's heading", () => {
    const { html } = render([], [appointment("x", { status: "CANCELLED", date: "02/12/2026" })]);
    expect(html).toContain(">Past and cancelled appointments</h2>");
  });

  it("lists the booked items with euro prices, the type label, the slot's end and the notes", () => {
    const { cards } = render([appointment("n", { notes: "Bitte nüchtern", time: "16:30", price: 1234.5 })]);
    expect(cards[0]).toContain("16:30 – 17:00");
    expect(cards[0]).toContain("Individual Lab Tests");
    expect(cards[0]).toContain(">EUR 35.00<");
    expect(cards[0]).toContain(">EUR 1’234.50<");
    expect(cards[0]).toContain("Bitte nüchtern");
  });
});
