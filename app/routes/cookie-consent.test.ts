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
});
