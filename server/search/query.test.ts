import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS, parseTerms, tsqueryText, withLastLetterAsPrefix, withoutQuantities } from "./query.ts";

describe("search terms", () => {
  it("makes the last word a prefix while the shopper types", () => {
    const parsed = parseTerms("Ibuprofen Tab");
    expect(parsed.words).toEqual([
      { variants: ["ibuprofen"], prefix: false },
      { variants: ["tab"], prefix: true },
    ]);
    expect(tsqueryText(parsed.words)).toBe("'ibuprofen' & 'tab':*");
  });

  it("treats a finished word (trailing space) and a lone single letter as whole words", () => {
    expect(parseTerms("ibuprofen ").words[0].prefix).toBe(false);
    expect(parseTerms("C").words[0].prefix).toBe(false);
    expect(parseTerms("Vitamin C ").words[1].prefix).toBe(false);
  });

  it("keeps a digit after other words a prefix, and a letter a word that an empty search retries as a prefix", () => {
    expect(tsqueryText(parseTerms("Ibuprofen 4").words)).toBe("'ibuprofen' & '4':*");
    const letter = parseTerms("Ibuprofen 400 m");
    expect(tsqueryText(letter.words)).toBe("'ibuprofen' & '400' & 'm'");
    expect(tsqueryText(withLastLetterAsPrefix(letter)!.words)).toBe("'ibuprofen' & '400' & 'm':*");
    expect(withLastLetterAsPrefix(parseTerms("Vitamin C "))).toBeNull();
    expect(withLastLetterAsPrefix(parseTerms("C"))).toBeNull();
    expect(withLastLetterAsPrefix(parseTerms("Ibuprofen 40"))).toBeNull();
  });

  it("drops strengths and pack sizes only when asked to broaden an empty search", () => {
    const terms = parseTerms("Paracetamol Sirup 100 ml");
    expect(tsqueryText(terms.words)).toBe("'paracetamol' & 'sirup' & '100' & 'ml':*");
    expect(terms.exactNames).toEqual(["paracetamol sirup 100 ml", "paracetamol sirup 100", "paracetamol sirup", "paracetamol"]);
    expect(withoutQuantities(terms)?.phrase).toBe("paracetamol sirup");
    expect(withoutQuantities(parseTerms("Paracetamol Sirup"))).toBeNull();
    expect(withoutQuantities(parseTerms("400 mg"))).toBeNull();
  });

  it("searches an umlaut word by its transcribed spelling, which the index holds for both catalogue spellings", () => {
    const terms = parseTerms("Käse Hühner");
    expect(tsqueryText(terms.words)).toBe("'kaese' & 'huehner':*");
    // Exact and leading hits compare the folded names.
    expect(terms.phrase).toBe("kase huhner");
  });

  it("restricts every operand to a weight", () => {
    expect(tsqueryText(parseTerms("Husten sir").words, "C")).toBe("'husten':C & 'sir':*C");
  });

  it("reduces hostile input to plain words", () => {
    const parsed = parseTerms(`'); DROP TABLE products; -- \\ % _ & | ! ( ) : * < >`);
    expect(tsqueryText(parsed.words)).toBe("'drop' & 'table' & 'products'");
    expect(parseTerms(`%_\\'"&|!():*<>`).words).toEqual([]);
  });

  it("keeps at most a few distinct words", () => {
    const parsed = parseTerms("a b c d e f g h i j k a b");
    expect(parsed.words).toHaveLength(MAX_QUERY_WORDS);
    expect(parsed.words.every((w) => !w.prefix)).toBe(true);
    expect(parseTerms("tee TEE Tee").words).toHaveLength(1);
  });

  it("recognises a pharmacode", () => {
    expect(parseTerms(" 1234567 ").pharmacode).toBe(1234567);
    expect(parseTerms("400").pharmacode).toBeNull();
    expect(parseTerms("1234567 mg").pharmacode).toBeNull();
  });

  it("gives the folded phrase for exact-hit ranking", () => {
    expect(parseTerms("  Algifor-Dolo  FORTE").phrase).toBe("algifor dolo forte");
  });
});
