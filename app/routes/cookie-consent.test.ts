import { describe, expect, it } from "vitest";
import { action, safeReturnPath } from "./cookie-consent.ts";

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
    expect(safeReturnPath("https://evil.example")).toBe("/");
    expect(safeReturnPath("/\\evil.example")).toBe("/");
    expect(safeReturnPath(null)).toBe("/");
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
    "/\\evil.example",
    "/%E0%A4%A",
  ])("sends %j home", async (returnTo) => {
    expect(safeReturnPath(returnTo)).toBe("/");
    const res = await post({ choice: "accepted", returnTo });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("keeps a same-site path with its query and fragment, encoded for the header", async () => {
    expect(safeReturnPath("/categories/Headache/products?company=Bayer%20AG&page=2#list")).toBe("/categories/Headache/products?company=Bayer%20AG&page=2#list");
    const res = await post({ choice: "dismissed", returnTo: "/suche/Kräuter 💊" });
    expect(res.headers.get("location")).toBe("/suche/Kr%C3%A4uter%20%F0%9F%92%8A");
  });
});
