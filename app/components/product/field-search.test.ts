import { describe, expect, it } from "vitest";
import type { ArticleDetail } from "#contracts/catalogue.ts";
import { fieldValue, prepareSummary, prepareTitle, titleRetryValue } from "./field-search.ts";

const article = {
  description: { description: "Dafalgan Tabl 500 mg", longDescription: "", brand: "Dafalgan" },
  consumerFolder: { title: "Dafalgan® (Paracetamol) Tabletten", summary: "<p>Ein Mittel gegen Schmerzen und Fieber bei Erwachsenen.</p>" },
  company: { name: "UPSA Switzerland AG" },
  substances: [{ description: "Paracetamol" }],
} as unknown as ArticleDetail;

describe("field search values (spec §5)", () => {
  it("takes brand, company and substance as they are", () => {
    expect(fieldValue("brand", article)).toBe("Dafalgan");
    expect(fieldValue("companyName", article)).toBe("UPSA Switzerland AG");
    expect(fieldValue("substance", article)).toBe("Paracetamol");
  });
  it("cleans the title and cuts it to three words when over 20 characters", () => {
    expect(prepareTitle("Dafalgan® (Paracetamol) Tabletten")).toBe("Dafalgan Paracetamol Tabletten");
    expect(prepareTitle("Vitamin C Brausetabletten Orange forte")).toBe("Vitamin C Brausetabletten");
    expect(prepareTitle("Bepanthen™ Salbe")).toBe("Bepanthen Salbe");
  });
  it("uses the first four words longer than two characters of the summary", () => {
    expect(prepareSummary("<p>Ein Mittel gegen Schmerzen und Fieber bei Erwachsenen.</p>")).toBe("Ein Mittel gegen Schmerzen");
    expect(prepareSummary("Es ist so, da wo es am besten hilft.")).toBe("ist besten hilft");
    expect(fieldValue("consumerFolderSummary", article)).toBe("Ein Mittel gegen Schmerzen");
  });
  it("is empty when the article has no value", () => {
    const bare = { ...article, consumerFolder: null, substances: [] } as unknown as ArticleDetail;
    expect(fieldValue("consumerFolderTitle", bare)).toBe("");
    expect(fieldValue("substance", bare)).toBe("");
  });
  it("retries a title search with its first word", () => {
    expect(titleRetryValue("Vitamin C Brausetabletten")).toBe("Vitamin");
    expect(titleRetryValue("Vitamin")).toBeNull();
  });
});
