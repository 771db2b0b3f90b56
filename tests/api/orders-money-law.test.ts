import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { zurichDateText } from "#contracts/calendar.ts";
import { ORDER_ERROR_CODES, ORDER_MESSAGES, type Order, type Quote } from "#contracts/orders.ts";
import { address, contact, createOrdersApp, type OrdersApp } from "#tests/helpers/orders.ts";

// Issue 38, "Money and law": the VAT of shipping follows the goods, and what a Swiss VAT invoice must say.
let o: OrdersApp;
let staff: Awaited<ReturnType<OrdersApp["staff"]>>;
beforeAll(async () => {
  o = await createOrdersApp();
  staff = await o.staff();
}, 120_000);
const setStatus = (id: string, body: unknown) => o.t.call("PUT", `/api/desk/orders/${id}/status`, { token: staff.token, body });
afterAll(async () => {
  await o.close();
});

const pdfText = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

async function invoiceText(token: string, order: Order) {
  const res = await o.t.app.request(`/api/orders/${order._id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

async function deliveryOrder(lines: { priceMinor: number; vatBp: 260 | 810; quantity?: number }[]) {
  const user = await o.user();
  for (const l of lines) {
    const a = await o.article({ priceMinor: l.priceMinor, vatBp: l.vatBp });
    await o.putInCart(user.id, a.pharmacode, l.quantity ?? 1);
  }
  const quote = (await o.t.call("GET", "/api/checkout/quote?fulfilment=DELIVERY", { token: user.token })).body.data as Quote;
  const placed = await o.place(user.token, { fulfilment: "DELIVERY", payment: "INVOICE", contact: contact(user.email), address });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { user, quote, order: placed.body.data as Order };
}

describe("VAT on shipping follows the goods (issue 38, point 1)", () => {
  it("a parcel of 2.6 % goods only: shipping at 2.6 %, no 8.1 % anywhere (quote, order, invoice, mail)", async () => {
    const { user, quote, order } = await deliveryOrder([{ priceMinor: 1250, vatBp: 260 }]);
    // (1250 + 790) × 2.6 / 102.6 = 51.70 -> 0.52; before, 790 × 8.1 / 108.1 = 0.59 was charged at 8.1 %.
    expect(quote.vat).toEqual([{ rate: 2.6, amount: 0.52 }]);
    expect(order.vat).toEqual([{ rate: 2.6, amount: 0.52 }]);
    expect(order.total).toBe(20.4);

    const text = await invoiceText(user.token, order);
    expect(text).toContain("Versand (MwSt. 2.6 %) 7.90");
    expect(text).not.toContain("8.1 %");

    const [mail] = await o.mailsTo(user.email);
    expect(mail!.text).toContain("Versand: CHF 7.90 (MwSt. 2.6 %)");
    expect(mail!.text).not.toContain("8.1 %");
  });

  it("a mixed parcel: shipping split by the goods' value, to the Rappen, stated on the invoice", async () => {
    // Goods 30.00 at 2.6 % and 10.00 at 8.1 %: shipping 790 × 3/4 = 592.5 and 197.5 -> 592 and 198 (a tie's
    // Rappen goes to the higher rate). 2.6 %: (3000 + 592) × 2.6 / 102.6 = 91.02 -> 0.91;
    // 8.1 %: (1000 + 198) × 8.1 / 108.1 = 89.77 -> 0.90.
    const { user, quote, order } = await deliveryOrder([
      { priceMinor: 1500, vatBp: 260, quantity: 2 },
      { priceMinor: 1000, vatBp: 810 },
    ]);
    expect(quote.vat).toEqual([{ rate: 2.6, amount: 0.91 }, { rate: 8.1, amount: 0.9 }]);
    expect(order.vat).toEqual(quote.vat);
    const text = await invoiceText(user.token, order);
    expect(text).toContain("Versand (MwSt. anteilig) 7.90");
    expect(text).toContain("Versand: MwSt. anteilig nach Warenwert: CHF 5.92 zu 2.6 %, CHF 1.98 zu 8.1 %");
  });

  it("a parcel of 8.1 % goods: shipping at 8.1 %", async () => {
    const { quote } = await deliveryOrder([{ priceMinor: 1000, vatBp: 810 }]);
    // (1000 + 790) × 8.1 / 108.1 = 134.13 -> 1.34
    expect(quote.vat).toEqual([{ rate: 8.1, amount: 1.34 }]);
  });
});

describe("what a Swiss VAT invoice must say (issue 38, point 3)", () => {
  it("names the pharmacy's UID with MWST, the date of the supply (expected, then the day it went out), each line's rate and the shipping's", async () => {
    const { user, order } = await deliveryOrder([
      { priceMinor: 1250, vatBp: 260 },
      { priceMinor: 990, vatBp: 810 },
    ]);
    const before = await invoiceText(user.token, order);
    // The demo UID (PHARMACY_VAT_UID's default), with its valid check digit.
    expect(before).toContain("UID CHE-123.456.788 MWST");
    expect(before).toContain(`Rechnungsdatum: ${zurichDateText(new Date(order.createdAt))}`);
    expect(before).toContain(`Lieferdatum: voraussichtlich ${zurichDateText(new Date(order.readyBy!))}`);
    // Each line with its rate: description, quantity, unit price, rate, line total.
    expect(before).toContain(`${order.lines[0]!.description} 1 12.50 2.6 % 12.50`);
    expect(before).toContain(`${order.lines[1]!.description} 1 9.90 8.1 % 9.90`);
    expect(before).toContain("Versand (MwSt. anteilig) 7.90");

    expect((await setStatus(order._id, { status: "PREPARING" })).status).toBe(200);
    const shipped = await setStatus(order._id, { status: "SHIPPED", trackingNumber: "99.00.123456.12345678" });
    expect(shipped.status).toBe(200);
    const shippedAt = (shipped.body.data as Order).history.find((h) => h.status === "SHIPPED")!.at;
    const after = await invoiceText(user.token, order);
    expect(after).toContain(`Lieferdatum: ${zurichDateText(new Date(shippedAt))}`);
    expect(after).not.toContain("voraussichtlich");
  });
});

describe("a cancelled invoice order keeps no payable invoice (issue 38, point 2)", () => {
  it("the PDF says STORNIERT, asks for nothing and has no QR-bill; the cancel mail says not to pay", async () => {
    const { user, order } = await deliveryOrder([{ priceMinor: 2000, vatBp: 260 }]);
    const payable = await invoiceText(user.token, order);
    expect(payable).toContain("Zahlteil");
    expect(payable).not.toContain("STORNIERT");

    const cancelled = await o.t.call("POST", `/api/orders/${order._id}/cancel`, { token: user.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancelledAt = (cancelled.body.data as Order).history.find((h) => h.status === "CANCELLED")!.at;
    const text = await invoiceText(user.token, order);
    expect(text).toContain(`Rechnung ${order.number} – STORNIERT`);
    expect(text).toContain(`Diese Rechnung ist storniert (${zurichDateText(new Date(cancelledAt))}). Bitte bezahlen Sie sie nicht.`);
    for (const payment of ["Zahlteil", "Empfangsschein", "Zahlbar bis", "QR-Einzahlungsschein", "CH44 3199 9123 0008 8901 2"]) expect(text, payment).not.toContain(payment);
    // Still the record of what was ordered.
    expect(text).toContain("Total CHF 27.90");

    const mail = (await o.mailsTo(user.email)).find((m) => m.kind === "order-cancelled");
    expect(mail?.text).toContain("Die Rechnung, die wir Ihnen mit der Bestätigung gesandt haben, ist damit storniert. Bitte bezahlen Sie sie nicht.");
  });

  it("a pickup paid at the counter: the cancel mail names no invoice", async () => {
    const a = await o.article();
    const { user, order } = await o.placed([{ pharmacode: a.pharmacode, quantity: 1 }]);
    expect((await o.t.call("POST", `/api/orders/${order._id}/cancel`, { token: user.token })).status).toBe(200);
    const mail = (await o.mailsTo(user.email)).find((m) => m.kind === "order-cancelled");
    expect(mail?.text).not.toContain("Rechnung");
  });
});

describe("tracking numbers are Swiss Post's (issue 38, point 4)", () => {
  it("refuses anything else with 400, a clear message and a code; keeps a good one in its printed form and links Swiss Post's page in the mail", async () => {
    const { user, order } = await deliveryOrder([{ priceMinor: 1000, vatBp: 810 }]);
    expect((await setStatus(order._id, { status: "PREPARING" })).status).toBe(200);
    // "RR123456789CH" has the shape, but its check digit is 5 (UPU S10).
    for (const wrong of ["x", "12345", "98.00.123456.12345678", "RR123456789CH", "RR123456785DE"]) {
      const res = await setStatus(order._id, { status: "SHIPPED", trackingNumber: wrong });
      expect(res.status, wrong).toBe(400);
      expect(res.body.error).toBe(ORDER_MESSAGES.trackingNumberInvalid);
      expect(res.body.code).toBe(ORDER_ERROR_CODES.trackingNumberInvalid);
      expect(res.body.details).toEqual([{ field: "trackingNumber", message: ORDER_MESSAGES.trackingNumberInvalid }]);
    }
    const own = (await o.t.call("GET", `/api/orders/${order._id}`, { token: user.token })).body.data as Order;
    expect(own.status).toBe("PREPARING");
    expect((await o.mailsTo(user.email)).map((m) => m.kind)).not.toContain("order-shipped");

    const shipped = await setStatus(order._id, { status: "SHIPPED", trackingNumber: "990012345612345678" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((shipped.body.data as Order).trackingNumber).toBe("99.00.123456.12345678");
    const mail = (await o.mailsTo(user.email)).find((m) => m.kind === "order-shipped")!;
    expect(mail.text).toContain("Sendungsnummer: 99.00.123456.12345678");
    expect(mail.text).toContain("Sendung bei der Post verfolgen: https://service.post.ch/ekp-web/ui/entry/search/990012345612345678");
    expect(mail.html).toContain('<a href="https://service.post.ch/ekp-web/ui/entry/search/990012345612345678">Sendung bei der Post verfolgen</a>');
  });

  it("takes an international S10 number of Swiss Post", async () => {
    const { order } = await deliveryOrder([{ priceMinor: 1000, vatBp: 810 }]);
    await setStatus(order._id, { status: "PREPARING" });
    const shipped = await setStatus(order._id, { status: "SHIPPED", trackingNumber: "rr123456785ch" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((shipped.body.data as Order).trackingNumber).toBe("RR123456785CH");
  });
});
