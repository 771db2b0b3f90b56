import { afterAll, beforeAll, expect } from "vitest";
import type { ImportJob, ImportKind } from "#contracts/backoffice.ts";
import { createDeskApp } from "./desk.ts";

/**
 * An app for the back-office suites: the test catalogue, customers and staff from createDeskApp, a manager made
 * through the real staff service (what `npm run staff -- add <email> --role manager` runs).
 */
export async function createBackofficeApp(options: Parameters<typeof createDeskApp>[0] = {}) {
  const d = await createDeskApp(options);
  const staffService = d.t.deps.services.desk.staff;

  async function manager() {
    const user = await d.user();
    expect(await staffService.add(user.email, undefined, "manager")).toMatchObject({ created: false, alreadyStaff: false, mailed: true, role: "manager" });
    await d.acceptInvitation(user.email);
    return { ...user, token: await d.login(user.email) };
  }

  /** POST /api/backoffice/imports with the bytes as the multipart field `file`. */
  async function upload(token: string, kind: ImportKind | string, bytes: Buffer | string, fileName = "import.csv") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(typeof bytes === "string" ? Buffer.from(bytes, "utf8") : bytes)]), fileName);
    const res = await d.t.app.request(`/api/backoffice/imports?kind=${kind}`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as any };
  }

  /** The job once its background work (validation or commit) is over. */
  async function settled(token: string, id: string): Promise<ImportJob> {
    await d.t.deps.services.backoffice.imports.idle();
    const res = await d.t.call("GET", `/api/backoffice/imports/${id}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (res.body.data.status === "FAILED") console.warn("import failed:", res.body.data.failure, JSON.stringify(res.body.data.errors));
    return res.body.data as ImportJob;
  }

  /** Uploads and waits for the validation. */
  async function validated(token: string, kind: ImportKind, bytes: Buffer | string, fileName?: string): Promise<ImportJob> {
    const res = await upload(token, kind, bytes, fileName);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return settled(token, res.body.data._id);
  }

  async function commit(token: string, id: string, policy?: string) {
    return d.t.call("POST", `/api/backoffice/imports/${id}/commit`, { token, body: policy ? { policy } : {} });
  }

  async function text(token: string, path: string) {
    const res = await d.t.app.request(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  return { ...d, manager, upload, settled, validated, commit, text };
}

export type BackofficeApp = Awaited<ReturnType<typeof createBackofficeApp>>;

/** A CSV written as a Swiss Excel saves it: Windows-1252, `;`, CRLF. */
export const windows1252 = (text: string) => Buffer.from(text.replace(/\n/g, "\r\n"), "latin1");

export type BackofficeSuite = { b: BackofficeApp; token: string; category: string };

/**
 * A back-office app for a test file (made before its tests, closed after them), with a manager's token and the
 * English name of the first category; the file's own beforeAll hooks run after this one's.
 */
export function backofficeSuite(): BackofficeSuite {
  const suite = {} as BackofficeSuite;
  beforeAll(async () => {
    suite.b = await createBackofficeApp();
    suite.token = (await suite.b.manager()).token;
    suite.category = ((await suite.b.t.call("GET", "/api/getCategories")).body.data as { category: { en: string } }[])[0]!.category.en;
  }, 180_000);
  afterAll(async () => {
    await suite.b.close();
  });
  return suite;
}
