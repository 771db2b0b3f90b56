import { z } from "zod";
import { addDays, isWeekend, parseDayText, swissDateText, WEEKDAYS, weekdayOf, zurichDay, zurichInstant, zurichMinutes, zurichTimeText, type CalendarDay } from "./calendar.ts";
import type { StaffRef, AuditEntry } from "./desk.ts";
import { plainEmail } from "./email.ts";
import { CURRENCY, formatChf, fromMinor, INVOICE_PAYMENT_DAYS, MONEY_TEXTS, splitByGoods, toMinor, vatPercent } from "./money.ts";
import { hoursOn } from "./opening-hours.ts";
import { OPEN_PICKUP_ORDERS_CAP, ORDER_LIMITS, ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from "./order-messages.ts";
import { callablePhone } from "./phone.ts";
import { shopTerms } from "./shop-terms.ts";
import { normalizeTrackingNumber } from "./swiss-numbers.ts";
import { safeText } from "./text.ts";
import { statusesBefore, statusesWhereCustomerMay, statusesWithNextStep, type CustomerMay, type Transitions } from "./workflow.ts";

/**
 * Orders (issue 25, GET /api/openapi.json "Orders", docs/decisions/023-orders.md): what the checkout, the customer's
 * order pages, order tracking and the desk send and get. Money in answers is CHF with two decimals, as in the
 * cart; the server keeps minor units (Rappen) and never takes a price, total, stock or status from the client.
 * The statuses, limits and texts are in order-messages.ts (pages import them without zod) and re-exported here.
 */

export { OPEN_PICKUP_ORDERS_CAP, ORDER_LIMITS, ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus };

export const FULFILMENTS = ["PICKUP", "DELIVERY"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** AT_PICKUP: cash, card or TWINT at the counter (pickup only). INVOICE: INVOICE_PAYMENT_DAYS days, Swiss QR-bill. */
export const PAYMENTS = ["AT_PICKUP", "INVOICE"] as const;
export type Payment = (typeof PAYMENTS)[number];

/**
 * The allowed changes. Pickup: RECEIVED -> PREPARING -> READY_FOR_PICKUP -> COLLECTED; delivery: RECEIVED ->
 * PREPARING -> SHIPPED -> DELIVERED; CANCELLED from any state before collection or shipping. The customer may
 * cancel only while RECEIVED (ORDER_CUSTOMER_MAY). The workflow's shape: contracts/workflow.ts.
 */
export const ORDER_TRANSITIONS: Record<Fulfilment, Transitions<OrderStatus>> = {
  PICKUP: {
    RECEIVED: ["PREPARING", "CANCELLED"],
    PREPARING: ["READY_FOR_PICKUP", "CANCELLED"],
    READY_FOR_PICKUP: ["COLLECTED", "CANCELLED"],
    COLLECTED: [],
    SHIPPED: [],
    DELIVERED: [],
    CANCELLED: [],
  },
  DELIVERY: {
    RECEIVED: ["PREPARING", "CANCELLED"],
    PREPARING: ["SHIPPED", "CANCELLED"],
    READY_FOR_PICKUP: [],
    COLLECTED: [],
    SHIPPED: ["DELIVERED"],
    DELIVERED: [],
    CANCELLED: [],
  },
};
export type OrderCustomerAction = "cancel";
export const ORDER_CUSTOMER_MAY: CustomerMay<OrderStatus, OrderCustomerAction> = {
  RECEIVED: ["cancel"],
  PREPARING: [],
  READY_FOR_PICKUP: [],
  COLLECTED: [],
  SHIPPED: [],
  DELIVERED: [],
  CANCELLED: [],
};
/** The statuses the customer may cancel in, from ORDER_CUSTOMER_MAY. */
export const ORDER_CUSTOMER_CANCELLABLE: readonly OrderStatus[] = statusesWhereCustomerMay(ORDER_CUSTOMER_MAY, "cancel");

export const canChangeOrderStatus = (fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus) =>
  ORDER_TRANSITIONS[fulfilment][from].includes(to);

/** A pickup ready for this many days and not collected is listed as overdue at the desk. */
export const PICKUP_OVERDUE_DAYS = 7;

/** Statuses of a pickup order that still holds its units and has not been paid. */
export const OPEN_PICKUP_STATUSES: readonly OrderStatus[] = statusesWithNextStep(ORDER_TRANSITIONS.PICKUP);
/** The desk's work lists, from the transitions: open (either fulfilment may still move on), to prepare (not yet
 * handed to the customer or the carrier), ready (waiting to be collected). */
export const DESK_OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => FULFILMENTS.some((f) => ORDER_TRANSITIONS[f][s].length > 0));
export const DESK_TO_PREPARE_STATUSES: readonly OrderStatus[] = statusesBefore(ORDER_TRANSITIONS.PICKUP, "READY_FOR_PICKUP");
export const DESK_READY_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => ORDER_TRANSITIONS.PICKUP[s].includes("COLLECTED"));

/** Order numbers as printed and tracked: RA-YYYY-NNNNNN. */
export const ORDER_NUMBER_PATTERN = /^RA-\d{4}-\d{6}$/;

/** The refusals' machine-readable names (the envelope's `code`), for clients that word them themselves. */
export const ORDER_ERROR_CODES = {
  trackingNumberInvalid: "order-tracking-number-invalid",
} as const;

/** Labels of states, fulfilment and payment as the pages, mails and the invoice show them. */
export const ORDER_TEXTS = {
  status: {
    RECEIVED: "Eingegangen",
    PREPARING: "In Vorbereitung",
    READY_FOR_PICKUP: "Abholbereit",
    COLLECTED: "Abgeholt",
    SHIPPED: "Versandt",
    DELIVERED: "Zugestellt",
    CANCELLED: "Storniert",
  } satisfies Record<OrderStatus, string>,
  fulfilment: { PICKUP: "Abholung in der Apotheke", DELIVERY: "Versand mit der Schweizerischen Post" } satisfies Record<Fulfilment, string>,
  payment: { AT_PICKUP: "Bezahlung bei Abholung (bar, Karte oder TWINT)", INVOICE: `Rechnung (${INVOICE_PAYMENT_DAYS} Tage, QR-Einzahlungsschein)` } satisfies Record<Payment, string>,
  /** The mails go to the account's verified address, not to the contact's (issue 37); the pages say so. */
  contactEmailHint: "Für Rückfragen der Apotheke. Bestätigung und Statusmeldungen senden wir an die E-Mail-Adresse Ihres Kontos.",
  confirmationSent: "Eine Bestätigung ist unterwegs an die E-Mail-Adresse Ihres Kontos.",
  /** The checkout when the server refuses the cart as it is (400 on the quote, e.g. too many articles). */
  cartRefused: "So kann der Warenkorb nicht bestellt werden",
  toCart: "Zum Warenkorb",
  /** The desk's paged lists. */
  deskShown: (shown: number, total: number) => `${shown} von ${total} Bestellungen angezeigt`,
  deskLoadMore: "Weitere Bestellungen laden",
  deskLoadingMore: "Weitere Bestellungen werden geladen…",
  /** The invoice of a cancelled order (issue 38): marked in the PDF, named so on the page, and the mail says not to pay. */
  invoiceDownload: "Rechnung herunterladen (PDF)",
  cancelledInvoiceDownload: "Stornierte Rechnung herunterladen (PDF)",
  invoiceCancelledMark: "STORNIERT",
  invoiceCancelled: "Diese Rechnung ist storniert",
  doNotPay: "Bitte bezahlen Sie sie nicht.",
  cancelledInvoiceMail: "Die Rechnung, die wir Ihnen mit der Bestätigung gesandt haben, ist damit storniert. Bitte bezahlen Sie sie nicht.",
  /** The link to Swiss Post's tracking page, in the shipped mail and on the order's page. */
  trackAtPost: "Sendung bei der Post verfolgen",
  inStock: "An Lager",
  backordered: (n: number) => `${n} nachbestellt`,
  freeShipping: `Versandkostenfrei ab ${MONEY_TEXTS.freeShippingFrom}`,
  shipping: "Versand",
  subtotal: "Zwischensumme",
  total: "Total",
  /** "inkl. MwSt. 2.6 %": pages, mails and the invoice spell it one way (issue 38). */
  vat: (rate: number) => `inkl. MwSt. ${rate.toFixed(1)} %`,
  /** Subjects of the customer's mails; the ready mail's is the issue's words. */
  mailSubject: {
    RECEIVED: "Ihre Bestellung ist eingegangen",
    PREPARING: "Ihre Bestellung wird vorbereitet",
    READY_FOR_PICKUP: "Ihre Bestellung liegt bereit",
    COLLECTED: "Ihre Bestellung wurde abgeholt",
    SHIPPED: "Ihre Bestellung ist unterwegs",
    DELIVERED: "Ihre Bestellung wurde zugestellt",
    CANCELLED: "Ihre Bestellung wurde storniert",
  } satisfies Record<OrderStatus, string>,
} as const;

const requiredText = (label: string, required: string, max: number) =>
  safeText(label, { required }).trim().min(1, required).max(max, ORDER_MESSAGES.tooLong(max));

export const orderContactSchema = z.object({
  name: requiredText("Vorname", ORDER_MESSAGES.nameRequired, ORDER_LIMITS.name),
  surname: requiredText("Nachname", ORDER_MESSAGES.surnameRequired, ORDER_LIMITS.name),
  email: plainEmail({ required: ORDER_MESSAGES.emailRequired, invalid: ORDER_MESSAGES.emailInvalid, tooLong: ORDER_MESSAGES.emailTooLong }),
  phone: callablePhone(ORDER_MESSAGES.phoneRequired),
});
export type OrderContact = z.infer<typeof orderContactSchema>;

/** A Swiss address: Swiss Post's four-digit zip codes run from 1000 to 9699 (above are Liechtenstein and others). */
export const orderAddressSchema = z.object({
  street: requiredText("Strasse", ORDER_MESSAGES.streetRequired, ORDER_LIMITS.street),
  zip: z
    .union([z.string(), z.number()], { error: ORDER_MESSAGES.zipInvalid })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1000 && Number(v) <= 9699, { error: ORDER_MESSAGES.zipInvalid }),
  city: requiredText("Ort", ORDER_MESSAGES.cityRequired, ORDER_LIMITS.city),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/**
 * POST /api/orders. `address` is required for DELIVERY and ignored (dropped) for PICKUP; AT_PICKUP only with
 * PICKUP. `expectedTotal` (CHF, as the quote showed it): when sent and different from the server's total, 409.
 */
export const placeOrderSchema = z
  .object({
    fulfilment: z.enum(FULFILMENTS, { error: ORDER_MESSAGES.fulfilment }),
    payment: z.enum(PAYMENTS, { error: ORDER_MESSAGES.payment }),
    contact: orderContactSchema,
    address: orderAddressSchema.optional().nullable(),
    notes: safeText("Anmerkungen", { multiline: true })
      .trim()
      .max(ORDER_LIMITS.notes, ORDER_MESSAGES.notesTooLong)
      .optional()
      .nullable()
      .transform((v) => v ?? ""),
    expectedTotal: z
      .number({ error: ORDER_MESSAGES.expectedTotal })
      .nonnegative({ error: ORDER_MESSAGES.expectedTotal })
      .max(1_000_000, { error: ORDER_MESSAGES.expectedTotal })
      .optional()
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === "DELIVERY" && !v.address) ctx.addIssue({ code: "custom", path: ["address"], message: ORDER_MESSAGES.addressRequired });
    if (v.payment === "AT_PICKUP" && v.fulfilment !== "PICKUP") ctx.addIssue({ code: "custom", path: ["payment"], message: ORDER_MESSAGES.payAtPickupOnlyForPickup });
  })
  .transform((v) => ({ ...v, address: v.fulfilment === "DELIVERY" ? v.address! : null }));
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

/** Header Idempotency-Key: 1..64 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;
export const idempotencyKeySchema = z.string({ error: ORDER_MESSAGES.idempotencyKey }).regex(IDEMPOTENCY_KEY_PATTERN, { error: ORDER_MESSAGES.idempotencyKey });

/** GET /api/checkout/quote?fulfilment= (default PICKUP). */
export const quoteQuery = z.object({ fulfilment: z.enum(FULFILMENTS, { error: ORDER_MESSAGES.fulfilment }).default("PICKUP") });

export const orderIdParam = z.uuid({ error: ORDER_MESSAGES.invalidId });

/** GET /api/orders/track?number=&email= */
export const trackQuery = z.object({
  number: safeText("Bestellnummer", { required: ORDER_MESSAGES.trackNumberInvalid })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => ORDER_NUMBER_PATTERN.test(v), { error: ORDER_MESSAGES.trackNumberInvalid }),
  email: plainEmail({ required: ORDER_MESSAGES.emailRequired, invalid: ORDER_MESSAGES.emailInvalid, tooLong: ORDER_MESSAGES.emailTooLong }),
});

export const BLOCKING_REASONS = ["PRESCRIPTION_ONLY", "NO_PRICE", "NO_SHIPPING", "INACTIVE"] as const;
export type BlockingReason = (typeof BLOCKING_REASONS)[number];
export const BLOCKING_TEXTS: Record<BlockingReason, string> = {
  PRESCRIPTION_ONLY: ORDER_MESSAGES.prescriptionOnly,
  NO_PRICE: ORDER_MESSAGES.noPrice,
  NO_SHIPPING: ORDER_MESSAGES.noShipping,
  INACTIVE: ORDER_MESSAGES.notInRange,
};

/** One article line. `inStock + backordered = quantity`; in a quote the split is what an order now would get. */
export type OrderLine = {
  pharmacode: number;
  description: string;
  /** CHF incl. VAT. */
  unitPrice: number;
  quantity: number;
  inStock: number;
  backordered: number;
  /** Percent: 2.6 or 8.1. */
  vatRate: number;
  /** CHF, unitPrice × quantity. */
  lineTotal: number;
};

export type QuoteLine = Omit<OrderLine, "unitPrice" | "lineTotal" | "vatRate"> & {
  /** null for an article without a price or prescription-only (its price is not public): blocked. */
  unitPrice: number | null;
  lineTotal: number | null;
  vatRate: number | null;
  /** Sale.Web.CC: may be sold in the pharmacy only, never shipped. */
  pickupOnly: boolean;
};

/** The VAT contained in the total, per rate (prices include VAT). */
export type VatAmount = { rate: number; amount: number };

export type Estimate = {
  /** ISO instant: ready for pickup at, or delivered by (end of that day). */
  readyBy: string;
  /** German sentence for the checkout, e.g. "Abholbereit ab Montag, 30.11. um 10:00". */
  text: string;
};

export type Quote = {
  fulfilment: Fulfilment;
  lines: QuoteLine[];
  /** CHF: goods incl. VAT. */
  subtotal: number;
  /** CHF: 0 for pickup, an empty cart and from FREE_SHIPPING_FROM_MINOR of deliverable goods, else 7.90. */
  shipping: number;
  vat: VatAmount[];
  total: number;
  currency: typeof CURRENCY;
  estimate: Estimate;
  /** Articles that stop the order as it is: fix them (remove, or choose pickup) before placing it. */
  blocking: { pharmacode: number; reason: BlockingReason; message: string }[];
  /** CHF still missing for free shipping: 0 when reached, for a pickup, an empty cart or a cart that cannot be shipped. */
  missingForFreeShipping: number;
};

/**
 * The shipping of an order per VAT rate, from its lines: the split the quote made (money.ts splitByGoods), so the
 * invoice and the mails can state the shipping's rate. Empty when shipping is free or the order is collected.
 */
export const shippingByRate = (order: Pick<Order, "lines" | "shipping">): VatAmount[] =>
  splitByGoods(
    toMinor(order.shipping),
    order.lines.map((l) => ({ rateBp: Math.round(l.vatRate * 100), grossMinor: toMinor(l.lineTotal) })),
  ).map((p) => ({ rate: vatPercent(p.rateBp), amount: fromMinor(p.grossMinor) }));

const ratePercent = (rate: number) => `${rate.toFixed(1)} %`;
/** "MwSt. 2.6 %", or for a mixed parcel "MwSt. anteilig: CHF 3.85 zu 2.6 %, CHF 4.05 zu 8.1 %". */
export function shippingVatText(order: Pick<Order, "lines" | "shipping">): string {
  const parts = shippingByRate(order);
  if (parts.length === 1) return `MwSt. ${ratePercent(parts[0]!.rate)}`;
  return `MwSt. anteilig nach Warenwert: ${parts.map((p) => `${formatChf(p.amount)} zu ${ratePercent(p.rate)}`).join(", ")}`;
}

export type OrderHistoryEntry = { status: OrderStatus; at: string };

export type Order = {
  _id: string;
  number: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  payment: Payment;
  contact: OrderContact;
  address?: OrderAddress;
  notes: string;
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  vat: VatAmount[];
  total: number;
  currency: typeof CURRENCY;
  readyBy?: string;
  trackingNumber?: string;
  cancelReason?: string;
  createdAt: string;
  history: OrderHistoryEntry[];
};

/** GET /api/orders/track: nothing personal. */
export type OrderTrack = { number: string; status: OrderStatus; history: OrderHistoryEntry[] };

/** PUT /api/desk/orders/{id}/status */
export const deskOrderStatusSchema = z
  .object({
    status: z.enum(["PREPARING", "READY_FOR_PICKUP", "COLLECTED", "SHIPPED", "DELIVERED", "CANCELLED"], { error: ORDER_MESSAGES.status }),
    trackingNumber: safeText("Sendungsnummer").trim().max(ORDER_LIMITS.trackingNumber, ORDER_MESSAGES.tooLong(ORDER_LIMITS.trackingNumber)).optional().nullable(),
    reason: safeText("Grund").trim().max(ORDER_LIMITS.cancelReason, ORDER_MESSAGES.tooLong(ORDER_LIMITS.cancelReason)).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "SHIPPED" && !v.trackingNumber) ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: ORDER_MESSAGES.trackingRequired });
    else if (v.status === "SHIPPED" && normalizeTrackingNumber(v.trackingNumber!) === null) {
      ctx.addIssue({ code: "custom", path: ["trackingNumber"], message: ORDER_MESSAGES.trackingNumberInvalid, params: { code: ORDER_ERROR_CODES.trackingNumberInvalid } });
    }
    if (v.status === "CANCELLED" && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: ORDER_MESSAGES.reasonRequired });
  })
  // Kept as the customer reads it on the parcel and Swiss Post's page: "99.00.123456.12345678", "RR123456785CH".
  .transform((v) => (v.status === "SHIPPED" && v.trackingNumber ? { ...v, trackingNumber: normalizeTrackingNumber(v.trackingNumber)! } : v));
export type DeskOrderStatusInput = z.output<typeof deskOrderStatusSchema>;

/** GET /api/desk/orders?view=&status=&date=&cursor= ; view TO_PREPARE (RECEIVED, PREPARING), READY, OVERDUE, ALL (default OPEN = not finished). */
export const DESK_ORDER_VIEWS = ["OPEN", "TO_PREPARE", "READY", "OVERDUE", "ALL"] as const;
export type DeskOrderView = (typeof DESK_ORDER_VIEWS)[number];
/**
 * Orders per page of a desk list. Every order is reachable: the answer's `nextCursor` asks for the page after
 * it (issue 37: the list stopped at the 200 oldest, so an order placed after a flood never showed).
 */
export const DESK_ORDERS_PAGE = 50;
/**
 * A page's position: the last order shown, as `<placed ISO>_<id>` (ALL) or `<due ISO>_<placed ISO>_<id>` (the work
 * lists, issue 38: due first, then first come first); opaque to clients.
 */
export const DESK_CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_){1,2}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const deskOrdersQuery = z.object({
  view: z.enum(DESK_ORDER_VIEWS, { error: `view: ${DESK_ORDER_VIEWS.join(", ")}` }).default("OPEN"),
  status: z.enum(ORDER_STATUSES, { error: ORDER_MESSAGES.status }).optional(),
  /** dd/mm/yyyy: orders placed on that day (Zurich). */
  date: safeText("Datum")
    .refine((v) => parseDayText(v) !== null, { error: ORDER_MESSAGES.dateFormat })
    .optional(),
  cursor: safeText("cursor")
    .refine((v) => DESK_CURSOR_PATTERN.test(v), { error: ORDER_MESSAGES.cursorInvalid })
    .optional(),
});

/** An order as the desk sees it: the customer's order plus its audit trail and whether the pickup is overdue. */
export type DeskOrder = Order & { overdue: boolean; audit: AuditEntry[]; customerEmail: string | null };
/** One page of a desk list: `total` orders match it; `nextCursor` (null on the last page) asks for the next. */
export type DeskOrders = { orders: DeskOrder[]; counts: { toPrepare: number; ready: number; overdue: number }; total: number; nextCursor: string | null };
export type { StaffRef };

// ---- estimates (Europe/Zurich opening hours and Basel holidays) ----

const MINUTE_MS = 60_000;

/** Postal working days: Monday to Friday without Basel's public holidays. */
const isWorkingDay = (day: CalendarDay) => !isWeekend(day) && hoursOn(day) !== null;

/** `minutes` of opening time from `at` on: "within 2 hours during opening hours". */
export function afterOpeningMinutes(at: Date, minutes: number): Date {
  let day = zurichDay(at);
  let from = zurichMinutes(at);
  let left = minutes;
  for (let i = 0; i < 30; i++) {
    const hours = hoursOn(day);
    if (hours) {
      const start = Math.max(from, hours.opens);
      if (start < hours.closes) {
        if (start + left <= hours.closes) return zurichInstant(day, start + left);
        left -= hours.closes - start;
      }
    }
    day = addDays(day, 1);
    from = 0;
  }
  return new Date(at.getTime() + minutes * MINUTE_MS);
}

/** The closing time of the `n`th opening day after today: "within n working days". */
export function afterOpeningDays(at: Date, n: number): Date {
  let day = zurichDay(at);
  for (let found = 0, i = 0; i < 60; i++) {
    day = addDays(day, 1);
    const hours = hoursOn(day);
    if (hours && ++found === n) return zurichInstant(day, hours.closes);
  }
  return new Date(at.getTime() + n * 86_400_000);
}

/** The end (18:00) of the `n`th postal working day after today. */
export function afterWorkingDays(at: Date, n: number): Date {
  let day = zurichDay(at);
  for (let found = 0, i = 0; i < 60; i++) {
    day = addDays(day, 1);
    if (isWorkingDay(day) && ++found === n) return zurichInstant(day, 18 * 60);
  }
  return new Date(at.getTime() + n * 86_400_000);
}

const describe = (instant: Date) => {
  const day = zurichDay(instant);
  return { weekday: WEEKDAYS[weekdayOf(day)], date: swissDateText(day), time: zurichTimeText(instant) };
};

/**
 * When the order is ready (pickup) or arrives (delivery). Pickup: everything in stock is ready within 2 hours of
 * opening time; anything backordered within 2 opening days. Delivery: in stock goes out the next working day and
 * arrives by the second (A-Post), backordered two working days later.
 */
export function orderEstimate(fulfilment: Fulfilment, anyBackordered: boolean, at: Date): Estimate {
  if (fulfilment === "PICKUP") {
    const ready = anyBackordered ? afterOpeningDays(at, 2) : afterOpeningMinutes(at, 120);
    const d = describe(ready);
    return {
      readyBy: ready.toISOString(),
      text: anyBackordered
        ? `Nachbestellt: abholbereit bis ${d.weekday}, ${d.date} um ${d.time}`
        : `Abholbereit ab ${d.weekday}, ${d.date} um ${d.time}`,
    };
  }
  const arrives = afterWorkingDays(at, anyBackordered ? shopTerms.deliveryDays.backordered : shopTerms.deliveryDays.inStock);
  const d = describe(arrives);
  return { readyBy: arrives.toISOString(), text: `Voraussichtliche Zustellung bis ${d.weekday}, ${d.date}` };
}
