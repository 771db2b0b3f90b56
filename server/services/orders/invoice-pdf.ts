import PDFDocument from "pdfkit";
import { SwissQRBill } from "swissqrbill/pdf";
import type { Data } from "swissqrbill/types";
import { formatAmount, INVOICE_PAYMENT_DAYS } from "#contracts/money.ts";
import { ORDER_TEXTS, shippingByRate, shippingVatText, type Order } from "#contracts/orders.ts";
import { zurichDateText as swissDate } from "#contracts/calendar.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { vatNumberText } from "#contracts/swiss-numbers.ts";
import { helveticaText, qrBillDebtor, splitStreet } from "./qr-bill-fields.ts";
import { formatQrReference, qrReference } from "./qr-reference.ts";

const money = formatAmount;
/**
 * What the QR-bill says: the creditor (the pharmacy's QR-IBAN), the amount, the QR reference, and the debtor
 * when known, fitted to the QR-bill's lengths and characters (qr-bill-fields.ts).
 */
export function qrBillData(order: Order, iban: string): Data {
  const debtor = order.address ? qrBillDebtor(order.contact, order.address) : undefined;
  return {
    currency: "CHF",
    amount: order.total,
    reference: qrReference(order.number),
    message: `Bestellung ${order.number}`,
    creditor: { account: iban, name: pharmacy.name, ...splitStreet(pharmacy.street), zip: pharmacy.postalCode, city: pharmacy.city, country: "CH" },
    ...(debtor ? { debtor } : {}),
  };
}

/**
 * The QR-bill, validated before anything is drawn. The fitted data passes swissqrbill's checks; should it not
 * (a rule of a later version), the bill goes without its optional debtor, and failing that the invoice prints
 * the payment details as text: an order is never refused, nor its invoice withheld, for its PDF.
 */
function qrBill(order: Order, iban: string): SwissQRBill | null {
  const data = qrBillData(order, iban);
  const { debtor: _debtor, ...withoutDebtor } = data;
  for (const attempt of [data, withoutDebtor]) {
    try {
      return new SwissQRBill(attempt, { language: "DE" });
    } catch {
      // the next, plainer attempt
    }
  }
  return null;
}

/** Who issues the invoices: the QR-IBAN paid into and the UID printed with "MWST" (both from the environment). */
export type InvoiceIssuer = { iban: string; vatUid: string };

/**
 * The date of the supply, which a Swiss VAT invoice names when it is not the invoice's date (Art. 26 Abs. 2 lit. c
 * MWSTG): the day the parcel went out or the order was collected, else the day it is expected.
 */
function supplyDate(order: Order): string {
  const done = order.history.find((h) => h.status === "SHIPPED" || h.status === "COLLECTED");
  if (done) return swissDate(new Date(done.at));
  return `voraussichtlich ${swissDate(new Date(order.readyBy ?? order.createdAt))}`;
}

/**
 * The invoice of an order as a PDF (A4): the pharmacy with its VAT number, the customer, the lines with their VAT
 * rates, VAT per rate, shipping with its rate, the total, the dates of invoice and supply, the payment term, and
 * the Swiss QR-bill (payment part and receipt) at the foot, rendered by swissqrbill.
 */
export function renderInvoicePdf(order: Order, issuer: InvoiceIssuer): Promise<Buffer> {
  const { iban } = issuer;
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Rechnung ${order.number}`, Author: pharmacy.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const created = new Date(order.createdAt);
  const due = new Date(created.getTime() + INVOICE_PAYMENT_DAYS * 86_400_000);

  doc.font("Helvetica-Bold").fontSize(14).text(pharmacy.name, 50, 50);
  doc.font("Helvetica").fontSize(9).text(`${pharmacy.street}, ${pharmacy.postalCode} ${pharmacy.city}`).text(`${pharmacy.phone} · ${pharmacy.email}`).text(`UID ${vatNumberText(issuer.vatUid)}`);

  // The whole name and address as entered (up to 100 + 100, 200 and 100 characters), wrapped; the title and
  // everything after start below it. Helvetica prints WinAnsi only, so the rest is transliterated (record 026).
  const customer = [`${order.contact.name} ${order.contact.surname}`, ...(order.address ? [order.address.street, `${order.address.zip} ${order.address.city}`] : [])];
  doc.fontSize(10).text(customer.map(helveticaText).join("\n"), 330, 120, { width: 215 });
  const top = Math.max(190, doc.y + 16);

  // A cancelled order's invoice says so at the top, in red, and asks for nothing (no term, no payment part).
  const cancelled = order.status === "CANCELLED";
  doc.font("Helvetica-Bold").fontSize(16).text(`Rechnung ${order.number}`, 50, top, { continued: cancelled });
  if (cancelled) doc.fillColor("#b91c1c").text(` – ${ORDER_TEXTS.invoiceCancelledMark}`).fillColor("black");
  doc.font("Helvetica").fontSize(9);
  doc.text(`Rechnungsdatum: ${swissDate(created)}`, 50, top + 24);
  if (!cancelled) doc.text(`Lieferdatum: ${supplyDate(order)}`);
  if (!cancelled) doc.text(`Zahlbar bis: ${swissDate(due)} (${INVOICE_PAYMENT_DAYS} Tage netto)`);
  doc.text(`${ORDER_TEXTS.fulfilment[order.fulfilment]}`);

  const columns = { description: 50, quantity: 330, unit: 370, vat: 435, total: 480 };
  let y = top + 90;
  const row = (cells: { description: string; quantity: string; unit: string; vat: string; total: string }, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    const height = doc.heightOfString(cells.description, { width: 270 });
    doc.text(cells.description, columns.description, y, { width: 270 });
    doc.text(cells.quantity, columns.quantity, y, { width: 35, align: "right" });
    doc.text(cells.unit, columns.unit, y, { width: 60, align: "right" });
    doc.text(cells.vat, columns.vat, y, { width: 40, align: "right" });
    doc.text(cells.total, columns.total, y, { width: 65, align: "right" });
    y += Math.max(height, 11) + 4;
  };
  row({ description: "Artikel", quantity: "Menge", unit: "Preis CHF", vat: "MwSt.", total: "Total CHF" }, true);
  doc.moveTo(50, y - 2).lineTo(545, y - 2).lineWidth(0.5).stroke();
  for (const line of order.lines) {
    row({ description: line.description, quantity: String(line.quantity), unit: money(line.unitPrice), vat: `${line.vatRate.toFixed(1)} %`, total: money(line.lineTotal) });
  }
  doc.moveTo(50, y).lineTo(545, y).stroke();
  y += 6;
  const sum = (label: string, value: string, bold = false) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 10 : 9);
    doc.text(label, 330, y, { width: 140 });
    doc.text(value, 470, y, { width: 75, align: "right" });
    y += bold ? 15 : 13;
  };
  // The shipping's rate is the goods' (record 029); a mixed parcel's split is spelled out under the totals.
  const shippingParts = shippingByRate(order);
  sum(ORDER_TEXTS.subtotal, money(order.subtotal));
  if (order.fulfilment === "DELIVERY") {
    const rate = shippingParts.length === 0 ? "" : shippingParts.length === 1 ? ` (${shippingVatText(order)})` : " (MwSt. anteilig)";
    sum(`${ORDER_TEXTS.shipping}${rate}`, money(order.shipping));
  }
  sum(`${ORDER_TEXTS.total} CHF`, money(order.total), true);
  for (const v of order.vat) sum(`${ORDER_TEXTS.vat(v.rate)}`, money(v.amount));
  if (shippingParts.length > 1) {
    y += 4;
    doc.font("Helvetica").fontSize(8).text(`${ORDER_TEXTS.shipping}: ${shippingVatText(order)}`, 50, y, { width: 495, align: "right" });
    y = doc.y + 2;
  }
  y += 8;
  if (cancelled) {
    const on = order.history.findLast((h) => h.status === "CANCELLED");
    doc
      .font("Helvetica-Bold")
      .fontSize(11)
      .fillColor("#b91c1c")
      .text(`${ORDER_TEXTS.invoiceCancelled}${on ? ` (${swissDate(new Date(on.at))})` : ""}. ${ORDER_TEXTS.doNotPay}`, 50, y, { width: 495 })
      .fillColor("black");
    doc.end();
    return done;
  }
  doc.font("Helvetica").fontSize(9).text(
    `Bitte bezahlen Sie den Betrag innert ${INVOICE_PAYMENT_DAYS} Tagen mit dem QR-Einzahlungsschein unten (Referenz nicht ändern). Vielen Dank für Ihre Bestellung.`,
    50,
    y,
    { width: 495 },
  );

  // At the page's foot; swissqrbill adds a page itself when the lines leave no room for it.
  const bill = qrBill(order, iban);
  if (bill) bill.attachTo(doc);
  else
    doc.moveDown().text(`Zahlbar an ${pharmacy.name}, IBAN ${iban}, Referenz ${formatQrReference(qrReference(order.number))}, Betrag CHF ${money(order.total)}.`, 50, doc.y, { width: 495 });
  doc.end();
  return done;
}
