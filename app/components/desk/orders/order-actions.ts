import { ORDER_TRANSITIONS, type DeskOrder } from "#contracts/orders.ts";

export type DeskOrderTarget = "PREPARING" | "READY_FOR_PICKUP" | "COLLECTED" | "SHIPPED" | "DELIVERED" | "CANCELLED";

/** The desk's words for each step, the confirmation question, and what the customer is told. */
export const ORDER_ACTIONS: Record<DeskOrderTarget, { label: string; question: string; done: string }> = {
  PREPARING: { label: "Vorbereiten", question: "Bestellung vorbereiten?", done: "Die Bestellung ist in Vorbereitung." },
  READY_FOR_PICKUP: { label: "Bereit zur Abholung", question: "Bereit zur Abholung melden?", done: "Als abholbereit gemeldet. Die Kundin oder der Kunde erhält eine E-Mail." },
  COLLECTED: { label: "Abgeholt", question: "Als abgeholt eintragen?", done: "Als abgeholt eingetragen." },
  SHIPPED: { label: "Versendet", question: "Als versendet eintragen?", done: "Als versendet eingetragen. Die Sendungsnummer geht per E-Mail an die Kundin oder den Kunden." },
  DELIVERED: { label: "Zugestellt", question: "Als zugestellt eintragen?", done: "Als zugestellt eingetragen." },
  CANCELLED: { label: "Stornieren", question: "Bestellung stornieren?", done: "Bestellung storniert. Die Kundin oder der Kunde erhält eine E-Mail." },
};

/** The next steps the contract allows from the order's state, the forward step first and cancelling last. */
export function nextActions(order: Pick<DeskOrder, "fulfilment" | "status">): DeskOrderTarget[] {
  return ORDER_TRANSITIONS[order.fulfilment][order.status].filter((s): s is DeskOrderTarget => s !== "RECEIVED") as DeskOrderTarget[];
}
