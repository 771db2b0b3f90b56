import { expect } from "vitest";
import type { SmtpCapture } from "./smtp-capture.ts";
import { linkIn } from "./smtp-capture.ts";
import type { TestApp } from "./test-app.ts";

export const STRONG_PASSWORD = "Sicher123!";

let counter = 0;
let ipCounter = 0;
/**
 * A distinct client address per call (as our proxy would forward it): the tests of one file come from one
 * place, and the per-IP limits of signup and login must only bite in the tests that are about them.
 */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { "x-forwarded-for": `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}` };
}

/** A unique, valid registration body. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Anna",
    surname: "Muster",
    email: `anna.${Date.now().toString(36)}.${counter}@example.ch`,
    password: STRONG_PASSWORD,
    passwordConfirm: STRONG_PASSWORD,
    birthdate: "1990-04-12",
    address: "Marktplatz 1, 4051 Basel",
    role: 2,
    ...overrides,
  };
}

/** Signs up, follows the verification link from the captured mail and logs in; returns token and id. */
export async function registerVerifiedUser(t: TestApp, smtp: SmtpCapture, overrides: Record<string, unknown> = {}) {
  const body = newSignup(overrides);
  const signup = await t.call("POST", "/api/authentication/signup", { body, headers: freshIp() });
  expect(signup.status).toBe(201);
  const mail = await smtp.waitFor(String(body.email), (m) => m.text.includes("/verify-email?"));
  const link = linkIn(mail.text, "/verify-email?");
  const verified = await t.call("POST", `/api/authentication/verify-email${link.search}`, { headers: freshIp() });
  expect(verified.status).toBe(200);
  const login = await t.call("POST", "/api/authentication/user/login", { body: { email: body.email, password: body.password }, headers: freshIp() });
  expect(login.status).toBe(200);
  const token = login.body.data.token as string;
  const id = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).id as string;
  return { ...body, email: String(body.email).toLowerCase(), token, id };
}
