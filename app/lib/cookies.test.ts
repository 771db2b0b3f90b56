import { describe, expect, it } from "vitest";
import { consentCookie, consentExpiry, hasConsentChoice, readCookie } from "./cookies.ts";

const now = new Date("2026-03-28T12:00:00Z");

describe("consent cookie", () => {
  it("keeps an acceptance for 365 days and a dismissal for 7", () => {
    expect(consentExpiry("accepted", now).toISOString()).toBe("2027-03-28T12:00:00.000Z");
    expect(consentExpiry("dismissed", now).toISOString()).toBe("2026-04-04T12:00:00.000Z");
  });

  it("writes value, expiry, max-age, path and SameSite", () => {
    expect(consentCookie("accepted", now)).toBe(
      "cookieConsent=accepted; expires=Sun, 28 Mar 2027 12:00:00 GMT; max-age=31536000; path=/; SameSite=Lax",
    );
    expect(consentCookie("dismissed", now)).toBe(
      "cookieConsent=dismissed; expires=Sat, 04 Apr 2026 12:00:00 GMT; max-age=604800; path=/; SameSite=Lax",
    );
  });
});

describe("readCookie", () => {
  it("finds one cookie among others, exact name only", () => {
    const header = "xcookieConsent=no; cookieConsent=accepted; other=a%20b";
    expect(readCookie(header, "cookieConsent")).toBe("accepted");
    expect(readCookie(header, "other")).toBe("a b");
    expect(readCookie(header, "missing")).toBeNull();
    expect(readCookie("", "cookieConsent")).toBeNull();
  });

  it("keeps a value that is not valid percent-encoding as it is", () => {
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });
});

describe("hasConsentChoice", () => {
  it("is true only for the two known values", () => {
    expect(hasConsentChoice("cookieConsent=accepted")).toBe(true);
    expect(hasConsentChoice("cookieConsent=dismissed")).toBe(true);
    expect(hasConsentChoice("cookieConsent=maybe")).toBe(false);
    expect(hasConsentChoice("cookieConsent=")).toBe(false);
    expect(hasConsentChoice("")).toBe(false);
  });
});
