import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { commitSummary, progressText, refusalText, valueText } from "./backoffice-texts.ts";

describe("back-office texts", () => {
  it("shows field values as a manager reads them", () => {
    expect(valueText("price", 12.5)).toBe("CHF 12.50");
    expect(valueText("originalPrice", null)).toBe("–");
    expect(valueText("active", false)).toBe("nein");
    expect(valueText("available", true)).toBe("ja");
    expect(valueText("vatRate", 8.1)).toBe("8.1 %");
    expect(valueText("gtin", "")).toBe("–");
    expect(valueText("stock", 0)).toBe("0");
    expect(valueText("summary", `<p>Gegen <b>Kopfweh</b></p>${"x".repeat(100)}`)).toMatch(/^Gegen Kopfweh x+…$/);
  });

  it("says the progress and the commit's outcome in numbers", () => {
    // The thousands mark is the runtime's (ICU writes ' or ’).
    expect(progressText("VALIDATING", 1200, 5000)).toMatch(/^Prüfung: 1['’]200 von 5['’]000 Zeilen$/);
    expect(progressText("COMMITTING", 3, 4)).toBe("Übernahme: 3 von 4 Zeilen");
    expect(commitSummary(2, 1, 0)).toBe("2 Artikel werden neu angelegt, 1 geändert.");
    expect(commitSummary(2, 0, 3)).toBe("2 Artikel werden neu angelegt, 0 geändert. 3 Zeilen mit Fehlern werden übersprungen.");
    expect(commitSummary(1, 0, 1)).toBe("1 Artikel wird neu angelegt, 0 geändert. 1 Zeile mit Fehlern wird übersprungen.");
  });

  it("words a refusal by its code, else keeps the server's text", () => {
    const refused = (code: string) => new ApiError(409, "Conflict", { success: false, error: "Conflict", code } as never);
    expect(refusalText(refused("IMPORT_HAS_ERRORS"))).toContain("«Fehlerhafte Zeilen überspringen»");
    expect(refusalText(refused("IMPORT_COMMIT_RUNNING"))).toContain("anderer Import");
    expect(refusalText(new ApiError(400, "kind must be one of articles, stock, refdata"))).toBe("kind must be one of articles, stock, refdata");
    expect(refusalText("?")).toBe("Das hat nicht geklappt. Bitte versuchen Sie es erneut.");
  });
});
