import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type Fulfilment, type Order } from "#contracts/orders.ts";
import { PRESCRIPTION_STATUSES } from "#contracts/prescriptions.ts";
import { appointmentMail } from "./appointment-templates.ts";
import type { MailMessage } from "./message.ts";
import { orderMail } from "./order-templates.ts";
import { prescriptionMail } from "./prescription-templates.ts";

// Issue 38 point 15, the mails: a greeting with a comma and the name, the R-number in prescription subjects,
// no "Versand: CHF 0.00" for a pickup, one spelling of "MwSt.", no sentence twice (the subject counts).
const anna = { email: "anna@example.ch", name: "Anna", surname: "Muster" };

const order = (status: Order["status"], fulfilment: Fulfilment): Order =>
  ({
    _id: "o1",
    number: "RA-2026-000123",
    status,
    fulfilment,
    payment: fulfilment === "PICKUP" ? "AT_PICKUP" : "INVOICE",
    contact: { name: "Anna", surname: "Muster", email: anna.email, phone: "+41 61 123 45 67" },
    ...(fulfilment === "DELIVERY" ? { address: { street: "Rheingasse 12", zip: "4058", city: "Basel" } } : {}),
    notes: "",
    lines: [{ pharmacode: 1, description: "Vitamin C 500", unitPrice: 12.5, quantity: 1, inStock: 1, backordered: 0, vatRate: 2.6, lineTotal: 12.5 }],
    subtotal: 12.5,
    shipping: fulfilment === "PICKUP" ? 0 : 7.9,
    vat: [{ rate: 2.6, amount: 0.52 }],
    total: fulfilment === "PICKUP" ? 12.5 : 20.4,
    currency: "CHF",
    readyBy: "2026-11-28T17:00:00.000Z",
    trackingNumber: "99.00.123456.12345678",
    cancelReason: "Vom Kunden storniert",
    createdAt: "2026-11-26T10:00:00.000Z",
    history: [],
  }) as Order;

/** Sentences of subject and text, compared without case, the number in brackets and the closing mark. */
function repeatedSentences(mail: MailMessage): string[] {
  const sentences = `${mail.subject}\n${mail.text}`
    .split(/(?<=[.!?:])\s+|\n/)
    .map((s) => s.replace(/\((RA-\d{4}-\d{6}|R-\d{5})\)/, "").replace(/[.!?:,\s]+$/, "").trim().toLowerCase())
    .filter((s) => s.split(" ").length >= 3);
  return sentences.filter((s, i) => sentences.indexOf(s) !== i);
}

const orderMails = ORDER_STATUSES.flatMap((status) =>
  (["PICKUP", "DELIVERY"] as const).map((f) => orderMail(order(status, f), anna, status === "RECEIVED" && f === "DELIVERY" ? { invoicePdf: Buffer.from("%PDF") } : {})),
);
const prescriptionMails = PRESCRIPTION_STATUSES.map((status) =>
  prescriptionMail({ to: anna.email, name: anna.name, surname: anna.surname, number: 42, status, fulfilment: "PICKUP", message: "Bitte bringen Sie die Versichertenkarte mit.", listUrl: "http://shop.test/prescriptions" }),
);
const appointment = appointmentMail("confirmation", {
  appointment: { _id: "a1", type: "lab", service: "Blutbild", date: "01/12/2026", time: "09:00", notes: "", selectedTests: [], price: 25, status: "BOOKED", email: anna.email, phone: null, address: null } as never,
  startsAt: new Date("2026-12-01T08:00:00Z"),
  sequence: 0,
  preparations: [],
  now: new Date("2026-11-26T10:00:00Z"),
  greet: { name: "Anna", surname: "Muster" },
});
const all = [...orderMails, ...prescriptionMails, appointment];

describe("the mails' texts (issue 38)", () => {
  it.each(all.map((m) => [m.kind, m] as const))("%s greets Anna Muster with a comma", (_kind, mail) => {
    expect(mail.text.split("\n")[0]).toBe("Guten Tag Anna Muster,");
  });

  it.each(all.map((m) => [`${m.kind} (${m.subject})`, m] as const))("%s says no sentence twice", (_kind, mail) => {
    expect(repeatedSentences(mail)).toEqual([]);
  });

  it("names the R-number in every prescription mail's subject", () => {
    for (const mail of prescriptionMails) expect(mail.subject).toMatch(/\(R-00042\)$/);
  });

  it("a pickup's mails name no shipping; a delivery's names it with its rate", () => {
    for (const mail of orderMails.filter((m) => m.text.includes("Abholung in der Apotheke"))) expect(mail.text).not.toMatch(/Versand:/);
    const confirmation = orderMails.find((m) => m.kind === "order-received" && m.text.includes("Lieferadresse"))!;
    expect(confirmation.text).toContain("Versand: CHF 7.90 (MwSt. 2.6 %)");
  });

  it("spells the VAT one way: MwSt.", () => {
    for (const mail of all) expect(mail.text).not.toMatch(/MWST|Mwst|MWSt/);
    expect(orderMails.find((m) => m.kind === "order-received")!.text).toContain("inkl. MwSt. 2.6 %: CHF 0.52");
  });
});
