import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The e2e server has no SMTP_URL: its mails land in the outbox of its DATA_DIR (/dev/outbox is 404 in
 * production), one `<id>.json` per mail, renamed into place once complete (server/mail/outbox.ts).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.test-output/e2e-data-${E2E_PORT}`;
const OUTBOX = path.join(E2E_DATA_DIR, "outbox");

export type OutboxMail = { id: string; to: string; kind: string; subject: string; text: string };

/** The id of the newest mail so far: pass it as `after` to wait for a mail sent later. */
export async function latestMailId(): Promise<string> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith(".json")).sort().at(-1)?.slice(0, -5) ?? "";
}

type MailFilter = { kind?: string; after?: string; timeout?: number };

/** The newest mail to `to` that passes the filter and `matches`, or undefined. */
async function newestMail(to: string, { kind, after = "" }: MailFilter, matches: (mail: OutboxMail) => boolean): Promise<OutboxMail | undefined> {
  const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort().reverse();
  for (const name of names) {
    if (name.slice(0, -5) <= after) break;
    const mail = JSON.parse(await readFile(path.join(OUTBOX, name), "utf8")) as OutboxMail;
    if (mail.to === to && (kind === undefined || mail.kind === kind) && matches(mail)) return mail;
  }
  return undefined;
}

/** The newest mail to `to` (of `kind`, sent after the mail `after`), polled until it is there. */
export async function awaitMail(to: string, filter: MailFilter = {}): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => (found = await newestMail(to, filter, () => true)) !== undefined, { timeout: filter.timeout ?? 15_000, message: `a mail to ${to}` })
    .toBe(true);
  return found!;
}

/** The link to `pathname` (e.g. "/verify-email") in the newest mail to `to` that has one, polled until it is there. */
export async function mailedLink(to: string, pathname: string, filter: MailFilter = {}): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+${pathname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?\\S+`);
  let link: string | undefined;
  const linkIn = (mail: OutboxMail) => (link = pattern.exec(mail.text)?.[0]) !== undefined;
  await expect
    .poll(async () => (await newestMail(to, filter, linkIn)) !== undefined, { timeout: filter.timeout ?? 15_000, message: `a ${pathname} link to ${to}` })
    .toBe(true);
  return new URL(link!);
}
