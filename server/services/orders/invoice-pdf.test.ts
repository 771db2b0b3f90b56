import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import type { Order } from "#contracts/orders.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

const order = {
  number: "RA-2026-000123",
  createdAt: "2026-11-26T10:00:00.000Z",
  fulfilment: "DELIVERY",
  payment: "INVOICE",
  contact: { name: "Anna", surname: "Muster", email: "anna@example.ch", phone: "+41 61 123 45 67" },
  address: { street: "Rheingasse 12", zip: "4058", city: "Basel" },
  lines: [{ description: "Vitamin C", quantity: 1, unitPrice: 10, vatRate: 8.1, lineTotal: 10 }],
  subtotal: 10,
  shipping: 7.9,
  total: 17.9,
  vat: [{ rate: 8.1, amount: 1.34 }],
  history: [],
} as unknown as Order;

const textOf = async (pdf: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, " ");

describe("invoice PDF when swissqrbill refuses the data", () => {
  it("still renders the invoice, with the payment details as text, instead of failing the order", async () => {
    // An IBAN swissqrbill refuses stands for any refusal: the environment checks the real one at start.
    const text = await textOf(await renderInvoicePdf(order, { iban: "CH0000000000000000000", vatUid: "CHE-123.456.788" }));
    expect(text).toContain("Rechnung RA-2026-000123");
    expect(text).toContain("Zahlbar an Rheinbogen Apotheke, IBAN CH0000000000000000000, Referenz 00 00000 00000 00002 02600 01237, Betrag CHF 17.90.");
    expect(text).not.toContain("Zahlteil");
  });
});
