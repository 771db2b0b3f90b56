import type { Db } from "#server/db/client.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { escapeHtml } from "./escape-html.ts";
import { enqueueMailStatement } from "./mail-queue.ts";
import type { MailMessage } from "./message.ts";

/** What came in: an order ("RA-2026-000123") or a prescription ("R-00042"), by its row id and printed number. */
export type PharmacyNotice = { kind: "order" | "prescription"; id: string; number: string };

const WORDS = {
  order: { subject: "Neue Bestellung", sentence: "Im Webshop ist eine neue Bestellung eingegangen", view: "bestellungen" },
  prescription: { subject: "Neues Rezept", sentence: "Im Webshop ist ein neues Rezept eingegangen", view: "rezepte" },
} as const;

/**
 * The pharmacy's notice of a new order or prescription (issue 38 point 10). It names the number and the desk's
 * link, nothing else: no customer, no article, no medicine, no file (a mail passes servers the pharmacy does not
 * control; the desk, behind the staff login, shows the rest).
 */
export function pharmacyNoticeMail(to: string, notice: PharmacyNotice, publicUrl: string): MailMessage {
  const words = WORDS[notice.kind];
  const deskUrl = `${publicUrl}/desk?ansicht=${words.view}`;
  const subject = `${words.subject} ${notice.number}`;
  const lines = ["Guten Tag,", "", `${words.sentence}: ${notice.number}.`, "", "Am Schalter öffnen:", deskUrl, "", `Webshop der ${pharmacy.name}`];
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => (line === "" ? "" : `<p style="margin:0 0 8px">${line === deskUrl ? `<a href="${escapeHtml(deskUrl)}">${escapeHtml(deskUrl)}</a>` : escapeHtml(line)}</p>`)).join("\n")}
</body></html>`;
  return { kind: `pharmacy-new-${notice.kind}`, to, subject, text: lines.join("\n"), html };
}

/** One notice per order or prescription: the mail queue's unique dedupe key refuses a second (record 012). */
export const pharmacyNoticeKey = (notice: Pick<PharmacyNotice, "kind" | "id">) => `pharmacy-notice:${notice.kind}:${notice.id}`;

/**
 * Queues the notices to PHARMACY_NOTIFY_EMAIL in the transaction that creates the order or prescription, so a
 * committed one always has its notice and a rolled-back one never. Without the address, nothing is queued
 * (`statement` answers null).
 */
export function createPharmacyNotifier(to: string | undefined, publicUrl: string) {
  return {
    statement: (tx: Pick<Db, "insert">, notice: PharmacyNotice) =>
      to ? enqueueMailStatement(tx, pharmacyNoticeMail(to, notice, publicUrl), { dedupeKey: pharmacyNoticeKey(notice) }) : null,
  };
}

export type PharmacyNotifier = ReturnType<typeof createPharmacyNotifier>;
