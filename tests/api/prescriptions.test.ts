import { statSync } from "node:fs";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import { DESK_MESSAGES } from "#contracts/desk.ts";
import { formatPrescriptionNumber, PRESCRIPTION_ERROR_CODES, PRESCRIPTION_LIMITS, PRESCRIPTION_MESSAGES, type DeskPrescriptionPage, type Prescription } from "#contracts/prescriptions.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { stagingDir } from "#server/services/prescriptions/staging.ts";
import { freshIp } from "#tests/helpers/auth-flow.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";
import { heicBytes, htmlAsJpg, jpegBytes, stagedFiles, tinyPdf, tinyPng, upload, uploadForm } from "#tests/helpers/prescriptions.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

let d: DeskApp;
let staffToken: string;
const logLines: string[] = [];
beforeAll(async () => {
  d = await createDeskApp({ logTo: { write: (line: string) => void logLines.push(line) } as never, env: { LOG_LEVEL: "info" } });
  staffToken = (await d.staff()).token;
}, 120_000);
afterAll(async () => {
  await d.close();
});

const twoFiles = () => [
  { name: "rezept-seite-1.png", bytes: tinyPng(), type: "image/png" },
  { name: "rezept-seite-2.pdf", bytes: tinyPdf(), type: "application/pdf" },
];
const rowCount = async (userId: string) =>
  (await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from prescriptions where user_id = ${userId}`))[0]!.n;

async function submit(token: string, fields: Record<string, string> = { fulfilment: "PICKUP", notes: "Bitte Generikum" }): Promise<Prescription> {
  const res = await upload(d.t, token, uploadForm(twoFiles(), fields));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Prescription;
}
/** The desk's whole queue (status "" for all), page after page. */
async function deskQueue(status = "") {
  const all: DeskPrescriptionPage["prescriptions"] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) });
    const page = (await d.t.call("GET", `/api/desk/prescriptions?${query}`, { token: staffToken })).body.data as DeskPrescriptionPage;
    all.push(...page.prescriptions);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}
const change = (id: string, body: unknown, token = staffToken) => d.t.call("PUT", `/api/desk/prescriptions/${id}`, { token, body });

describe(`prescription upload (${testDatabaseKind()})`, () => {
  it("takes two files, answers the prescription and lists it for its owner only", async () => {
    const anna = await d.user();
    const created = await submit(anna.token);
    expect(created).toMatchObject({
      status: "SUBMITTED",
      fulfilment: "PICKUP",
      notes: "Bitte Generikum",
      message: null,
      filesDeletedAt: null,
      files: [
        { n: 1, name: "rezept-seite-1.png", type: "image/png", size: tinyPng().length },
        { n: 2, name: "rezept-seite-2.pdf", type: "application/pdf", size: tinyPdf().length },
      ],
    });
    expect(created.history).toEqual([{ status: "SUBMITTED", at: expect.any(String), message: null }]);
    expect((await d.t.call("GET", "/api/prescriptions", { token: anna.token })).body.data).toEqual([created]);
    const other = await d.user();
    expect((await d.t.call("GET", "/api/prescriptions", { token: other.token })).body.data).toEqual([]);
    expect(stagedFiles(d.t)).toEqual([]);
  });

  it("serves a file to its owner as an attachment that is never cached, with the type read from the bytes", async () => {
    const anna = await d.user();
    const created = await submit(anna.token);
    const res = await d.t.app.request(`/api/prescriptions/${created._id}/files/1`, { headers: { authorization: `Bearer ${anna.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="rezept-R-${String(created.number).padStart(5, "0")}-1.png"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // The download's own policy, not the API's: a file opened in place renders sandboxed, nothing loads.
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(Buffer.from(await res.arrayBuffer()).equals(tinyPng())).toBe(true);
    const pdf = await d.t.app.request(`/api/desk/prescriptions/${created._id}/files/2`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="rezept-R-\d{5}-2\.pdf"$/);
    expect(pdf.headers.get("cache-control")).toBe("no-store");
    expect(pdf.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await pdf.arrayBuffer()).equals(tinyPdf())).toBe(true);
  });

  it("answers 404 to another customer for someone else's prescription and files, 401 without a token, 403 on the desk's", async () => {
    const anna = await d.user();
    const created = await submit(anna.token);
    const mallory = await d.user();
    for (const [method, path] of [
      ["GET", `/api/prescriptions/${created._id}/files/1`],
      ["GET", `/api/prescriptions/${created._id}/files/2`],
      ["DELETE", `/api/prescriptions/${created._id}`],
    ] as const) {
      const res = await d.t.call(method, path, { token: mallory.token });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect((await d.t.call(method, path)).status).toBe(401);
    }
    for (const [method, path, body] of [
      ["GET", "/api/desk/prescriptions", undefined],
      ["GET", `/api/desk/prescriptions/${created._id}/files/1`, undefined],
      ["PUT", `/api/desk/prescriptions/${created._id}`, { status: "ACCEPTED", message: "" }],
    ] as const) {
      const res = await d.t.call(method, path, { token: anna.token, body });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 403, error: DESK_MESSAGES.staffOnly });
      expect((await d.t.call(method, path, { body })).body.error).toBe(AUTH_MESSAGES.authRequired);
    }
    expect((await upload(d.t, undefined, uploadForm(twoFiles()))).status).toBe(401);
    // Still there and untouched for its owner.
    expect((await d.t.call("GET", "/api/prescriptions", { token: anna.token })).body.data[0].status).toBe("SUBMITTED");
    expect((await d.t.call("GET", `/api/prescriptions/${created._id}/files/9`, { token: anna.token })).status).toBe(400);
  });

  it("reads the type from the bytes: an HTML page named .jpg is refused, a real JPEG and a HEIC are taken", async () => {
    const anna = await d.user();
    const refused = await upload(d.t, anna.token, uploadForm([{ name: "rezept.jpg", bytes: htmlAsJpg(), type: "image/jpeg" }]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, error: PRESCRIPTION_MESSAGES.wrongType, message: PRESCRIPTION_MESSAGES.wrongType, code: PRESCRIPTION_ERROR_CODES.wrongType });
    expect(refused.headers.get("connection")).toBe("close");
    // A PDF named .png is a PDF.
    const taken = await upload(d.t, anna.token, uploadForm([
      { name: "foto.jpeg", bytes: jpegBytes() },
      { name: "IMG_0001.HEIC", bytes: heicBytes() },
      { name: "scan.png", bytes: tinyPdf() },
    ]));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.data.files.map((f: { type: string }) => f.type)).toEqual(["image/jpeg", "image/heic", "application/pdf"]);
    expect(await rowCount(anna.id)).toBe(1);
    expect(stagedFiles(d.t)).toEqual([]);
  });

  it("refuses a file over 10 MB (413), six files, no file, an empty file and a bad fulfilment, leaving nothing behind", async () => {
    const anna = await d.user();
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(PRESCRIPTION_LIMITS.maxFileBytes)]);
    const tooLarge = await upload(d.t, anna.token, uploadForm([{ name: "gross.pdf", bytes: big }]));
    expect({ status: tooLarge.status, error: tooLarge.body.error, code: tooLarge.body.code }).toEqual({ status: 413, error: PRESCRIPTION_MESSAGES.fileTooLarge, code: PRESCRIPTION_ERROR_CODES.fileTooLarge });
    const exactly = Buffer.concat([tinyPdf(), Buffer.alloc(PRESCRIPTION_LIMITS.maxFileBytes - tinyPdf().length)]);
    expect((await upload(d.t, anna.token, uploadForm([{ name: "genau.pdf", bytes: exactly }]))).status).toBe(201);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.png`, bytes: tinyPng() }));
    const refusal = async (files: Parameters<typeof uploadForm>[0]) => {
      const { body } = await upload(d.t, anna.token, uploadForm(files));
      return [body.error, body.code];
    };
    expect(await refusal(six)).toEqual([PRESCRIPTION_MESSAGES.tooManyFiles, PRESCRIPTION_ERROR_CODES.tooManyFiles]);
    expect(await refusal([])).toEqual([PRESCRIPTION_MESSAGES.noFiles, PRESCRIPTION_ERROR_CODES.noFiles]);
    expect(await refusal([{ name: "leer.pdf", bytes: Buffer.alloc(0) }])).toEqual([PRESCRIPTION_MESSAGES.emptyFile, PRESCRIPTION_ERROR_CODES.emptyFile]);
    // A field's schema error: details, and no code (the form layer words it per field).
    const drone = await upload(d.t, anna.token, uploadForm([{ name: "a.png", bytes: tinyPng() }], { fulfilment: "DRONE" }));
    expect([drone.body.error, "code" in drone.body]).toEqual([PRESCRIPTION_MESSAGES.fulfilment, false]);
    const json = await d.t.call("POST", "/api/prescriptions", { token: anna.token, body: { fulfilment: "PICKUP" } });
    expect({ status: json.status, error: json.body.error }).toEqual({ status: 400, error: PRESCRIPTION_MESSAGES.notMultipart });
    expect(await rowCount(anna.id)).toBe(1);
    expect(stagedFiles(d.t)).toEqual([]);
  });

  it("stops reading a 1 GB upload soon after the limit: 413, memory and disk untouched, nothing left", async () => {
    const anna = await d.user();
    const boundary = "----rezeptgrenze";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fulfilment"\r\n\r\nPICKUP\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="riesig.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const total = 1024 * 1024 * 1024;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) {
          pulled += head.length;
          controller.enqueue(new Uint8Array(head));
        } else if (pulled < total) {
          pulled += chunk.length;
          controller.enqueue(new Uint8Array(chunk));
        } else controller.close();
      },
    });
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(d.t, anna.token, body, { "content-type": `multipart/form-data; boundary=${boundary}` });
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 413, error: PRESCRIPTION_MESSAGES.fileTooLarge });
    expect(pulled).toBeLessThan(PRESCRIPTION_LIMITS.maxFileBytes + 8 * 1024 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expect(stagedFiles(d.t)).toEqual([]);
    expect(await rowCount(anna.id)).toBe(0);
    // A declared length over the limit is refused before a byte is read.
    const declared = await upload(d.t, anna.token, `--${boundary}\r\n`, { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(total) });
    expect({ status: declared.status, error: declared.body.error }).toEqual({ status: 413, error: PRESCRIPTION_MESSAGES.bodyTooLarge });
  });

  it("keeps the staging folder private and writes no file name into the log", async () => {
    const anna = await d.user();
    await upload(d.t, anna.token, uploadForm([{ name: "Geheimer-Patientenname.png", bytes: tinyPng() }]));
    await upload(d.t, anna.token, uploadForm([{ name: "Noch-ein-Patientenname.jpg", bytes: htmlAsJpg() }]));
    expect(statSync(stagingDir(d.t.deps.env.dataDir)).mode & 0o777).toBe(0o700);
    const log = logLines.join("");
    expect(log).toContain('"path":"/api/prescriptions"');
    expect(log).not.toContain("Patientenname");
  });

  it("lets the owner withdraw while submitted (row and files gone), not once checked", async () => {
    const anna = await d.user();
    const created = await submit(anna.token);
    const withdrawn = await d.t.call("DELETE", `/api/prescriptions/${created._id}`, { token: anna.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toEqual({ _id: created._id, withdrawn: true });
    expect(await rowCount(anna.id)).toBe(0);
    const files = await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from prescription_files where prescription_id = ${created._id}`);
    expect(files[0]!.n).toBe(0);
    expect((await d.t.call("GET", `/api/prescriptions/${created._id}/files/1`, { token: anna.token })).status).toBe(404);
    const checked = await submit(anna.token);
    expect((await change(checked._id, { status: "ACCEPTED", message: "" })).status).toBe(200);
    const late = await d.t.call("DELETE", `/api/prescriptions/${checked._id}`, { token: anna.token });
    expect({ status: late.status, error: late.body.error, code: late.body.code }).toEqual({ status: 409, error: PRESCRIPTION_MESSAGES.notWithdrawable, code: PRESCRIPTION_ERROR_CODES.notWithdrawable });
  });
});

describe(`upload limits (${testDatabaseKind()})`, () => {
  const one = () => uploadForm([{ name: "a.png", bytes: tinyPng() }]);
  it("takes 20 uploads per account and hour from anywhere, then 429; refused attempts count too", async () => {
    const anna = await d.user();
    expect((await upload(d.t, anna.token, uploadForm([{ name: "x.jpg", bytes: htmlAsJpg() }]), freshIp())).status).toBe(400);
    for (let i = 0; i < 19; i++) expect((await upload(d.t, anna.token, one(), freshIp())).status).toBe(201);
    const refused = await upload(d.t, anna.token, one(), freshIp());
    expect({ status: refused.status, error: refused.body.error }).toEqual({ status: 429, error: PRESCRIPTION_MESSAGES.tooMany });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not held back by it.
    expect((await upload(d.t, (await d.user()).token, one(), freshIp())).status).toBe(201);
  });

  it("takes 60 uploads per address and hour (three busy accounts of a household), then 429 for everyone there", async () => {
    const home = { "x-forwarded-for": "10.201.7.9" };
    for (let a = 0; a < 3; a++) {
      const member = await d.user();
      for (let i = 0; i < 20; i++) expect((await upload(d.t, member.token, one(), home)).status).toBe(201);
    }
    const fourth = await d.user();
    expect((await upload(d.t, fourth.token, one(), home)).status).toBe(429);
    expect((await upload(d.t, fourth.token, one(), freshIp())).status).toBe(201);
  }, 120_000);
});

describe(`the desk's prescriptions (${testDatabaseKind()})`, () => {
  it("queues submitted first, oldest first; accepts with a message, marks ready, completes; mails each step; audits each", async () => {
    const anna = await d.user();
    const first = await submit(anna.token);
    const second = await submit(anna.token, { fulfilment: "DELIVERY", notes: "", "address.street": "Marktplatz 1", "address.zip": "4051", "address.city": "Basel" });
    const queue = await deskQueue("SUBMITTED");
    const mine = queue.filter((p) => p.customer.email === anna.email);
    expect(mine.map((p) => p._id)).toEqual([first._id, second._id]);
    expect(mine[0]!.customer).toEqual({ name: "Anna Muster", email: anna.email, phone: null, birthday: "1990-04-12", address: "Marktplatz 1, 4051 Basel" });

    const accepted = await change(first._id, { status: "ACCEPTED", message: "Wir bestellen das Medikament, morgen ab 10 Uhr bereit." });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: "ACCEPTED", message: "Wir bestellen das Medikament, morgen ab 10 Uhr bereit." });
    expect(accepted.body.data.audit).toEqual([expect.objectContaining({ action: "prescription-status", detail: expect.objectContaining({ from: "SUBMITTED", to: "ACCEPTED" }) })]);
    // Pickup: not shipped.
    expect((await change(first._id, { status: "SHIPPED" })).status).toBe(409);
    expect((await change(first._id, { status: "READY_FOR_PICKUP" })).body.data.status).toBe("READY_FOR_PICKUP");
    const all = await deskQueue();
    expect(all.findIndex((p) => p._id === second._id)).toBeLessThan(all.findIndex((p) => p._id === first._id));
    const done = await change(first._id, { status: "COMPLETED" });
    expect(done.body.data.status).toBe("COMPLETED");
    expect(done.body.data.audit.map((a: { detail: { to: string } }) => a.detail.to)).toEqual(["ACCEPTED", "READY_FOR_PICKUP", "COMPLETED"]);
    const refused = (await change(first._id, { status: "ACCEPTED" })).body;
    expect([refused.error, refused.code]).toEqual([PRESCRIPTION_MESSAGES.notChangeable, PRESCRIPTION_ERROR_CODES.notChangeable]);

    const rejected = await change(second._id, { status: "REJECTED", message: "" });
    expect({ status: rejected.status, error: rejected.body.error }).toEqual({ status: 400, error: PRESCRIPTION_MESSAGES.reasonRequired });
    expect((await change(second._id, { status: "REJECTED", message: "Das Rezept ist abgelaufen." })).body.data.status).toBe("REJECTED");

    const mine2 = (await d.t.call("GET", "/api/prescriptions", { token: anna.token })).body.data as Prescription[];
    expect(mine2.find((p) => p._id === first._id)).toMatchObject({ status: "COMPLETED", message: "Wir bestellen das Medikament, morgen ab 10 Uhr bereit." });
    expect(mine2.find((p) => p._id === second._id)).toMatchObject({ status: "REJECTED", message: "Das Rezept ist abgelaufen." });

    await d.t.deps.services.mailWorker.drain();
    const mails = (await listOutbox(outboxDir(d.t.deps.env.dataDir))).filter((m) => m.to === anna.email);
    // Each subject names its prescription (issue 38): two at once are told apart in the inbox.
    const [n1, n2] = [first, second].map((p) => formatPrescriptionNumber(p.number));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Ihr Rezept ist eingegangen (${n1})`,
        `Ihr Rezept ist eingegangen (${n2})`,
        `Ihr Rezept wurde geprüft (${n1})`,
        `Ihre Medikamente sind abholbereit (${n1})`,
        `Ihr Rezept ist abgeschlossen (${n1})`,
        `Ihr Rezept konnte nicht angenommen werden (${n2})`,
      ].sort(),
    );
    expect(mails.find((m) => m.subject.startsWith("Ihr Rezept wurde geprüft"))!.text).toContain("Nachricht der Apotheke: Wir bestellen das Medikament, morgen ab 10 Uhr bereit.");
    expect(mails.find((m) => m.subject.startsWith("Ihr Rezept konnte nicht angenommen werden"))!.text).toContain("Grund: Das Rezept ist abgelaufen.");
    expect(mails.every((m) => !m.text.includes("rezept-seite"))).toBe(true);
  });

  it("lets exactly one of two pharmacists decide at once (accept against reject), and a withdrawal race the same", async () => {
    const anna = await d.user();
    const other = (await d.staff()).token;
    for (let round = 0; round < 3; round++) {
      const p = await submit(anna.token);
      const answers = await Promise.all([change(p._id, { status: "ACCEPTED", message: "" }), change(p._id, { status: "REJECTED", message: "Unleserlich" }, other)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const audit = await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from desk_audit where prescription_id = ${p._id}`);
      expect(audit[0]!.n).toBe(1);
      const q = await submit(anna.token);
      const race = await Promise.all([change(q._id, { status: "ACCEPTED", message: "" }), d.t.call("DELETE", `/api/prescriptions/${q._id}`, { token: anna.token })]);
      const [acc, del] = race.map((a) => a.status);
      expect([acc, del].sort()).toEqual(acc === 200 ? [200, 409] : [200, 404]);
    }
  });
});
