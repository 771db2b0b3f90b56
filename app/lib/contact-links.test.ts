import { describe, expect, it } from "vitest";
import { mailtoHref, telHref } from "./contact-links.ts";

describe("desk contact links", () => {
  it("keeps a plain address as it is", () => {
    expect(mailtoHref("anna.muster+labor@example.ch")).toBe("mailto:anna.muster%2Blabor@example.ch");
    expect(mailtoHref("anna@example.ch")).toBe("mailto:anna@example.ch");
  });

  it("encodes what would add recipients, headers or a body", () => {
    const href = mailtoHref("a@b.ch?cc=attacker@evil.ch&body=Hallo");
    expect(href).toBe("mailto:a%40b.ch%3Fcc%3Dattacker@evil.ch%26body%3DHallo");
    expect(new URL(href).search).toBe("");
    expect(mailtoHref("x,attacker@evil.ch")).toBe("mailto:x%2Cattacker@evil.ch");
    expect(mailtoHref('"x"<attacker@evil.ch>')).toBe("mailto:%22x%22%3Cattacker@evil.ch%3E");
  });

  it("dials digits and a plus only", () => {
    expect(telHref("+41 61 123-45-67")).toBe("tel:+41611234567");
    expect(telHref("061 123 45 67;ext=?x")).toBe("tel:0611234567");
  });
});
