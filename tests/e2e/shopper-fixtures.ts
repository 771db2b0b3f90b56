import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { mailedLink } from "./outbox.ts";

/** A verified, logged-in shopper for the cart and favourites specs, made through the real account calls. */

export const SHOPPER_PASSWORD = "Sicher123!";

let counter = 0;

/** Signs up, verifies through the mailed link and logs in; every call from its own address (rate limits). */
export async function createShopper(request: APIRequestContext, worker: number) {
  counter += 1;
  const email = `shopper.${Date.now().toString(36)}.${worker}.${counter}@example.ch`;
  const ip = { "x-forwarded-for": `10.77.${worker & 255}.${counter & 255}` };
  const signup = await request.post("/api/authentication/signup", {
    headers: ip,
    data: { name: "Lea", surname: "Keller", email, password: SHOPPER_PASSWORD, passwordConfirm: SHOPPER_PASSWORD, birthdate: "1988-03-02", address: "Rheingasse 1, 4058 Basel", role: 2 },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = await mailedLink(email, "/verify-email");
  expect((await request.post(`/api/authentication/verify-email${link.search}`, { headers: ip })).ok()).toBe(true);
  const login = await request.post("/api/authentication/user/login", { headers: ip, data: { email, password: SHOPPER_PASSWORD } });
  const token = (await login.json()).data.token as string;
  expect(token).toBeTruthy();
  return { email, token };
}

/** The browser starts logged in (the spec's token in local storage) on every page of this test. */
export async function useSession(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
}

/** The shopper's cart through the API, for arranging a test and checking its outcome. */
export async function apiCart(request: APIRequestContext, token: string) {
  const res = await request.get("/api/cart/getAllItems", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { cart: { pharmacode: number; quantity: number }[]; total: number; itemCount: number };
}

export async function apiAdd(request: APIRequestContext, token: string, pharmacode: number, quantity: number) {
  const res = await request.post(`/api/cart/${pharmacode}/addToCart`, { headers: { authorization: `Bearer ${token}` }, data: { quantity } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Saved for Later through the API (issue 30: kept on the server per account). */
export async function apiSaved(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get("/api/cart/savedForLater", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).data.saved as { pharmacode: number }[]).map((i) => i.pharmacode);
}

export async function apiSaveForLater(request: APIRequestContext, token: string, pharmacode: number) {
  const res = await request.post(`/api/cart/${pharmacode}/saveForLater`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The account's Recently Viewed list as the browser keeps it (per account since issue 30). */
export const recentlyViewedIn = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("recentlyViewed:"));
    return key ? (JSON.parse(localStorage.getItem(key) ?? "[]") as { pharmacode: number }[]).map((i) => i.pharmacode) : [];
  });
