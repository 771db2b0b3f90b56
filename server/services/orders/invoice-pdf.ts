import PDFDocument from "pdfkit";
import { SwissQRBill } from "swissqrbill/pdf";
import type { Data } from "swissqrbill/types";
import { formatAmount, INVOICE_PAYMENT_DAYS } from "#contracts/money.ts";
import { ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { zurichDateText as swissDate } from "#contracts/calendar.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { qrReference } from "./qr-reference.ts";

const money = formatAmount;
/** "Marktplatz 9" -> street and building number, as the QR-bill's structured address wants them. */
const splitStreet = (street: string) => {
  const match = /^(.*\S)\s+(\d+\s*[a-zA-Z]?)$/.exec(street.trim());
  return match ? { address: match[1]!, buildingNumber: match[2]! } : { address: street.trim() };
};

/** What the QR-bill says: the creditor (the pharmacy's QR-IBAN), the amount, the QR reference, the debtor if known. */
export function qrBillData(order: Order, iban: string): Data {
  const creditorStreet = splitStreet(pharmacy.street);
  return {
    currency: "CHF",
    amount: order.total,
    reference: qrReference(order.number),
    message: `Bestellung ${order.number}`,
    creditor: { account: iban, name: pharmacy.name, ...creditorStreet, zip: pharmacy.postalCode, city: pharmacy.city, country: "CH" },
    ...(order.address
      ? { debtor: { name: `${order.contact.name} ${order.contact.surname}`, ...splitStreet(order.address.street), zip: order.address.zip, city: order.address.city, country: "CH" } }
      : {}),
  };
}

/**
 * The invoice of an order as a PDF (A4): the pharmacy, the customer, the lines, VAT per rate, shipping, the total,
 * the payment term, and the Swiss QR-bill (payment part and receipt) at the foot, rendered by swissqrbill.
 */
export function renderInvoicePdf(order: Order, iban: string): Promise<Buffer> {
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
  doc.font("Helvetica").fontSize(9).text(`${pharmacy.street}, ${pharmacy.postalCode} ${pharmacy.city}`).text(`${pharmacy.phone} · ${pharmacy.email}`);

  const customer = [`${order.contact.name} ${order.contact.surname}`, ...(order.address ? [order.address.street, `${order.address.zip} ${order.address.city}`] : [])];
  doc.fontSize(10).text(customer.join("\n"), 330, 120, { width: 215 });

  doc.font("Helvetica-Bold").fontSize(16).text(`Rechnung ${order.number}`, 50, 190);
  doc.font("Helvetica").fontSize(9);
  doc.text(`Rechnungsdatum: ${swissDate(created)}`, 50, 214);
  doc.text(`Zahlbar bis: ${swissDate(due)} (${INVOICE_PAYMENT_DAYS} Tage netto)`);
  doc.text(`${ORDER_TEXTS.fulfilment[order.fulfilment]}`);

  const columns = { description: 50, quantity: 330, unit: 370, vat: 435, total: 480 };
  let y = 268;
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
  row({ description: "Artikel", quantity: "Menge", unit: "Preis CHF", vat: "MWST", total: "Total CHF" }, true);
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
  sum(ORDER_TEXTS.subtotal, money(order.subtotal));
  sum(ORDER_TEXTS.shipping, money(order.shipping));
  sum(`${ORDER_TEXTS.total} CHF`, money(order.total), true);
  for (const v of order.vat) sum(`${ORDER_TEXTS.vat(v.rate)}`, money(v.amount));
  y += 8;
  doc.font("Helvetica").fontSize(9).text(
    `Bitte bezahlen Sie den Betrag innert ${INVOICE_PAYMENT_DAYS} Tagen mit dem QR-Einzahlungsschein unten (Referenz nicht ändern). Vielen Dank für Ihre Bestellung.`,
    50,
    y,
    { width: 495 },
  );

  // At the page's foot; swissqrbill adds a page itself when the lines leave no room for it.
  new SwissQRBill(qrBillData(order, iban), { language: "DE" }).attachTo(doc);
  doc.end();
  return done;
}
