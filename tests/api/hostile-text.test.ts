import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsafeTextMessage } from "#contracts/text.ts";
import { freshIp, newSignup, registerVerifiedUser } from "#tests/helpers/auth-flow.ts";
import { seedTestCatalogue } from "#tests/helpers/catalogue.ts";
import { startSmtpCapture, type SmtpCapture } from "#tests/helpers/smtp-capture.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * Issue 14, defects 1 and 2: a NUL byte reached PostgreSQL (which refuses 0x00 in text) and a pharmacode past
 * the integer column overflowed it; both were a 500. The shared text rule (contracts/text.ts) and the one
 * pharmacode rule (contracts/catalogue.ts) answer 400 in the envelope instead.
 */
let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await seedTestCatalogue(t, 40);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const expectRefused = (res: { status: number; body: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, error: unsafeTextMessage(field) });
};

describe("control characters and lone surrogates in text", () => {
  it.each([
    ["/api/getProductsByCompany?company=%00", "company"],
    ["/api/getProductsBySoloField?field=brand&value=%00", "value"],
    ["/api/categories/%00/products", "category name"],
    ["/api/categories/Headache/products?company=a%00b", "company"],
    ["/api/getProductsByCategory?consumerCategoryId=%00", "consumerCategoryId"],
    ["/api/getProductsByGenericCodes?genericCode=%00", "genericCode"],
    ["/api/getSimilarProductsByGenericCode?genericCode=%01x", "genericCode"],
    ["/api/companies/search?searchTerm=%1F", "searchTerm"],
    ["/api/search?searchTerms=ibu%00", "searchTerms"],
    ["/api/search?searchTerms=a%0Ab", "searchTerms"],
    ["/api/search?company=%7F", "company"],
    ["/api/search?categoryFilter=a%09b", "categoryFilter"],
  ])("GET %s is a 400", async (url, field) => {
    expectRefused(await t.call("GET", url), field);
  });

  it("refuses a NUL in the login e-mail and a lone surrogate in the forgot-password e-mail", async () => {
    const login = await t.call("POST", "/api/authentication/user/login", { body: { email: "a\u0000b@x.ch", password: "x" }, headers: freshIp() });
    expectRefused(login, "Email");
    const forgot = await t.call("POST", "/api/authentication/forgetPassword", { body: { email: "a\ud800@x.ch" }, headers: freshIp() });
    expectRefused(forgot, "Email");
  });

  it("refuses a NUL in a signup name and address and in an edited name", async () => {
    expectRefused(await t.call("POST", "/api/authentication/signup", { body: newSignup({ name: "An\u0000na" }), headers: freshIp() }), "First Name");
    expectRefused(await t.call("POST", "/api/authentication/signup", { body: newSignup({ address: "Markt\u0000platz 1" }), headers: freshIp() }), "Address");
    const user = await registerVerifiedUser(t, smtp);
    const edit = await t.call("PUT", "/api/authentication/edit-profile", { token: user.token, body: { name: "Anna", surname: "Mus\u0000ter" } });
    expectRefused(edit, "Last Name");
  });

  it("refuses a NUL in a verification link", async () => {
    const res = await t.call("POST", "/api/authentication/verify-email?id=%00&token=x", { headers: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("still finds ordinary text with umlauts", async () => {
    const res = await t.call("GET", "/api/search?searchTerms=K%C3%A4se");
    expect(res.status).toBe(200);
  });
});

describe("the one pharmacode rule", () => {
  it.each(["2147483648", "99999999999", "0", "-1", "1e3", "%2012"])("GET /api/products/%s is a 400", async (code) => {
    const res = await t.call("GET", `/api/products/${code}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("the short form /api/{pharmacode} past the column is a 400 too", async () => {
    expect((await t.call("GET", "/api/2147483648")).status).toBe(400);
    expect((await t.call("GET", "/api/2147483647")).status).toBe(404);
  });
});
