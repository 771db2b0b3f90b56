import { describe, expect, it } from "vitest";
import { foldSearchText, foldTranscribed, indexText, matchesWordPrefixes, searchTokens, wordVariants } from "./fold.ts";

describe("search folding", () => {
  it("lower-cases and strips accents, umlauts and special letters", () => {
    expect(foldSearchText("Nährung CRÈME Straße Øl Æsculin")).toBe("nahrung creme strasse ol aesculin");
  });

  it("folds decomposed input like composed input", () => {
    expect(foldSearchText("Na\u0308hrung")).toBe(foldSearchText("Nährung"));
  });

  it("transcribes umlauts as ae, oe, ue", () => {
    expect(foldTranscribed("Käse Öl Müsli")).toBe("kaese oel muesli");
  });

  it("gives both spellings of an umlaut word and one of any other word", () => {
    expect(wordVariants("Käse")).toEqual(["kase", "kaese"]);
    expect(wordVariants("Kaese")).toEqual(["kaese"]);
    expect(wordVariants("Ibuprofen")).toEqual(["ibuprofen"]);
  });

  it("splits on everything that is not a letter or digit", () => {
    expect(searchTokens(`Vitamin-B12 "400mg" 50% a_b \\x' OR 1=1; --`)).toEqual(["vitamin", "b12", "400mg", "50", "a", "b", "x", "or", "1", "1"]);
    expect(searchTokens(" %_\\'\"&|!():*<> ")).toEqual([]);
  });

  it("indexes the transcribed spelling of umlaut words beside the folded text", () => {
    expect(indexText("Müller Käse, Müller")).toBe("muller kase muller mueller kaese");
    // Split as a query is: PostgreSQL's own parser reads `mg/ml` as one file name and `2:1:1` as numbers.
    expect(indexText("Allergex 10 mg/ml Tropfen 2:1:1 0.5 %")).toBe("allergex 10 mg ml tropfen 2 1 1 0 5");
    expect(indexText("Aspirin")).toBe("aspirin");
  });

  it("matches company names by word prefixes with the same folding", () => {
    expect(matchesWordPrefixes("Müller Pharma AG", "mul")).toBe(true);
    expect(matchesWordPrefixes("Müller Pharma AG", "MUELL ph")).toBe(true);
    expect(matchesWordPrefixes("Müller Pharma AG", "Mül")).toBe(true);
    expect(matchesWordPrefixes("Mueller Pharma AG", "Mül")).toBe(true);
    expect(matchesWordPrefixes("Müller Pharma AG", "harma")).toBe(false);
    expect(matchesWordPrefixes("Müller Pharma AG", "")).toBe(true);
  });
});
