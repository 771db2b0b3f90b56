import { describe, expect, it } from "vitest";
import { preferredLocale } from "./auth.ts";

describe("preferredLocale", () => {
  it.each([
    [undefined, "de"],
    ["", "de"],
    ["de-CH,de;q=0.9,en;q=0.8", "de"],
    ["en-GB,en;q=0.9,de;q=0.5", "en"],
    ["fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7", "en"],
    ["de;q=0.4, en;q=0.6", "en"],
    ["fr-CH", "de"],
  ])("%s → %s", (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });
});
