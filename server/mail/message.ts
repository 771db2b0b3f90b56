/** One outgoing mail: both parts are always present (clients without HTML read the text part). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Which template produced it, for logs and the outbox listing; never shown to the recipient. */
  kind: string;
  /** For example an iCalendar invitation (appointments). */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
};

export type MailLocale = "de" | "en";
