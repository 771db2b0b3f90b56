import type { AuditEntry } from "#contracts/desk.ts";
import { ORDER_TEXTS, type OrderStatus } from "#contracts/orders.ts";
import { CANCEL_REASON_LABELS, DESK_TEXTS, STATUS_LABELS } from "./desk-texts.ts";

/** The desk's audit trail in words (appointments, closures, orders), and who did it; shared by the desk's domains. */

const statusLabel = (value: unknown) => (typeof value === "string" && value in STATUS_LABELS ? STATUS_LABELS[value as keyof typeof STATUS_LABELS].label : String(value));
const reasonLabel = (value: unknown) => (typeof value === "string" && value in CANCEL_REASON_LABELS ? CANCEL_REASON_LABELS[value as keyof typeof CANCEL_REASON_LABELS] : null);

/** "Status: Offen → Erledigt", "Status: Offen → Abgesagt (Nicht erschienen)", "Schliessung eingetragen (…)". */
export function auditActionText(entry: AuditEntry): string {
  const d = entry.detail ?? {};
  if (entry.action === "order-status") {
    const label = (v: unknown) => (typeof v === "string" && v in ORDER_TEXTS.status ? ORDER_TEXTS.status[v as OrderStatus] : String(v));
    const extra = typeof d.trackingNumber === "string" ? ` (Sendungsnummer ${d.trackingNumber})` : typeof d.reason === "string" ? ` (${d.reason})` : "";
    return `Status ${label(d.from)} → ${label(d.to)}${extra}`;
  }
  if (entry.action === "status") {
    const reason = d.accountDeleted === true ? DESK_TEXTS.accountDeleted : reasonLabel(d.reason);
    return `${d.correction === true ? "Korrektur: " : ""}Status ${statusLabel(d.from)} → ${statusLabel(d.to)}${reason ? ` (${reason})` : ""}`;
  }
  const what = typeof d.reason === "string" ? ` (${d.reason})` : "";
  return entry.action === "closure-created" ? `Schliessung eingetragen${what}` : `Schliessung aufgehoben${what}`;
}

/** Who did it: the name, else the e-mail. */
export const staffName = (by: { name: string; email: string } | null | undefined) => (by ? by.name.trim() || by.email : "Apotheke");

/** An entry without staff is the customer's own doing (their account's deletion cancelled the appointment). */
export const auditAuthor = (entry: AuditEntry) =>
  entry.by === null && (entry.detail?.accountDeleted === true || entry.detail?.byCustomer === true) ? "Kundin / Kunde" : staffName(entry.by);
