import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import type { Order } from "#contracts/orders.ts";
import { formatQrReference, isValidQrReference, qrReference } from "#server/services/orders/qr-reference.ts";
import { qrBillData } from "#server/services/orders/invoice-pdf.ts";
import { decodeQrCodes } from "#tests/helpers/decode-qr.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

let o: OrdersApp;
beforeAll(async () => {
  o = await createOrdersApp();
}, 120_000);
afterAll(async () => {
  await o.close();
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("invoice PDF with Swiss QR-bill", () => {
  it("shows lines, VAT per rate, shipping, total, term, the pharmacy, and a QR-bill with amount, QR-IBAN and QR reference", async () => {
    const user = await o.user();
    const a = await o.article({ priceMinor: 1250, vatBp: 260 });
    const b = await o.article({ priceMinor: 990, vatBp: 810 });
    await o.putInCart(user.id, a.pharmacode, 2);
    await o.putInCart(user.id, b.pharmacode, 1);
    const placed = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data as Order;
    expect(order.total).toBe(42.8); // 25.00 + 9.90 + 7.90 shipping

    const res = await o.t.app.request(`/api/orders/${order._id}/invoice.pdf`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));

    const reference = qrReference(order.number);
    expect(isValidQrReference(reference)).toBe(true);
    for (const expected of [
      `Rechnung ${order.number}`,
      "Rheinbogen Apotheke",
      "Marktplatz 9, 4051 Basel",
      a.description,
      b.description,
      "25.00",
      "9.90",
      "Versand (MwSt. anteilig) 7.90",
      "Total CHF 42.80",
      `inkl. MwSt. 2.6 % ${order.vat[0]!.amount.toFixed(2)}`,
      `inkl. MwSt. 8.1 % ${order.vat[1]!.amount.toFixed(2)}`,
      "30 Tage netto",
      // The QR-bill's receipt and payment part (swissqrbill, German).
      "Empfangsschein",
      "Zahlteil",
      "CH44 3199 9123 0008 8901 2",
      formatQrReference(reference),
      "42.80",
      "Anna Muster",
      "Rheingasse 12",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("builds the QR-bill's data from the order: amount, the configured QR-IBAN, the QR reference", () => {
    const order = { number: "RA-2026-000123", total: 42.8, contact: contact(), address } as Order;
    const data = qrBillData(order, "CH4431999123000889012");
    expect(data).toMatchObject({
      currency: "CHF",
      amount: 42.8,
      reference: "000000000000000020260001237",
      creditor: { account: "CH4431999123000889012", name: "Rheinbogen Apotheke", address: "Marktplatz", buildingNumber: "9", zip: "4051", city: "Basel", country: "CH" },
      debtor: { name: "Anna Muster", address: "Rheingasse", buildingNumber: "12", zip: "4058", city: "Basel", country: "CH" },
    });
  });

  it("has no invoice for an order paid at pickup", async () => {
    const a = await o.article();
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    const res = await o.t.call("GET", `/api/orders/${order._id}/invoice.pdf`, { token: user.token });
    expect(res.status).toBe(404);
  });
});

describe("the invoice's QR-bill as a reader decodes it (issue 38: decoded with a library)", () => {
  const invoicePdf = async (token: string, id: string) => {
    const res = await o.t.app.request(`/api/orders/${id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  it("the rendered page's QR code is the Swiss Payments Code of the order: QR-IBAN, amount, QR reference, creditor, debtor; a cancelled order's invoice has none", async () => {
    const user = await o.user();
    const a = await o.article({ priceMinor: 1250, vatBp: 260 });
    await o.putInCart(user.id, a.pharmacode, 2);
    const placed = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.data as Order;
    expect(order.total).toBe(32.9); // 25.00 + 7.90 shipping
    const reference = qrReference(order.number);
    expect(isValidQrReference(reference)).toBe(true);

    // The Swiss Payments Code as the Swiss Implementation Guidelines for the QR-bill lay it out: one element a line.
    const spc = [
      ...["SPC", "0200", "1"],
      "CH4431999123000889012",
      ...["S", "Rheinbogen Apotheke", "Marktplatz", "9", "4051", "Basel", "CH"],
      ...["", "", "", "", "", "", ""], // no ultimate creditor
      ...["32.90", "CHF"],
      ...["S", "Anna Muster", "Rheingasse", "12", "4058", "Basel", "CH"],
      ...["QRR", reference],
      `Bestellung ${order.number}`,
      "EPD",
    ].join("\n");
    expect(await decodeQrCodes(await invoicePdf(user.token, order._id))).toEqual([spc]);

    const cancelled = await o.t.call("POST", `/api/orders/${order._id}/cancel`, { token: user.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await decodeQrCodes(await invoicePdf(user.token, order._id))).toEqual([]);
  }, 60_000);
});
