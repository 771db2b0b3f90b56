import { pharmacy } from "#contracts/pharmacy.ts";
import { escapeHtml } from "./escape-html.ts";
import type { MailLocale, MailMessage } from "./message.ts";
import { greeting, plainName } from "./greeting.ts";

export type MailRecipient = { email: string; name: string; locale: MailLocale };

type Copy = { subject: string; greeting: string; lines: string[]; button?: string; after?: string[] };

const signature = {
  de: [`Freundliche Grüsse`, `Ihr Team der ${pharmacy.name}`],
  en: [`Kind regards`, `Your team at ${pharmacy.name}`],
};

const footer = `${pharmacy.name} · ${pharmacy.street} · ${pharmacy.postalCode} ${pharmacy.city} · ${pharmacy.phone}`;

/** The one layout every account mail shares: a plain-text part and an HTML part from the same copy. */
function render(kind: string, to: MailRecipient, copy: Copy, link?: string): MailMessage {
  const text = [
    copy.greeting,
    "",
    ...copy.lines,
    ...(link ? ["", link] : []),
    ...(copy.after ? ["", ...copy.after] : []),
    "",
    ...signature[to.locale],
    "",
    "--",
    footer,
  ].join("\n");

  const paragraph = (line: string) => `<p style="margin:0 0 14px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="${to.locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;background:#f5f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:600;color:#0b7a53;font-size:18px;margin:0 0 16px">&#10010; ${escapeHtml(pharmacy.name)}</p>
<div style="background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:24px;font-size:16px;line-height:1.5">
${paragraph(copy.greeting)}
${copy.lines.map(paragraph).join("\n")}
${
  link && copy.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#0b7a53;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(copy.button)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(link)}</p>`
    : ""
}
${(copy.after ?? []).map(paragraph).join("\n")}
${signature[to.locale].map(paragraph).join("\n")}
</div>
<p style="font-size:12px;color:#6b7280;margin:16px 0 0">${escapeHtml(footer)}</p>
</div></body></html>`;

  return { kind, to: to.email, subject: copy.subject, text, html };
}

// The signup mail reaches an address nobody has verified yet, under a name anybody typed: the one rule of
// greeting.ts (a name only when it reads as one) keeps "Guten Tag Ihr Gutschein: http://…" out of it (issue 37).
const hello = (to: MailRecipient) => {
  const name = plainName(to.name);
  if (to.locale === "de") return greeting(to.name);
  return name ? `Hello ${name},` : "Hello,";
};

/** After signup: the link that proves the address belongs to the new customer. */
export function verificationMail(to: MailRecipient, link: string, validHours: number): MailMessage {
  const copy: Record<MailLocale, Copy> = {
    de: {
      subject: `Bitte bestätigen Sie Ihre E-Mail-Adresse – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        `Vielen Dank für Ihre Registrierung bei der ${pharmacy.name}.`,
        `Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden können. Der Link ist ${validHours} Stunden gültig:`,
      ],
      button: "E-Mail-Adresse bestätigen",
      after: ["Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren."],
    },
    en: {
      subject: `Please verify your email address – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        `Thank you for registering with ${pharmacy.name}.`,
        `Please verify your email address so that you can log in. The link is valid for ${validHours} hours:`,
      ],
      button: "Verify email address",
      after: ["If you did not register, you can ignore this email."],
    },
  };
  return render("verify-email", to, copy[to.locale], link);
}

/** Forgot password or a reset requested from the profile. */
export function passwordResetMail(to: MailRecipient, link: string, validMinutes: number): MailMessage {
  const copy: Record<MailLocale, Copy> = {
    de: {
      subject: `Passwort zurücksetzen – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        "Sie haben verlangt, Ihr Passwort zurückzusetzen.",
        `Über den folgenden Link wählen Sie ein neues Passwort. Er ist ${validMinutes} Minuten gültig und kann einmal verwendet werden:`,
      ],
      button: "Neues Passwort wählen",
      after: [
        "Nach dem Zurücksetzen werden Sie auf allen Geräten abgemeldet.",
        "Falls Sie das nicht verlangt haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
      ],
    },
    en: {
      subject: `Reset your password – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        "You asked to reset your password.",
        `Use the following link to choose a new password. It is valid for ${validMinutes} minutes and can be used once:`,
      ],
      button: "Choose a new password",
      after: [
        "After the reset you will be logged out on every device.",
        "If you did not ask for this, ignore this email; your password stays unchanged.",
      ],
    },
  };
  return render("reset-password", to, copy[to.locale], link);
}

/**
 * Someone signed up with an address that already has a verified account. The answer to that signup looks
 * like any other (no account enumeration); the owner learns of it here and gets the way back in.
 */
export function accountExistsMail(to: MailRecipient, loginLink: string, forgotLink: string): MailMessage {
  const copy: Record<MailLocale, Copy> = {
    de: {
      subject: `Sie haben bereits ein Konto – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        "Mit Ihrer E-Mail-Adresse wurde soeben versucht, ein neues Konto zu eröffnen. Sie haben bereits ein Konto; es wurde nichts geändert.",
        "Melden Sie sich hier an:",
      ],
      button: "Anmelden",
      after: [`Passwort vergessen? ${forgotLink}`, "Falls Sie das nicht waren, können Sie diese E-Mail ignorieren."],
    },
    en: {
      subject: `You already have an account – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        "Someone just tried to open a new account with your email address. You already have an account; nothing was changed.",
        "Log in here:",
      ],
      button: "Log in",
      after: [`Forgot your password? ${forgotLink}`, "If this was not you, you can ignore this email."],
    },
  };
  return render("account-exists", to, copy[to.locale], loginLink);
}

/**
 * `npm run staff -- add`: a new staff member chooses a password through a set-password link (a reset-password
 * link with a longer validity, consumed by the same page and call), then logs in on /loginpage and finds the desk.
 */
export function staffInviteMail(to: MailRecipient, link: string, validHours: number, loginLink: string): MailMessage {
  const copy: Record<MailLocale, Copy> = {
    de: {
      subject: `Ihr Zugang zum Apothekenschalter – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        `Für Sie wurde ein Mitarbeiterzugang der ${pharmacy.name} eingerichtet. Am Schalter (/desk) sehen Sie die Labortermine des Tages (mit Schliessungen und Kalender), bereiten die Bestellungen vor und melden sie abholbereit oder versendet, und prüfen die eingesandten Rezepte.`,
        `Bitte wählen Sie zuerst Ihr Passwort. Der Link ist ${validHours} Stunden gültig und kann einmal verwendet werden:`,
      ],
      button: "Passwort wählen",
      after: [`Danach melden Sie sich hier an: ${loginLink}`, "Falls Sie diesen Zugang nicht erwartet haben, melden Sie sich bitte bei der Apothekenleitung."],
    },
    en: {
      subject: `Your access to the pharmacy desk – ${pharmacy.name}`,
      greeting: hello(to),
      lines: [
        `A staff account of ${pharmacy.name} was set up for you. At the desk (/desk) you see the day's laboratory appointments (with closures and the calendar), prepare the orders and mark them ready or shipped, and check the prescriptions sent in.`,
        `Please choose your password first. The link is valid for ${validHours} hours and can be used once:`,
      ],
      button: "Choose a password",
      after: [`Then log in here: ${loginLink}`, "If you did not expect this access, please tell the pharmacy's management."],
    },
  };
  return render("staff-invite", to, copy[to.locale], link);
}
