import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MailMessage } from "./message.ts";

/** A mail as written to the local outbox (development and tests without SMTP_URL). */
export type OutboxEntry = MailMessage & { id: string; from: string; date: string };

const ID_PATTERN = /^[0-9]{13}-[0-9a-f]{8}$/;

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

/** Writes the mail as JSON plus the raw RFC 822 message (.eml) that an SMTP server would have received. */
export async function writeToOutbox(dir: string, entry: Omit<OutboxEntry, "id" | "date">, raw: Buffer): Promise<OutboxEntry> {
  await mkdir(dir, { recursive: true });
  // Time first so that a plain sort of the file names is the order of sending.
  const id = `${Date.now()}-${randomBytes(4).toString("hex")}`;
  const full: OutboxEntry = { ...entry, id, date: new Date().toISOString() };
  await writeFile(path.join(dir, `${id}.eml`), raw);
  // The JSON last, and under its name only once complete (a rename is atomic; writeFile creates the file empty
  // first, and a test polling the outbox read that as "Unexpected end of JSON input"): a reader that sees it
  // can rely on the whole mail being there.
  const json = path.join(dir, `${id}.json`);
  await writeFile(`${json}.partial`, JSON.stringify(full, null, 2));
  await rename(`${json}.partial`, json);
  return full;
}

/** The outbox, newest first. */
export async function listOutbox(dir: string, limit = 100): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((n) => n.endsWith(".json"))
    .map((n) => n.slice(0, -5))
    .filter((id) => ID_PATTERN.test(id))
    .sort()
    .reverse()
    .slice(0, limit);
  const entries = await Promise.all(ids.map((id) => readOutboxEntry(dir, id)));
  return entries.filter((e): e is OutboxEntry => e !== null);
}

export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  // The id comes from a URL: only our own file-name shape, so no path can escape the folder.
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(dir, `${id}.json`), "utf8")) as OutboxEntry;
  } catch {
    return null;
  }
}
