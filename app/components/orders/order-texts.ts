import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";

/** The pages' own texts about orders; states, fulfilment and payment labels are the contract's ORDER_TEXTS. */
export const ORDER_UI_TEXTS = {
  pickupPlace: `${pharmacy.name}, ${pharmacyAddress}`,
  pickupOnlyCart: "Ihr Warenkorb enthält Artikel, die nur in der Apotheke abgegeben werden dürfen (Versand nicht möglich). Diese Bestellung ist nur als Click & Collect möglich.",
  placeOrder: "Zahlungspflichtig bestellen",
  placing: "Bestellung wird übermittelt…",
  loadFailed: "Die Bestellungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.",
  orderFailed: "Die Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es in einem Moment erneut.",
  cancelFailed: "Die Bestellung konnte nicht storniert werden. Bitte versuchen Sie es erneut.",
  invoiceFailed: "Die Rechnung konnte nicht geladen werden. Bitte versuchen Sie es erneut.",
} as const;

/** "12.03.2026, 14:05" in Zurich time, the same on server and browser. */
export function orderDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("de-CH", { timeZone: "Europe/Zurich", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")}, ${part("hour")}:${part("minute")}`;
}

/** "12.03.2026" in Zurich time. */
export const orderDate = (iso: string) => orderDateTime(iso).split(",")[0]!;

/** "2.6 %" / "8.1 %" */
export const vatRateText = (rate: number) => `${rate.toFixed(1)} %`;
