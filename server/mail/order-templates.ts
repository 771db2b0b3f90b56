import { formatChf } from "#contracts/money.ts";
import { ORDER_TEXTS, shippingVatText, type Order, type OrderStatus } from "#contracts/orders.ts";
import { zurichDateText, zurichTimeText } from "#contracts/calendar.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { postTrackingUrl } from "#contracts/swiss-numbers.ts";
import { escapeHtml } from "./escape-html.ts";
import { greeting } from "./greeting.ts";
import type { MailMessage } from "./message.ts";

const when = (iso: string) => `${zurichDateText(new Date(iso))} um ${zurichTimeText(new Date(iso))}`;

/** A line of the mail: text, or a link (written out in the text part, an anchor in the HTML part). */
type Line = string | { label: string; href: string };

const intro = (order: Order): Line[] => {
  switch (order.status) {
    case "RECEIVED":
      return ["vielen Dank für Ihre Bestellung. Wir haben sie erhalten:"];
    case "PREPARING":
      return ["wir stellen Ihre Bestellung jetzt zusammen."];
    case "READY_FOR_PICKUP":
      return [`Sie können Ihre Bestellung ab sofort in der ${pharmacy.name}, ${pharmacyAddress}, abholen (${pharmacy.hoursText}).`];
    case "COLLECTED":
      return ["vielen Dank für Ihren Einkauf und Ihren Besuch in der Apotheke."];
    case "SHIPPED":
      return [
        `wir haben Ihre Bestellung der Schweizerischen Post übergeben. Sendungsnummer: ${order.trackingNumber ?? ""}`,
        ...(order.trackingNumber ? [{ label: ORDER_TEXTS.trackAtPost, href: postTrackingUrl(order.trackingNumber) }] : []),
      ];
    case "DELIVERED":
      return ["vielen Dank für Ihren Einkauf. Wir hoffen, es ist alles gut bei Ihnen angekommen."];
    case "CANCELLED":
      return [
        `die Bestellung wird nicht ausgeführt.${order.cancelReason ? ` Grund: ${order.cancelReason}` : ""}`,
        // The confirmation carried a payable invoice: say plainly that it is void.
        ...(order.payment === "INVOICE" ? [ORDER_TEXTS.cancelledInvoiceMail] : []),
      ];
  }
};

/** The order's lines and totals, as the confirmation and the cancellation list them. */
const summary = (order: Order): string[] => [
  ...order.lines.map(
    (l) => `${l.quantity} × ${l.description} à ${formatChf(l.unitPrice)} = ${formatChf(l.lineTotal)}${l.backordered > 0 ? ` (${ORDER_TEXTS.backordered(l.backordered)})` : ""}`,
  ),
  `${ORDER_TEXTS.subtotal}: ${formatChf(order.subtotal)}`,
  // A pickup has no shipping to speak of; a delivery's shipping carries its goods' VAT rate (record 029).
  ...(order.fulfilment === "PICKUP" ? [] : [`${ORDER_TEXTS.shipping}: ${order.shipping === 0 ? "kostenlos" : `${formatChf(order.shipping)} (${shippingVatText(order)})`}`]),
  `${ORDER_TEXTS.total}: ${formatChf(order.total)}`,
  ...order.vat.map((v) => `${ORDER_TEXTS.vat(v.rate)}: ${formatChf(v.amount)}`),
];

/**
 * The customer's mail for a status of the order (issue 25): the confirmation with lines and totals (and the
 * invoice PDF for INVOICE), one for every later change. The ready mail's subject is "Ihre Bestellung liegt bereit".
 * It goes to the account's verified address and greets the account's name, never the order's contact (free text
 * and an address nobody verified; the desk still sees both), and a name that does not read as one is left out.
 */
export function orderMail(order: Order, to: { email: string; name: string; surname: string }, options: { invoicePdf?: Buffer } = {}): MailMessage {
  const status: OrderStatus = order.status;
  const subject = `${ORDER_TEXTS.mailSubject[status]} (${order.number})`;
  const lines: Line[] = [
    greeting(to.name, to.surname),
    "",
    ...intro(order),
    `Bestellnummer: ${order.number}`,
    // How it comes and is paid, where the mail lists the order; later mails say what changed.
    ...(status === "RECEIVED" || status === "CANCELLED" ? [`${ORDER_TEXTS.fulfilment[order.fulfilment]} · ${ORDER_TEXTS.payment[order.payment]}`] : []),
    ...(status === "RECEIVED" && order.readyBy
      ? [order.fulfilment === "PICKUP" ? `Abholbereit voraussichtlich ab ${when(order.readyBy)}` : `Voraussichtliche Zustellung bis ${when(order.readyBy).split(" um ")[0]}`]
      : []),
    ...(order.address ? [`Lieferadresse: ${order.address.street}, ${order.address.zip} ${order.address.city}`] : []),
    ...(status === "RECEIVED" || status === "CANCELLED" ? ["", ...summary(order)] : []),
    // The payment line above names the term and the QR-bill already.
    ...(options.invoicePdf ? ["", "Die Rechnung liegt als PDF bei."] : []),
    "",
    `Fragen? Rufen Sie uns an: ${pharmacy.phone}`,
    "",
    "Freundliche Grüsse",
    `Ihr Team der ${pharmacy.name}`,
  ];
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => (line === "" ? "" : `<p style="margin:0 0 8px">${typeof line === "string" ? escapeHtml(line) : `<a href="${escapeHtml(line.href)}">${escapeHtml(line.label)}</a>`}</p>`)).join("\n")}
</body></html>`;
  return {
    kind: `order-${status.toLowerCase().replaceAll("_", "-")}`,
    to: to.email,
    subject,
    text: lines.map((line) => (typeof line === "string" ? line : `${line.label}: ${line.href}`)).join("\n"),
    html,
    ...(options.invoicePdf ? { attachments: [{ filename: `Rechnung-${order.number}.pdf`, contentType: "application/pdf", content: options.invoicePdf }] } : {}),
  };
}
