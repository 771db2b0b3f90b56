import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A mail as a real SMTP server received it, with the parts decoded enough to assert on. */
export type CapturedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type SmtpCapture = {
  url: string;
  mails: CapturedMail[];
  /** Resolves with the first mail (already received or still to come) to `to` that matches. */
  waitFor: (to: string, predicate?: (m: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  close: () => Promise<void>;
};

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at).replace(/\r?\n[ \t]+/g, " ");
  const body = part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** Walks a MIME tree (multipart/alternative, mixed) and collects the text and HTML parts. */
function collect(part: string, out: { text: string; html: string }) {
  const { headers, body } = splitHead(part);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const sub of body.split(`--${boundary}`).slice(1)) if (!sub.startsWith("--")) collect(sub.replace(/^\r?\n/, ""), out);
    return;
  }
  const decoded = decodeBody(body, (headers["content-transfer-encoding"] ?? "7bit").toLowerCase());
  if (type.startsWith("text/plain") && !out.text) out.text = decoded;
  else if (type.startsWith("text/html") && !out.html) out.html = decoded;
}

export function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers } = splitHead(raw);
  const out = { text: "", html: "" };
  collect(raw, out);
  return { to, subject: decodeWords(headers.subject ?? ""), text: out.text, html: out.html, raw };
}

/** Starts a real SMTP server on a random local port that keeps every mail it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const waiters: { to: string; predicate: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), to);
        mails.push(mail);
        for (const w of [...waiters]) {
          if (to.includes(w.to) && w.predicate(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(to, predicate = () => true, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const found = mails.find((m) => m.to.includes(address) && predicate(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { to: address, predicate, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
          }
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a text that contains `path`. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://\\S*${path.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}
