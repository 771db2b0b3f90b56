import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "#server/env.ts";
import type { MailMessage } from "./message.ts";
import { outboxDir, writeToOutbox } from "./outbox.ts";

export type Mailer = {
  /**
   * Queues the mail and returns at once. Account answers must not take longer when a mail goes out than
   * when none does (that difference would reveal which addresses have accounts), so nobody awaits delivery.
   */
  send: (message: MailMessage) => void;
  /**
   * Like send, but the mail is also composed off the request path (for example when composing it writes a
   * link token): the answer then takes the same time whether there is a mail to compose or not.
   */
  sendLater: (compose: () => Promise<MailMessage>) => void;
  /** Resolves when every queued mail has been delivered or has failed, or after timeoutMs (tests, shutdown). */
  idle: (timeoutMs?: number) => Promise<void>;
  transport: "smtp" | "outbox";
};

/** SMTP through nodemailer when SMTP_URL is set; otherwise the local outbox under DATA_DIR. */
export function createMailer(env: Pick<Env, "smtpUrl" | "mailFrom" | "dataDir">, logger: Logger): Mailer {
  const pending = new Set<Promise<void>>();
  const smtp = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null;
  // The outbox renders the same raw message an SMTP server would get, without sending it anywhere.
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = outboxDir(env.dataDir);

  async function deliver(message: MailMessage) {
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
  }

  function sendLater(compose: () => Promise<MailMessage>) {
    const job = compose()
      .then(deliver)
      .catch((error: unknown) => logger.error({ err: error }, "mail delivery failed"))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    transport: smtp ? "smtp" : "outbox",
    send: (message) => sendLater(async () => message),
    sendLater,
    async idle(timeoutMs) {
      const drained = (async () => {
        while (pending.size > 0) await Promise.all([...pending]);
      })();
      if (timeoutMs === undefined) return drained;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([drained, timeout]);
      clearTimeout(timer);
    },
  };
}
