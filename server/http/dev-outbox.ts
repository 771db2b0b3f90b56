import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { escapeHtml } from "#server/mail/escape-html.ts";
import { listQueue } from "#server/mail/mail-queue.ts";
import { listOutbox, outboxDir, readOutboxEntry, type OutboxEntry } from "#server/mail/outbox.ts";
import type { AppEnv } from "./types.ts";

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1f2937;margin:0;background:#f5f7f6}
main{max-width:960px;margin:0 auto;padding:24px}
h1{font-size:22px}
article{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:16px;margin:0 0 16px}
.meta{color:#6b7280;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font-size:14px;background:#f5f7f6;padding:12px;border-radius:8px}
a{color:#0b7a53}
table{border-collapse:collapse;width:100%;background:#fff;font-size:14px;margin:0 0 24px}
th,td{border:1px solid #e5e7eb;padding:6px 8px;text-align:left;vertical-align:top}
</style></head><body><main>${body}</main></body></html>`;

// Only http(s) URLs become links; everything else stays escaped text.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function entryHtml(e: OutboxEntry, full: boolean) {
  return `<article>
<h2>${full ? escapeHtml(e.subject) : `<a href="/dev/outbox/${e.id}">${escapeHtml(e.subject)}</a>`}</h2>
<p class="meta">To ${escapeHtml(e.to)} · ${escapeHtml(e.date)} · ${escapeHtml(e.kind)} · <a href="/dev/outbox/${e.id}.eml">raw .eml</a></p>
<pre>${linkify(e.text)}</pre>
</article>`;
}

type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];
const when = (d: Date | null) => (d ? escapeHtml(d.toISOString()) : "");
// A sent mail's time of sending; a waiting one's next try (for one being sent: when its lease ends).
const sentOrNext = (r: QueueRow) => (r.status === "sent" ? when(r.sentAt) : r.status === "failed" ? "" : when(r.nextAttemptAt));

/** The database's mail queue: what is still to go, what went, what was given up, and why. */
function queueHtml(rows: QueueRow[]) {
  if (rows.length === 0) return "<p>The mail queue is empty.</p>";
  const row = (r: QueueRow) => `<tr>
<td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.recipient)}</td><td>${escapeHtml(r.subject)}</td><td>${escapeHtml(r.kind)}</td>
<td>${r.attempts}</td><td>${when(r.createdAt)}</td><td>${sentOrNext(r)}</td><td>${escapeHtml(r.lastError ?? "")}</td>
</tr>`;
  return `<table><thead><tr><th>Status</th><th>To</th><th>Subject</th><th>Kind</th><th>Attempts</th><th>Queued</th><th>Sent / next attempt</th><th>Last error</th></tr></thead>
<tbody>${rows.map(row).join("\n")}</tbody></table>`;
}

/**
 * /dev/outbox: the mail queue in the database with each mail's status, then the mails the local outbox holds
 * (no SMTP_URL), for developers to click verification and reset links. Mounted only outside production: there
 * the path is the ordinary 404 page.
 */
export function devOutboxRouter(dataDir: string) {
  const r = new Hono<AppEnv>();
  const dir = outboxDir(dataDir);
  r.get("/", async (c) => {
    const [queue, entries] = await Promise.all([listQueue(c.get("deps").database.db), listOutbox(dir)]);
    const body = entries.length === 0 ? "<p>The outbox is empty.</p>" : entries.map((e) => entryHtml(e, false)).join("\n");
    return c.html(
      page("Dev outbox", `<h1>Mail queue (${queue.length})</h1>${queueHtml(queue)}<h1>Dev outbox (${entries.length})</h1>${body}`),
    );
  });
  r.get("/:file", async (c) => {
    const file = c.req.param("file");
    const id = file.replace(/\.eml$/, "");
    const entry = await readOutboxEntry(dir, id);
    if (!entry) return c.html(page("Not found", "<h1>No such mail</h1>"), 404);
    if (file.endsWith(".eml")) {
      const raw = await readFile(path.join(dir, `${id}.eml`));
      return c.body(raw, 200, { "content-type": "text/plain; charset=utf-8" });
    }
    return c.html(page(entry.subject, `<p><a href="/dev/outbox">← All mails</a></p>${entryHtml(entry, true)}`));
  });
  return r;
}
