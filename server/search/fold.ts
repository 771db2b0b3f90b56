/**
 * Text folding shared by the search index, the search queries and the company search
 * (`/api/companies/search` must fold and prefix-match exactly like this: use `foldSearchText`,
 * `searchTokens` and `matchesWordPrefixes` from here rather than a second implementation).
 *
 * Folding happens in application code, not with Postgres `unaccent()`: that function is not IMMUTABLE,
 * PGlite and PostgreSQL ship different rule files, and the index and the query must fold identically.
 */

// Letters that Unicode does not decompose into a base letter plus a combining mark.
const SPECIAL_LETTERS: Record<string, string> = { ß: "ss", ẞ: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", ı: "i", þ: "th" };
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join("")}]`, "g");
const UMLAUT_TRANSCRIPTION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" };
const UMLAUT_PATTERN = /[äöü]/g;

const stripMarks = (text: string) => text.normalize("NFD").replace(/\p{M}+/gu, "");

/** Lower case without accents: `Nährung` → `nahrung`, `Crème` → `creme`, `Straße` → `strasse`. */
export function foldSearchText(text: string): string {
  return stripMarks(text.normalize("NFC").toLowerCase().replace(SPECIAL_PATTERN, (c) => SPECIAL_LETTERS[c]));
}

/** Folding with German umlauts transcribed: `Nährung` → `naehrung` (the spelling of a keyboard without umlauts). */
export function foldTranscribed(text: string): string {
  return foldSearchText(text.normalize("NFC").toLowerCase().replace(UMLAUT_PATTERN, (c) => UMLAUT_TRANSCRIPTION[c]));
}

/** The words of a text as typed; everything that is not a letter or digit separates words. */
export function rawWords(text: string): string[] {
  return text
    .normalize("NFC")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The folded words of a text. They hold letters and digits only, so they are safe inside a tsquery. */
export function searchTokens(text: string): string[] {
  return rawWords(text)
    .map(foldSearchText)
    .filter((token) => token.length > 0);
}

/**
 * The spellings one word may be found by: the folded form, and the transcribed form when the word has an
 * umlaut (`Käse` → `kase`, `kaese`). Indexing both and searching both makes `a` and `ae` find `ä`, and `ä`
 * find a catalogue text that was written `ae`.
 */
export function wordVariants(word: string): string[] {
  const folded = foldSearchText(word);
  const transcribed = foldTranscribed(word);
  return transcribed === folded ? [folded] : [folded, transcribed];
}

/** Index text of a catalogue field: folded, followed by the transcribed spelling of each umlaut word. */
export function indexText(text: string): string {
  // Words joined by plain spaces, split exactly as a query is (rawWords): PostgreSQL's parser would read
  // `mg/ml` as a file name, `2:1:1` and `0.5` as numbers of their own, none of which a typed `mg ml` or `2 1 1`
  // finds.
  const folded = searchTokens(text).join(" ");
  const extra = new Set(rawWords(text).flatMap((word) => wordVariants(word).slice(1)));
  return extra.size === 0 ? folded : `${folded} ${[...extra].join(" ")}`;
}

/**
 * True when every word of `query` starts one of the words of `name`, after folding (`rhein ph` matches
 * "Rheinbogen Pharma AG"; `muller` and `mueller` match "Müller"). An empty query matches everything.
 */
export function matchesWordPrefixes(name: string, query: string): boolean {
  const nameWords = searchTokens(indexText(name));
  return rawWords(query).every((queryWord) => {
    const variants = wordVariants(queryWord);
    return nameWords.some((nameWord) => variants.some((v) => nameWord.startsWith(v)));
  });
}

/** The key a company filter compares: folded words, so case, accents, spacing and punctuation never matter. */
export const companyKey = (name: string): string => searchTokens(name).join(" ");
