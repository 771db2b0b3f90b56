import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountFrontend } from "#server/http/frontend.ts";
import { freshIp, registerVerifiedUser, STRONG_PASSWORD } from "#tests/helpers/auth-flow.ts";
import { ensureBuild } from "#tests/helpers/server-process.ts";
import { startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/*
 * Issue 37 point 4 / issue 41 (record 026, "Forms that carry a secret"): a form sent before the page's scripts ran
 * went as GET, with the password in the address. Every form of the rendered pages that carries a password or
 * personal data posts, and the pages' actions answer as the scripted forms do, through the API's own limits.
 */
let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  const buildDir = ensureBuild();
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  mountFrontend(t.app, { build, mode: "production", pages: t.pages });
}, 600_000);
afterAll(async () => {
  await t?.deps.services.mailWorker.drain();
  await t?.close();
  await smtp?.close();
});

const page = async (pathname: string) => {
  const res = await t.app.request(pathname);
  return { status: res.status, html: await res.text() };
};

/** Inputs that carry a secret or personal data: by type, or by what the browser would fill in. */
const PERSONAL_INPUT =
  /<input\b[^>]*(?:type="(?:password|email|tel|date)"|autoComplete="(?:[^"]*\b(?:name|email|tel|street-address|address-line\d|postal-code|bday)\b[^"]*)")[^>]*>/i;
const FORM = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;

function formsCarryingPersonalData(html: string) {
  return [...html.matchAll(FORM)].filter(([, , inner]) => PERSONAL_INPUT.test(inner!)).map(([, attributes]) => attributes!);
}

// Every page of the route table a browser can open without parameters, and the link pages with made-up ones.
const PAGES = [
  "/",
  "/products",
  "/categories",
  "/cartpage",
  "/checkout",
  "/payment",
  "/orderdetailspage",
  "/orders",
  "/vacinationspage",
  "/appointment",
  "/appointments",
  "/prescriptions",
  "/desk",
  "/loginpage",
  "/registerpage",
  "/forgot-password",
  "/reset-password?id=6f1c7c2e-0000-4000-8000-000000000000&token=abc",
  "/verify-email",
  "/profilepage",
  "/userfavoritespage",
  "/aboutus",
  "/jobs",
  "/services",
  "/blogs",
  "/faqs",
  "/privacypolicy",
  "/kids",
  "/toys",
  "/track-order",
  "/upload-prescription",
  "/return-policy",
  "/shipping",
  "/vacappointment",
  "/appointment/manage?id=6f1c7c2e-0000-4000-8000-000000000000&token=abc",
];

describe("forms with a password or personal data post", () => {
  it("every such form on every page has method=post; the account and tracking pages have one each", async () => {
    const carrying: string[] = [];
    for (const pathname of PAGES) {
      const { html } = await page(pathname);
      const forms = formsCarryingPersonalData(html);
      if (forms.length > 0) carrying.push(pathname.split("?")[0]!);
      for (const attributes of forms) expect(attributes, `${pathname}: <form${attributes}>`).toMatch(/\bmethod="post"/);
    }
    // Not vacuous: the forms the server renders (the others appear only once the page's script has checked a login).
    expect(carrying).toEqual(["/loginpage", "/registerpage", "/forgot-password", "/reset-password", "/track-order"]);
  });
});

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
});

describe("the pages' actions, for a form sent before the scripts ran", () => {
  it("login: a wrong password shows the spec's message; the password is not written back", async () => {
    const res = await t.app.request("/loginpage", form({ email: "nobody@example.ch", password: "Geheim123!" }, freshIp()));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Invalid email or password");
    expect(html).toContain('value="nobody@example.ch"');
    expect(html).not.toContain("Geheim123!");
  });

  it("login: keeps the API's limit on failures per address (the eleventh try is refused with its text)", async () => {
    const ip = freshIp();
    const texts: string[] = [];
    for (let i = 0; i < 11; i++) {
      const html = await (await t.app.request("/loginpage", form({ email: "limited@example.ch", password: `Falsch${i}23!` }, ip))).text();
      texts.push(
        html.includes("Too many attempts. Please try again later.") ? "refused" : html.includes("Invalid email or password") ? "wrong" : "other",
      );
    }
    expect(texts).toEqual([...Array<string>(10).fill("wrong"), "refused"]);
  });

  it("login: succeeds with a redirect (GET) and hands the token over once, in an HttpOnly cookie only the handover call gets", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const res = await t.app.request(
      "/loginpage?redirect=%2Forders",
      form({ email: user.email, password: STRONG_PASSWORD, remember: "on" }, freshIp()),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/orders");
    const cookies = res.headers.getSetCookie();
    const handoff = cookies.find((c) => c.startsWith("sessionHandoff="))!;
    expect(handoff).toMatch(/; Path=\/api\/authentication\/session-handoff; SameSite=Strict; HttpOnly/);
    expect(cookies.find((c) => c.startsWith("sessionHandoffPending="))).toMatch(/^sessionHandoffPending=1; Max-Age=300; Path=\/; SameSite=Strict$/);

    const cookie = handoff.split(";")[0]!;
    const picked = await t.call("POST", "/api/authentication/session-handoff", { headers: { cookie } });
    expect(picked.status).toBe(200);
    const token = picked.body.data.token as string;
    expect((await t.call("GET", `/api/authentication/${user.id}/profile`, { token })).status).toBe(200);
    // Both cookies go with the answer; without the cookie there is nothing to hand over.
    expect(picked.headers.getSetCookie().every((c) => c.includes("Max-Age=0"))).toBe(true);
    expect((await t.call("POST", "/api/authentication/session-handoff")).status).toBe(401);
    // A token logged out in the meantime is not handed over.
    await t.call("POST", "/api/authentication/logout", { token });
    expect((await t.call("POST", "/api/authentication/session-handoff", { headers: { cookie } })).status).toBe(401);
  });

  it("login from another site's form is refused (no login CSRF)", async () => {
    const user = await registerVerifiedUser(t, smtp);
    const fields = { email: user.email, password: STRONG_PASSWORD };
    expect((await t.app.request("/loginpage", form(fields, { "sec-fetch-site": "cross-site", ...freshIp() }))).status).toBe(403);
    // An older browser says it in Origin only (React Router's own check answers that one, with 400).
    const { "sec-fetch-site": _, ...noFetchSite } = form(fields, freshIp()).headers;
    const evil = await t.app.request("/loginpage", { ...form(fields), headers: { ...noFetchSite, origin: "https://evil.example" } });
    expect([400, 403]).toContain(evil.status);
    expect(evil.headers.getSetCookie()).toEqual([]);
    // Our own origin passes, although this server sees another address (http://localhost here, http:// behind
    // a proxy that ends TLS): the form is readdressed to PUBLIC_URL (asPublicOrigin).
    const ours = await t.app.request("/loginpage", { ...form(fields), headers: { ...noFetchSite, origin: "http://shop.test" } });
    expect(ours.status).toBe(303);
  });

  it("registration: the contract's messages with the values kept but the passwords, then 'Check Your Email'", async () => {
    const fields = {
      name: "Erika",
      surname: "Muster",
      email: `nojs.${Date.now()}@example.ch`,
      password: "Sicher123!",
      passwordConfirm: "Sicher123?",
      birthdate: "1985-06-15",
      address: "Rheingasse 12, 4058 Basel",
    };
    const refused = await (await t.app.request("/registerpage", form(fields, freshIp()))).text();
    expect(refused).toContain("Passwords do not match");
    expect(refused).toContain('value="Rheingasse 12, 4058 Basel"');
    expect(refused).not.toContain("Sicher123");
    const sent = await (await t.app.request("/registerpage", form({ ...fields, passwordConfirm: "Sicher123!" }, freshIp()))).text();
    expect(sent).toContain("Check Your Email");
    expect(sent).toContain(`We have sent a verification link to <strong class="break-all">${fields.email}</strong>.`);
  });

  it("forgot and reset password: the spec's texts", async () => {
    const forgot = await (await t.app.request("/forgot-password", form({ email: "someone@example.ch" }, freshIp()))).text();
    expect(forgot).toContain("If an account exists for this email, a password reset link has been sent to it.");
    const reset = await (
      await t.app.request(
        "/reset-password?id=6f1c7c2e-0000-4000-8000-000000000000&token=abc",
        form({ newPassword: "Neu12345!", confirmNewPassword: "Neu12345!" }, freshIp()),
      )
    ).text();
    expect(reset).toContain("Error resetting password. Please try again.");
    expect(reset).not.toContain("Neu12345!");
  });

  it("track order: an unknown pair gets the server's one message", async () => {
    const html = await (await t.app.request("/track-order", form({ number: "RA-2026-000123", email: "x@example.ch" }, freshIp()))).text();
    expect(html).toContain("Keine Bestellung mit dieser Nummer und E-Mail-Adresse gefunden");
  });
});
