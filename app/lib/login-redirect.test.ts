import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loginHref, registerHref, rememberPendingAction, rememberSignupIntent, safeReturnPath, takePendingAction, takeSignupIntent, wantsToOrder } from "./login-redirect.ts";

describe("the path a shopper returns to after login (issue 30)", () => {
  it("accepts paths of this site with their query and hash", () => {
    expect(safeReturnPath("/product/1234567")).toBe("/product/1234567");
    expect(safeReturnPath("/products?search=Ibuprofen%20400&page=2#top")).toBe("/products?search=Ibuprofen%20400&page=2#top");
    expect(safeReturnPath("/appointments")).toBe("/appointments");
  });

  it("refuses anything that could leave the site, and the login page itself", () => {
    for (const value of [
      "//evil.example",
      "//evil.example/path",
      "https://evil.example",
      "http://evil.example/product/1",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\tevil",
      " /product/1",
      "/loginpage",
      "/loginpage?redirect=/cartpage",
      "/LoginPage/",
      "/loginpag%65",
      "/a/../loginpage",
      // Issue 37, point 10: resolved by the browser's rules these are //evil.example/, which left a shopper who
      // had just logged in on the login form (contracts/same-site-path.test.ts has the whole table).
      "/.//evil.example/",
      "/..//evil.example/",
      "/%2e//evil.example/",
      "/a/..//evil.example/",
      "/%2F/evil.example",
      "",
      null,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it("builds the login address with the path, and without one that is refused", () => {
    expect(loginHref("/product/1234567")).toBe("/loginpage?redirect=%2Fproduct%2F1234567");
    expect(loginHref("//evil.example")).toBe("/loginpage");
    expect(loginHref("https://evil.example")).toBe("/loginpage");
    expect(loginHref("/.//evil.example/")).toBe("/loginpage");
    expect(loginHref("/a/../product/1")).toBe("/loginpage?redirect=%2Fproduct%2F1");
  });
});

describe("the action a guest started", () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is taken once, on the page where it was started, while it is fresh", () => {
    rememberPendingAction({ kind: "cart", pharmacode: 1234567, quantity: 2 }, "/product/1234567", 1_000);
    expect(takePendingAction("/", 2_000)).toBeNull();
    expect(takePendingAction("/product/1234567", 2_000)).toEqual({ kind: "cart", pharmacode: 1234567, quantity: 2 });
    expect(takePendingAction("/product/1234567", 2_000)).toBeNull();

    rememberPendingAction({ kind: "favourite", pharmacode: 7 }, "/products?page=2", 0);
    expect(takePendingAction("/products?page=2", 31 * 60_000)).toBeNull();
  });
});

describe("signing up on the way to the cart (issue 38 point 11)", () => {
  const storage = () => {
    const store = new Map<string, string>();
    return { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  };
  const registeringTab = storage();
  const shared = storage();
  beforeEach(() => vi.stubGlobal("window", { sessionStorage: registeringTab, localStorage: shared }));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the page and the action for the first login, in another tab, once", () => {
    rememberPendingAction({ kind: "cart", pharmacode: 1234567, quantity: 1 }, "/product/1234567", 1_000);
    rememberSignupIntent("/product/1234567", 2_000);
    // The verification link opened in another tab: its own session storage, the same local storage.
    vi.stubGlobal("window", { sessionStorage: storage(), localStorage: shared });
    expect(takeSignupIntent(60 * 60_000)).toBe("/product/1234567");
    expect(takePendingAction("/product/1234567", 60 * 60_000)).toEqual({ kind: "cart", pharmacode: 1234567, quantity: 1 });
    expect(takeSignupIntent(60 * 60_000)).toBeNull();
  });

  it("forgets it after a day, and keeps nothing for a path of another site", () => {
    rememberSignupIntent("/cartpage", 0);
    expect(takeSignupIntent(25 * 60 * 60_000)).toBeNull();
    rememberSignupIntent("//evil.example", 0);
    expect(takeSignupIntent(1_000)).toBeNull();
  });

  it("says when the guest was on the way to ordering", () => {
    expect(wantsToOrder("/checkout")).toBe(true);
    expect(wantsToOrder("/cartpage/")).toBe(true);
    expect(wantsToOrder("/profilepage")).toBe(false);
    expect(registerHref("/checkout")).toBe("/registerpage?redirect=%2Fcheckout");
    expect(registerHref(null)).toBe("/registerpage");
  });
});
