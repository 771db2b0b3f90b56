import { pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { formatPrescriptionNumber, FULFILMENT_LABELS, type Fulfilment, type PrescriptionStatus } from "#contracts/prescriptions.ts";
import { escapeHtml } from "./escape-html.ts";
import { greeting } from "./greeting.ts";
import type { MailMessage } from "./message.ts";

export type PrescriptionMailInput = {
  to: string;
  /** The account's name, for the greeting (left out when it does not read as a name: greeting.ts). */
  name: string;
  surname: string;
  number: number;
  status: PrescriptionStatus;
  fulfilment: Fulfilment;
  /** The pharmacist's message (the reason, for a rejection). */
  message: string | null;
  /** The customer's list of prescriptions, where the status and the message are. */
  listUrl: string;
};

const copy: Record<PrescriptionStatus, { subject: string; intro: string; after?: string }> = {
  SUBMITTED: {
    subject: "Ihr Rezept ist eingegangen",
    intro: "vielen Dank, Ihr Rezept ist bei uns eingegangen. Eine Apothekerin oder ein Apotheker prüft es und meldet sich bei Ihnen.",
  },
  ACCEPTED: {
    subject: "Ihr Rezept wurde geprüft",
    intro: "wir haben Ihr Rezept geprüft und bereiten Ihre Medikamente vor.",
  },
  REJECTED: {
    subject: "Ihr Rezept konnte nicht angenommen werden",
    intro: "leider können wir Ihr Rezept so nicht annehmen.",
    after: "Bei Fragen rufen Sie uns gerne an.",
  },
  READY_FOR_PICKUP: {
    subject: "Ihre Medikamente sind abholbereit",
    intro: `Ihre Medikamente liegen für Sie bereit: ${pharmacy.name}, ${pharmacyAddress}, ${pharmacy.hoursText}.`,
    after: "Bitte bringen Sie das Originalrezept mit.",
  },
  SHIPPED: {
    subject: "Ihre Medikamente sind unterwegs",
    intro: "Ihre Medikamente sind unterwegs zu Ihnen.",
    after: "Bitte geben Sie das Originalrezept bei der Übergabe ab oder senden Sie es uns per Post.",
  },
  COMPLETED: {
    subject: "Ihr Rezept ist abgeschlossen",
    intro: "vielen Dank für Ihr Vertrauen. Wir wünschen Ihnen gute Besserung.",
  },
};

/**
 * The customer's mail for each step of a prescription. It names the number and the way of delivery, never the
 * medicines or the files: a mail passes through servers the pharmacy does not control.
 */
export function prescriptionMail(input: PrescriptionMailInput): MailMessage {
  const c = copy[input.status];
  // The number in the subject: a customer with two prescriptions tells the mails apart in the inbox (issue 38).
  const subject = `${c.subject} (${formatPrescriptionNumber(input.number)})`;
  const label = input.status === "REJECTED" ? "Grund" : "Nachricht der Apotheke";
  const lines = [
    greeting(input.name, input.surname),
    "",
    c.intro,
    `Rezept: ${formatPrescriptionNumber(input.number)} (${FULFILMENT_LABELS[input.fulfilment]})`,
    ...(input.message ? ["", `${label}: ${input.message}`] : []),
    ...(c.after ? ["", c.after] : []),
    "",
    "Ihre Rezepte und ihren Stand sehen Sie in Ihrem Kundenkonto:",
    input.listUrl,
    "",
    `Fragen? Rufen Sie uns an: ${pharmacy.phone}`,
    "",
    "Freundliche Grüsse",
    `Ihr Team der ${pharmacy.name}`,
  ];
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937;line-height:1.5">
${lines.map((line) => (line === "" ? "" : `<p style="margin:0 0 8px">${line === input.listUrl ? `<a href="${escapeHtml(line)}" style="color:#0b7a53">${escapeHtml(line)}</a>` : escapeHtml(line)}</p>`)).join("\n")}
</body></html>`;
  return { kind: `prescription-${input.status.toLowerCase().replaceAll("_", "-")}`, to: input.to, subject, text: lines.join("\n"), html };
}
