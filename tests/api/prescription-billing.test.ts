import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_MESSAGES } from "#contracts/orders.ts";
import { PRESCRIPTION_ERROR_CODES, PRESCRIPTION_MESSAGES, PRESCRIPTION_TEXTS, type DeskPrescriptionPage, type Prescription } from "#contracts/prescriptions.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { createDeskApp, type DeskApp } from "#tests/helpers/desk.ts";
import { jpegBytes, stagedFiles, tinyPdf, tinyPng, upload, uploadForm, type UploadFile } from "#tests/helpers/prescriptions.ts";
import { testDatabaseKind } from "#tests/helpers/test-database.ts";

/**
 * Issue 38 point 7: what the pharmacist needs to bill the health insurer (insurer, card number or a photo of the
 * card, a delivery's address), under the files' rules (owner and staff only, never in mails or logs).
 */
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

// The HL7 Switzerland CH Core example card (Sanitas), as printed with spaces.
const CARD = "80756015090002647590";
const ADDRESS = { "address.street": "Rheingasse 12", "address.zip": "4058", "address.city": "Basel" };
const page = (): UploadFile => ({ name: "rezept.png", bytes: tinyPng(), type: "image/png" });
const rowCount = async (userId: string) =>
  (await queryRows(d.t.deps.database.db, z.object({ n: z.coerce.number() }), sql`select count(*) as n from prescriptions where user_id = ${userId}`))[0]!.n;

/** The upload form, with the card's photo as `insuranceCard` when given. */
function form(fields: Record<string, string>, files: UploadFile[] = [page()], card?: UploadFile) {
  const body = uploadForm(files, fields);
  if (card) body.append("insuranceCard", new Blob([new Uint8Array(card.bytes)], { type: card.type ?? "application/octet-stream" }), card.name);
  return body;
}
async function deskCard(id: string) {
  const res = await d.t.call("GET", "/api/desk/prescriptions?status=SUBMITTED", { token: staffToken });
  let queue = res.body.data as DeskPrescriptionPage;
  const found = [...queue.prescriptions];
  while (queue.nextCursor) {
    queue = (await d.t.call("GET", `/api/desk/prescriptions?status=SUBMITTED&cursor=${queue.nextCursor}`, { token: staffToken })).body.data;
    found.push(...queue.prescriptions);
  }
  return found.find((p) => p._id === id);
}

describe(`the upload's billing fields (${testDatabaseKind()})`, () => {
  it("takes insurer, card number (spaces as printed dropped) and a delivery's address; the owner and the desk see them, nobody else", async () => {
    const anna = await d.user();
    const res = await upload(d.t, anna.token, form({ fulfilment: "DELIVERY", notes: "", insurer: "Sanitas", insuranceCardNumber: "80756 01509 0002647590", ...ADDRESS }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as Prescription;
    expect(created).toMatchObject({ fulfilment: "DELIVERY", insurer: "Sanitas", insuranceCardNumber: CARD, address: { street: "Rheingasse 12", zip: "4058", city: "Basel" } });
    expect(created.files).toEqual([{ n: 1, name: "rezept.png", type: "image/png", size: tinyPng().length, kind: "PRESCRIPTION" }]);
    expect((await d.t.call("GET", "/api/prescriptions", { token: anna.token })).body.data).toEqual([created]);

    const mallory = await d.user();
    expect(JSON.stringify((await d.t.call("GET", "/api/prescriptions", { token: mallory.token })).body)).not.toContain(CARD);
    expect((await d.t.call("GET", "/api/desk/prescriptions", { token: mallory.token })).status).toBe(403);
    expect((await d.t.call("GET", "/api/desk/prescriptions")).status).toBe(401);

    const card = await deskCard(created._id);
    expect(card).toMatchObject({ insurer: "Sanitas", insuranceCardNumber: CARD, address: { street: "Rheingasse 12", zip: "4058", city: "Basel" } });
    expect(card!.customer).toEqual({ name: "Anna Muster", email: anna.email, phone: null, birthday: "1990-04-12", address: "Marktplatz 1, 4051 Basel" });
  });

  it("leaves insurer and card number empty when not given, and drops an address sent with a pickup", async () => {
    const anna = await d.user();
    const res = await upload(d.t, anna.token, form({ fulfilment: "PICKUP", ...ADDRESS }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ insurer: "", insuranceCardNumber: "", address: null });
  });

  it("refuses a card number that is not 20 digits starting 80756 (400 at the field), and a delivery without a Swiss address", async () => {
    const anna = await d.user();
    const refusals: [Record<string, string>, string, string][] = [
      [{ fulfilment: "PICKUP", insuranceCardNumber: CARD.slice(0, 19) }, "insuranceCardNumber", PRESCRIPTION_TEXTS.cardNumberInvalid],
      [{ fulfilment: "PICKUP", insuranceCardNumber: `${CARD}1` }, "insuranceCardNumber", PRESCRIPTION_TEXTS.cardNumberInvalid],
      [{ fulfilment: "PICKUP", insuranceCardNumber: `80276${CARD.slice(5)}` }, "insuranceCardNumber", PRESCRIPTION_TEXTS.cardNumberInvalid],
      [{ fulfilment: "PICKUP", insuranceCardNumber: `${CARD.slice(0, 19)}X` }, "insuranceCardNumber", PRESCRIPTION_TEXTS.cardNumberInvalid],
      [{ fulfilment: "PICKUP", insurer: "x".repeat(101) }, "insurer", PRESCRIPTION_TEXTS.insurerTooLong],
      [{ fulfilment: "DELIVERY" }, "address", ORDER_MESSAGES.addressRequired],
      [{ fulfilment: "DELIVERY", ...ADDRESS, "address.zip": "999" }, "address.zip", ORDER_MESSAGES.zipInvalid],
      [{ fulfilment: "DELIVERY", ...ADDRESS, "address.zip": "9700" }, "address.zip", ORDER_MESSAGES.zipInvalid],
      [{ fulfilment: "DELIVERY", ...ADDRESS, "address.street": " " }, "address.street", ORDER_MESSAGES.streetRequired],
      [{ fulfilment: "DELIVERY", "address.street": "Rheingasse 12", "address.zip": "4058" }, "address.city", ORDER_MESSAGES.cityRequired],
    ];
    for (const [fields, field, message] of refusals) {
      const res = await upload(d.t, anna.token, form(fields));
      expect({ fields, status: res.status, details: res.body.details }).toEqual({ fields, status: 400, details: [{ field, message }] });
    }
    expect(await rowCount(anna.id)).toBe(0);
    expect(stagedFiles(d.t)).toEqual([]);
    // The edges of the zip range are Swiss.
    for (const zip of ["1000", "9699"]) expect((await upload(d.t, anna.token, form({ fulfilment: "DELIVERY", ...ADDRESS, "address.zip": zip }))).status).toBe(201);
  });

  it("takes a photo of the card as one more file, to the owner and staff only; one card, and never a card alone", async () => {
    const anna = await d.user();
    const pages = [page(), page(), page(), page(), { name: "seite-5.pdf", bytes: tinyPdf(), type: "application/pdf" }];
    const res = await upload(d.t, anna.token, form({ fulfilment: "PICKUP", insurer: "Helsana" }, pages, { name: "karte.jpg", bytes: jpegBytes(), type: "image/jpeg" }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = res.body.data as Prescription;
    expect(created.files.map((f) => [f.n, f.kind])).toEqual([
      [1, "PRESCRIPTION"],
      [2, "PRESCRIPTION"],
      [3, "PRESCRIPTION"],
      [4, "PRESCRIPTION"],
      [5, "PRESCRIPTION"],
      [6, "INSURANCE_CARD"],
    ]);
    expect(created.files[5]).toMatchObject({ name: "karte.jpg", type: "image/jpeg" });
    const own = await d.t.app.request(`/api/prescriptions/${created._id}/files/6`, { headers: { authorization: `Bearer ${anna.token}` } });
    expect([own.status, own.headers.get("content-type"), own.headers.get("cache-control")]).toEqual([200, "image/jpeg", "no-store"]);
    expect((await d.t.call("GET", `/api/desk/prescriptions/${created._id}/files/6`, { token: staffToken })).status).toBe(200);
    const mallory = await d.user();
    expect((await d.t.call("GET", `/api/prescriptions/${created._id}/files/6`, { token: mallory.token })).status).toBe(404);
    expect((await d.t.call("GET", `/api/desk/prescriptions/${created._id}/files/6`, { token: mallory.token })).status).toBe(403);

    const twoCards = form({ fulfilment: "PICKUP" }, [page()], { name: "vorne.png", bytes: tinyPng() });
    twoCards.append("insuranceCard", new Blob([new Uint8Array(tinyPng())]), "hinten.png");
    const refused = await upload(d.t, anna.token, twoCards);
    expect([refused.status, refused.body.code]).toEqual([400, PRESCRIPTION_ERROR_CODES.tooManyCards]);
    const cardOnly = await upload(d.t, anna.token, form({ fulfilment: "PICKUP" }, [], { name: "karte.png", bytes: tinyPng() }));
    expect([cardOnly.status, cardOnly.body.error]).toEqual([400, PRESCRIPTION_MESSAGES.noFiles]);
    const sixPages = await upload(d.t, anna.token, form({ fulfilment: "PICKUP" }, [...pages, page()]));
    expect([sixPages.status, sixPages.body.code]).toEqual([400, PRESCRIPTION_ERROR_CODES.tooManyFiles]);
    expect(await rowCount(anna.id)).toBe(1);
    expect(stagedFiles(d.t)).toEqual([]);
  });

  it("writes insurer, card number and address into no mail and no log line, not even a refused number", async () => {
    const anna = await d.user();
    const bad = "80756999999999999";
    await upload(d.t, anna.token, form({ fulfilment: "PICKUP", insuranceCardNumber: bad }));
    const res = await upload(d.t, anna.token, form({ fulfilment: "DELIVERY", insurer: "Krankenkasse Geheimtal", insuranceCardNumber: "80756000770000000017", ...ADDRESS, "address.street": "Verschwiegenweg 7" }));
    expect(res.status).toBe(201);
    expect((await d.t.call("PUT", `/api/desk/prescriptions/${res.body.data._id}`, { token: staffToken, body: { status: "ACCEPTED", message: "" } })).status).toBe(200);
    await d.t.deps.services.mailWorker.drain();
    const mails = (await listOutbox(outboxDir(d.t.deps.env.dataDir))).filter((m) => m.to === anna.email);
    expect(mails.length).toBe(2);
    const secrets = ["Geheimtal", "80756000770000000017", "Verschwiegenweg", bad];
    for (const m of mails) for (const secret of secrets) expect(`${m.subject}\n${m.text}\n${m.html}`).not.toContain(secret);
    const log = logLines.join("");
    expect(log).toContain('"path":"/api/prescriptions"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it("is held to the format by the database too", async () => {
    const anna = await d.user();
    const insert = (card: string) =>
      d.t.deps.database.db.execute(sql`insert into prescriptions (user_id, fulfilment, insurance_card_number, history) values (${anna.id}, 'PICKUP', ${card}, '[]'::jsonb)`);
    await expect(insert(CARD.slice(1))).rejects.toThrow();
    await expect(d.t.deps.database.db.execute(sql`insert into prescriptions (user_id, fulfilment, street, history) values (${anna.id}, 'DELIVERY', 'Gasse 1', '[]'::jsonb)`)).rejects.toThrow();
    await insert(CARD);
  });
});
