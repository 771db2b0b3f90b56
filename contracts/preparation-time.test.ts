import { describe, expect, it } from "vitest";
import { isLaterThan, latestStartOf, latestStartOfAll, limitText } from "./preparation-time.ts";

describe("times of day in preparation hints (issue 31)", () => {
  it("reads 'vor N Uhr' as before N:00 and 'zwischen A und B Uhr' as up to B:00", () => {
    const fasting = latestStartOf("Nüchtern kommen: ab 22 Uhr am Vorabend nichts mehr essen. Termin möglichst vor 10 Uhr.");
    expect(fasting).toEqual({ minutes: 600, inclusive: false });
    expect(isLaterThan("09:30", fasting)).toBe(false);
    expect(isLaterThan("10:00", fasting)).toBe(true);
    const morning = latestStartOf("Blutentnahme zwischen 7 und 10 Uhr, denn der Wert schwankt im Tagesverlauf.");
    expect(morning).toEqual({ minutes: 600, inclusive: true });
    expect(isLaterThan("10:00", morning)).toBe(false);
    expect(isLaterThan("10:30", morning)).toBe(true);
    expect(latestStartOf("Sie dürfen vorher essen und trinken.")).toBeNull();
    expect(latestStartOf("1 Stunde vorher nichts essen")).toBeNull();
  });

  it("takes the strictest of a selection's hints and says it", () => {
    const limit = latestStartOfAll(["Sie dürfen essen.", "zwischen 7 und 10 Uhr", "zwischen 7 und 9 Uhr"]);
    expect(limit).toEqual({ minutes: 540, inclusive: true });
    expect(limitText(limit!)).toBe("bis 09:00 Uhr");
    expect(limitText({ minutes: 600, inclusive: false })).toBe("vor 10:00 Uhr");
    expect(latestStartOfAll(["Sie dürfen essen."])).toBeNull();
  });
});
