import { calendarDays, SLOT_TIMES } from "#contracts/appointment-slots.ts";
import type { LabTestsByCategory } from "#contracts/laboratory.ts";
import { listOutbox, outboxDir } from "#server/mail/outbox.ts";
import { freshIp, newSignup } from "./auth-flow.ts";
import { until } from "./server-process.ts";
import { linkIn } from "./smtp-capture.ts";

/**
 * Customers of a running shop process (server-process.ts), reached over HTTP only: the tests that start real
 * servers (backup and restore, several instances) cannot reach into their database.
 */

export type LiveCustomer = { email: string; password: string; token: string; id: string };

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** Logs in; the token, or the failed answer's status. */
export async function logIn(url: string, email: string, password: string, headers: Record<string, string> = freshIp()) {
  const res = await fetch(`${url}/api/authentication/user/login`, json({ email, password }, headers));
  const body = (await res.json()) as { data?: { token: string }; message?: string };
  return { status: res.status, token: body.data?.token, message: body.message };
}

/**
 * Signs up, follows the verification link from the mail and logs in. `mailText` finds the text of the newest
 * mail to an address whose text contains a path (an outbox, an SMTP capture). `urls` may name several
 * instances: signup, verification and login then each go to the next one.
 */
export async function signUpVerified(urls: string | string[], mailText: (to: string, path: string) => Promise<string>): Promise<LiveCustomer> {
  const at = (i: number) => (typeof urls === "string" ? urls : urls[i % urls.length]!);
  const body = newSignup();
  const email = String(body.email).toLowerCase();
  const signup = await fetch(`${at(0)}/api/authentication/signup`, json(body, freshIp()));
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const link = linkIn(await mailText(email, "/verify-email?"), "/verify-email?");
  const verified = await fetch(`${at(1)}/api/authentication/verify-email${link.search}`, { method: "POST", headers: freshIp() });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${await verified.text()}`);
  const login = await logIn(at(2), email, body.password);
  if (!login.token) throw new Error(`login answered ${login.status}: ${login.message}`);
  const id = (JSON.parse(Buffer.from(login.token.split(".")[1]!, "base64url").toString()) as { id: string }).id;
  return { email, password: body.password, token: login.token, id };
}

/** The text of the newest mail to `to` in a data folder's outbox (a server without SMTP_URL writes it there). */
export function outboxMailText(dataDir: string) {
  return async (to: string, path: string): Promise<string> => {
    let text: string | undefined;
    await until(
      async () => {
        text = (await listOutbox(outboxDir(dataDir), 10_000)).find((m) => m.to === to && m.text.includes(path))?.text;
        return text !== undefined;
      },
      30_000,
      () => `a mail to ${to} with ${path} in ${outboxDir(dataDir)}`,
    );
    return text!;
  };
}

/** Pharmacodes of articles a customer may put in the cart (priced, not prescription-only, available). */
export async function orderablePharmacodes(url: string, count: number): Promise<number[]> {
  type Listing = { data: { products: { articles: { pharmacode: number; price: { currentPrice: number | null }; regulations: { code: { id: string } }[]; isAvailable: boolean | null }[] }[] } };
  const listing = (await (await fetch(`${url}/api/getAllProducts?limit=100&sort=name`)).json()) as Listing;
  const codes = listing.data.products
    .flatMap((p) => p.articles)
    .filter((a) => a.price.currentPrice !== null && a.isAvailable !== false && !a.regulations.some((r) => r.code.id === "Sale.Web.Rx"))
    .map((a) => a.pharmacode);
  if (codes.length < count) throw new Error(`only ${codes.length} orderable articles, ${count} needed`);
  return codes.slice(0, count);
}

/** Every slot from tomorrow on (so none passes while a test runs), in order, and a laboratory test to book. */
export async function bookableSlots(url: string) {
  const grouped = ((await (await fetch(`${url}/api/lab-tests/getAllLabTests`)).json()) as { data: LabTestsByCategory }).data;
  const labTest = Object.values(grouped).flat()[0]!;
  const slots = calendarDays(new Date())
    .slice(1)
    .filter((d) => d.bookable)
    .flatMap((d) => SLOT_TIMES.map((time) => ({ date: d.date, time })));
  /** A customer's booking body for one slot. */
  const booking = (slot: { date: string; time: string }) => ({
    type: "INDIVIDUAL_TESTS",
    service: labTest.name,
    notes: "",
    selectedTests: [{ _id: labTest._id, name: labTest.name, category: labTest.category, price: labTest.price }],
    ...slot,
  });
  return { slots, booking };
}

/** A bearer call with a JSON body; the status and the parsed envelope. */
export async function call(url: string, method: string, path: string, { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: { success?: boolean; data?: unknown; message?: string } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // a page or an empty answer
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}
