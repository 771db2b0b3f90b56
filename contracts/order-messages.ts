// Kept apart from the zod schemas (orders.ts), as auth-messages.ts: the cart and order pages' queries need a text
// (app/lib/queries/orders.ts), and importing orders.ts would build all its schemas, and load zod, on those pages.
import { MAX_CART_LINES, MAX_CART_QUANTITY } from "./cart-messages.ts";
import { EMAIL_MAX } from "./email.ts";

export const ORDER_STATUSES = ["RECEIVED", "PREPARING", "READY_FOR_PICKUP", "COLLECTED", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Open pickup orders (received, in preparation or ready, not yet collected: nothing is paid before the counter)
 * one account may hold at once. Each holds its units off the shelf; a household rarely has more than a couple
 * waiting (issue 37: one account placed 160 in 3 s). Delivery orders are not counted: they go out and are paid.
 */
export const OPEN_PICKUP_ORDERS_CAP = 3;

export const ORDER_LIMITS = { notes: 1000, name: 100, street: 200, city: 100, idempotencyKey: 64, cancelReason: 200, trackingNumber: 64 } as const;

/** Every text the server answers with and the pages show about orders (German, the shop's tone). */
export const ORDER_MESSAGES = {
  required: "Dieses Feld ist erforderlich",
  nameRequired: "Bitte geben Sie Ihren Vornamen ein",
  surnameRequired: "Bitte geben Sie Ihren Nachnamen ein",
  emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  emailTooLong: `Die E-Mail-Adresse darf höchstens ${EMAIL_MAX} Zeichen lang sein`,
  phoneRequired: "Bitte geben Sie Ihre Telefonnummer ein",
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  streetRequired: "Bitte geben Sie Strasse und Hausnummer ein",
  zipInvalid: "Bitte geben Sie eine Schweizer Postleitzahl (1000–9699) ein",
  cityRequired: "Bitte geben Sie den Ort ein",
  addressRequired: "Für den Versand brauchen wir Ihre Lieferadresse",
  notesTooLong: `Die Anmerkungen dürfen höchstens ${ORDER_LIMITS.notes} Zeichen lang sein`,
  fulfilment: "Bitte wählen Sie Abholung in der Apotheke oder Versand",
  payment: "Bitte wählen Sie eine Zahlungsart",
  payAtPickupOnlyForPickup: "Bezahlung bei Abholung ist nur bei Abholung in der Apotheke möglich",
  expectedTotal: "expectedTotal muss ein Betrag in CHF sein",
  idempotencyKey: `Der Header Idempotency-Key ist erforderlich (1 bis ${ORDER_LIMITS.idempotencyKey} sichtbare Zeichen)`,
  emptyCart: "Ihr Warenkorb ist leer",
  /** A Sale.Web.CC article: the whole order cannot be shipped (400, naming the articles). */
  noShipping: "Versand nicht möglich",
  noShippingFor: (names: string[]) => `Versand nicht möglich: ${names.join(", ")} darf nur in der Apotheke abgegeben werden. Bitte wählen Sie Abholung.`,
  prescriptionOnly: "Rezeptpflichtig – kann nicht online bestellt werden",
  noPrice: "Ohne Preis – kann nicht online bestellt werden",
  notInRange: "Nicht mehr im Sortiment – kann nicht bestellt werden",
  blocked: "Einige Artikel in Ihrem Warenkorb können nicht bestellt werden",
  /** 409 on expectedTotal: the answer carries the new quote. */
  totalChanged: "Der Gesamtbetrag hat sich geändert. Bitte prüfen Sie die Bestellung und bestätigen Sie den neuen Betrag.",
  notFound: "Bestellung nicht gefunden",
  /** The same Idempotency-Key is being placed by another request that has not finished (409; retry). */
  inProgress: "Diese Bestellung wird gerade verarbeitet. Bitte versuchen Sie es in einem Moment erneut.",
  /** One answer for every unknown number/e-mail pair of the tracking page. */
  trackNotFound: "Keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden",
  trackNumberInvalid: "Bitte geben Sie die Bestellnummer im Format RA-2026-000123 ein",
  notCancellable: "Diese Bestellung kann nicht mehr storniert werden",
  cancelled: "Ihre Bestellung wurde storniert",
  placed: "Vielen Dank! Ihre Bestellung ist eingegangen.",
  status: `Status muss einer der folgenden sein: ${ORDER_STATUSES.join(", ")}`,
  statusNotPossible: "Dieser Statuswechsel ist für die Bestellung, wie sie jetzt ist, nicht möglich",
  trackingRequired: "Für den Versand braucht es eine Sendungsnummer",
  trackingNumberInvalid:
    "Keine Sendungsnummer der Schweizerischen Post: 18 Ziffern mit 99 am Anfang (z. B. 99.00.123456.12345678) oder international zwei Buchstaben, 9 Ziffern und CH (z. B. RR123456785CH)",
  reasonRequired: "Bitte geben Sie einen Grund für die Stornierung an",
  invalidId: "Ungültige Bestellnummer",
  dateFormat: "Datum im Format dd/mm/yyyy",
  invoiceOnlyForInvoice: "Für diese Bestellung gibt es keine Rechnung mit Einzahlungsschein",
  cursorInvalid: "Ungültige Seitenangabe (cursor). Bitte laden Sie die Liste neu.",
  /** 409: the account already holds OPEN_PICKUP_ORDERS_CAP pickup orders not yet collected. */
  openPickupCap: `Sie haben bereits ${OPEN_PICKUP_ORDERS_CAP} Bestellungen zur Abholung offen. Bitte holen Sie eine davon ab oder stornieren Sie sie, bevor Sie eine weitere Abholung bestellen.`,
  /** 400: more different articles than one order takes. */
  tooManyLines: `Eine Bestellung kann höchstens ${MAX_CART_LINES} verschiedene Artikel enthalten. Bitte entfernen Sie einige aus dem Warenkorb.`,
  /** 400: more units of one article than the pharmacy hands one customer (names the articles). */
  tooManyUnitsFor: (names: string[]) =>
    `Von einem Artikel geben wir höchstens ${MAX_CART_QUANTITY} Stück pro Bestellung ab. Bitte verringern Sie die Menge: ${names.join(", ")}.`,
  /** 429: orders per account or per network in the limiter's window. */
  tooManyOrders: "Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es später erneut oder rufen Sie uns an.",
} as const;
