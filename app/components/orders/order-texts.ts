import type { Fulfilment, OrderPayment, OrderStatus } from "#contracts/orders.ts";
import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";

/** The order's status as the shopper and the desk read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  RECEIVED: "Eingegangen",
  PREPARING: "In Vorbereitung",
  READY_FOR_PICKUP: "Bereit zur Abholung",
  COLLECTED: "Abgeholt",
  SHIPPED: "Versendet",
  DELIVERED: "Zugestellt",
  CANCELLED: "Storniert",
};

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  PICKUP: "Click & Collect",
  DELIVERY: "Lieferung per Post",
};

export const PAYMENT_LABELS: Record<OrderPayment, string> = {
  AT_PICKUP: "Bezahlung bei Abholung",
  INVOICE: "Rechnung (30 Tage)",
};

export const ORDER_TEXTS = {
  pickupPlace: `${pharmacy.name}, ${pharmacyAddress}`,
  pickupOnly: "Versand nicht möglich",
  pickupOnlyCart: "Ihr Warenkorb enthält Artikel, die nur in der Apotheke abgegeben werden dürfen. Diese Bestellung ist nur als Click & Collect möglich.",
  placeOrder: "Zahlungspflichtig bestellen",
  placing: "Bestellung wird übermittelt…",
  trackNotFound: "Wir haben keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden. Bitte prüfen Sie Ihre Angaben.",
  loadFailed: "Die Bestellungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
  cancelFailed: "Die Bestellung konnte nicht storniert werden. Bitte versuchen Sie es erneut.",
  cancelled: "Ihre Bestellung wurde storniert.",
} as const;

/** "12.03.2026, 14:05" in Zurich time, the same on server and browser. */
export function orderDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")}, ${part("hour")}:${part("minute")}`;
}

/** "12.03.2026" in Zurich time. */
export const orderDate = (iso: string) => orderDateTime(iso).split(",")[0]!;

/** "2.6 %" / "8.1 %" */
export const vatRateText = (rate: number) => `${rate.toFixed(1)} %`;
