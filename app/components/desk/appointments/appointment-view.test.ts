import { describe, expect, it } from "vitest";
import type { AuditEntry, DeskAppointment } from "#contracts/desk.ts";
import { auditActionText, auditAuthor, staffName } from "../audit-view.ts";
import { customerName, servicesWithPreparation } from "./appointment-view.ts";

const base = {
  _id: "a1",
  type: "lab",
  service: "Blutbild",
  date: "24/11/2026",
  time: "09:30",
  notes: "",
  selectedTests: [],
  price: 49,
  status: "PENDING",
  email: "lea@example.ch",
  phone: null,
  address: null,
  customer: { name: "Lea Keller", email: "lea@example.ch", phone: null, address: null, birthday: null, guest: false, accountDeleted: false },
  services: [{ _id: "t1", name: "Blutbild", category: "Blut", preparation: "  Nüchtern erscheinen " }],
  cancelReason: null,
  inClosure: false,
  audit: [],
} satisfies DeskAppointment;

const entry = (action: AuditEntry["action"], detail: Record<string, unknown>): AuditEntry => ({ _id: "e", at: "2026-11-24T08:00:00Z", action, by: { email: "team@x.ch", name: "" }, detail });

describe("desk appointment view", () => {
  it("names the customer, a guest by e-mail", () => {
    expect(customerName(base)).toBe("Lea Keller");
    expect(customerName({ ...base, customer: { ...base.customer, name: null, guest: true } })).toBe("lea@example.ch");
  });

  it("lists services with trimmed preparation, the service text when there are none", () => {
    expect(servicesWithPreparation(base)).toEqual([{ name: "Blutbild", preparation: "Nüchtern erscheinen" }]);
    expect(servicesWithPreparation({ ...base, services: [] })).toEqual([{ name: "Blutbild", preparation: "" }]);
  });

  it("says an audit entry in German", () => {
    expect(auditActionText(entry("status", { from: "PENDING", to: "COMPLETED" }))).toBe("Status Offen → Erledigt");
    expect(auditActionText(entry("status", { from: "PENDING", to: "CANCELLED", reason: "NO_SHOW" }))).toBe("Status Offen → Abgesagt (Nicht erschienen)");
    expect(auditActionText(entry("status", { from: "COMPLETED", to: "PENDING", correction: true }))).toBe("Korrektur: Status Erledigt → Offen");
    expect(auditActionText(entry("closure-created", { reason: "Gerätewartung" }))).toBe("Schliessung eingetragen (Gerätewartung)");
    expect(staffName({ email: "team@x.ch", name: "" })).toBe("team@x.ch");
  });

  it("says an order's status change with its tracking number or reason, and who did it", () => {
    expect(auditActionText(entry("order-status", { from: "PREPARING", to: "READY_FOR_PICKUP" }))).toBe("Status In Vorbereitung → Abholbereit");
    expect(auditActionText(entry("order-status", { from: "PREPARING", to: "SHIPPED", trackingNumber: "99.00.123456.78901234" }))).toBe(
      "Status In Vorbereitung → Versandt (Sendungsnummer 99.00.123456.78901234)",
    );
    const byCustomer: AuditEntry = { ...entry("order-status", { from: "RECEIVED", to: "CANCELLED", byCustomer: true }), by: null };
    expect(auditActionText(byCustomer)).toBe("Status Eingegangen → Storniert");
    expect(auditAuthor(byCustomer)).toBe("Kundin / Kunde");
  });

  it("names a deleted account's booking and its cancellation without personal data", () => {
    const deleted = { ...base, customer: { ...base.customer, name: null, email: null, accountDeleted: true } };
    expect(customerName(deleted)).toBe("Kundenkonto gelöscht");
    const byDeletion: AuditEntry = { ...entry("status", { from: "PENDING", to: "CANCELLED", reason: "CUSTOMER_REQUEST", accountDeleted: true }), by: null };
    expect(auditActionText(byDeletion)).toBe("Status Offen → Abgesagt (Kundenkonto gelöscht)");
    expect(auditAuthor(byDeletion)).toBe("Kundin / Kunde");
  });
});
