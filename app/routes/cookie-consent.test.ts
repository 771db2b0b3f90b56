import { describe, expect, it } from "vitest";
import { action, NOT_A_FORM } from "./cookie-consent.ts";

const post = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  const request = new Request("http://shop.test/cookie-consent", { method: "POST", body });
  return action({ request, params: {}, context: {} } as never) as Promise<Response>;
};

describe("cookie consent without script", () => {
  it("stores an accepted choice for a year and returns to the page", async () => {
    const res = await post({ choice: "accepted", returnTo: "/products?page=2" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/products?page=2");
    expect(res.headers.get("set-cookie")).toMatch(/^cookieConsent=accepted; expires=.*; max-age=31536000; path=\/; SameSite=Lax$/);
  });

  it("stores a dismissal for a week", async () => {
    const res = await post({ choice: "dismissed", returnTo: "/" });
    expect(res.headers.get("set-cookie")).toContain("max-age=604800");
  });

  it("ignores unknown choices and never redirects off the site", async () => {
    const res = await post({ choice: "tracking", returnTo: "//evil.example/" });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("location")).toBe("/");
    for (const returnTo of ["https://evil.example", "/\\evil.example", ""]) expect((await post({ choice: "accepted", returnTo })).headers.get("location")).toBe("/");
    expect((await post({ choice: "accepted" })).headers.get("location")).toBe("/");
  });

  // Issue 14, defects 3 and 4: browsers drop tab, CR and LF from URLs, so "/\t/evil.example" went to //evil.example,
  // and a CR, LF or NUL in the Location header made the Headers class throw (a 500).
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "\t//evil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/./\\evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/..//evil.example/",
    "/%2e//evil.example/",
    "/.%2F/evil.example",
    "/\\evil.example",
    "/%E0%A4%A",
  ])("sends %j home", async (returnTo) => {
    const res = await post({ choice: "accepted", returnTo });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("keeps a same-site path with its query and fragment, encoded for the header", async () => {
    expect((await post({ choice: "accepted", returnTo: "/categories/Headache/products?company=Bayer%20AG&page=2#list" })).headers.get("location")).toBe(
      "/categories/Headache/products?company=Bayer%20AG&page=2#list",
    );
    const res = await post({ choice: "dismissed", returnTo: "/suche/Kräuter 💊" });
    expect(res.headers.get("location")).toBe("/suche/Kr%C3%A4uter%20%F0%9F%92%8A");
  });

  // Issue 37, point 9: a body the form reader cannot read was a 500.
  it.each([
    ["JSON", { "content-type": "application/json" }, JSON.stringify({ choice: "accepted", returnTo: "/" })],
    ["an empty body without a type", {}, undefined],
    ["an empty body of type text/plain", { "content-type": "text/plain" }, ""],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=x" }, "--x\r\nnot a part"],
  ])("answers 400 in the envelope to %s, setting nothing", async (_, headers: Record<string, string>, body) => {
    const request = new Request("http://shop.test/cookie-consent", { method: "POST", headers, body });
    // Thrown by the form layer's postedForm; React Router sends a thrown Response as the answer.
    const res = await (action({ request, params: {}, context: {} } as never) as Promise<Response>).catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toEqual({ success: false, error: NOT_A_FORM, message: NOT_A_FORM });
  });

  it("takes an empty form as no choice: home, nothing set", async () => {
    const request = new Request("http://shop.test/cookie-consent", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    const res = (await action({ request, params: {}, context: {} } as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toBeNull();
  });
});
