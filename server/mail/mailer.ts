import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "#server/env.ts";
import type { MailMessage } from "./message.ts";
import { outboxDir, writeToOutbox } from "./outbox.ts";

/**
 * The transport: hands one mail to the SMTP server or writes it to the local outbox. Nothing calls it on a
 * request's path; the mail worker does, for mails the services queued (mail-queue.ts).
 */
export type Mailer = {
  /** Resolves once the SMTP server accepted the mail (or the outbox holds it); rejects otherwise. */
  deliver: (message: MailMessage) => Promise<void>;
  transport: "smtp" | "outbox";
};

// A server that accepts the connection and then says nothing must not hold a send for minutes (nodemailer's
// defaults are 2 and 10 minutes): the worker's lease on the mail has to outlast the slowest send.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the local outbox under DATA_DIR. */
export function createMailer(env: Pick<Env, "smtpUrl" | "mailFrom" | "dataDir">, logger: Logger): Mailer {
  const smtp = env.smtpUrl ? nodemailer.createTransport({ url: env.smtpUrl, ...SMTP_TIMEOUTS }) : null;
  // The outbox renders the same raw message an SMTP server would get, without sending it anywhere.
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = outboxDir(env.dataDir);

  return {
    transport: smtp ? "smtp" : "outbox",
    async deliver(message) {
      const envelope = { from: env.mailFrom, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments: message.attachments };
      if (smtp) {
        await smtp.sendMail(envelope);
      } else {
        const rendered = await renderer.sendMail(envelope);
        // The JSON keeps attachments' names and types; their bytes are in the .eml beside it.
        const { attachments, ...rest } = message;
        const attachmentInfo = attachments?.map(({ filename, contentType }) => ({ filename, contentType, content: "" }));
        await writeToOutbox(dir, { ...rest, attachments: attachmentInfo, from: env.mailFrom }, rendered.message as Buffer);
      }
      logger.info({ kind: message.kind, transport: smtp ? "smtp" : "outbox" }, "mail sent");
    },
  };
}
