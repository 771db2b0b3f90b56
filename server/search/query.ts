import { foldSearchText, rawWords, wordVariants } from "./fold.ts";

/** At most this many words count; more only slows the query down without narrowing it usefully. */
export const MAX_QUERY_WORDS = 8;
/** A prefix needs two characters: a one-letter prefix matches most of the catalogue. */
export const MIN_PREFIX_LENGTH = 2;

/** One searched word: its spellings (folded, and transcribed for umlauts) and whether it is a prefix. */
export type QueryWord = { variants: string[]; prefix: boolean };

/**
 * Units of strengths and pack sizes as they are written on a box (`400 mg`, `100 ml`, `10 Stk`, `5 %` leaves
 * `5`): with the numbers, the words a search drops when they would empty it (see withoutQuantities).
 */
const UNITS = new Set(["mg", "g", "kg", "mcg", "ug", "µg", "ml", "dl", "l", "ie", "iu", "stk", "st", "stuck", "x", "mmol", "cm", "m", "dosen", "hub", "hube", "btl", "amp", "tabl", "kaps"]);
const isQuantity = (word: QueryWord) => /^\d+$/.test(word.variants[0]) || UNITS.has(word.variants[0]);

export type ParsedTerms = {
  words: QueryWord[];
  /** The folded words joined by single spaces, compared with folded names for exact and leading hits. */
  phrase: string;
  /**
   * Folded names that count as an exact hit: the phrase, and each run of its first words, so that a name
   * followed by what else is on the box (strength, pack size: "Paracetamol Sirup 100 ml") is exact too.
   */
  exactNames: string[];
  /** A term of 5 to 9 digits may be a pharmacode; it is also searched as text (a strength like 10000 IE). */
  pharmacode: number | null;
  /** The text ends in a single letter after other words, searched as a word (see withLastLetterAsPrefix). */
  openLetter?: boolean;
};

/**
 * Splits a shopper's search text into words. Everything that is not a letter or digit separates words, so
 * quotes, `%`, `_`, backslashes, tsquery operators and SQL fragments are just separators: the words that
 * remain consist of letters and digits only and can be quoted into a tsquery safely.
 * The last word is a prefix (search as you type) unless the text ends with a separator or it is one letter.
 */
export function parseTerms(text: string): ParsedTerms {
  const seen = new Set<string>();
  const raw = rawWords(text).filter((word) => {
    const key = foldSearchText(word);
    if (key.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const kept = raw.slice(0, MAX_QUERY_WORDS);
  const endsInWord = /[\p{L}\p{M}\p{N}]$/u.test(text.normalize("NFC"));
  const words = kept.map((word, i) => {
    const variants = wordVariants(word);
    const isLast = i === kept.length - 1 && kept.length === raw.length;
    // After other words, a digit is a prefix too: typing "… 1" on the way to "10 Stk" must keep finding the
    // product. A letter stays a word ("Vitamin C"; a prefix `c:*` reads every word starting with c) unless the
    // search would be empty (withLastLetterAsPrefix). Alone, one character would match most of the catalogue.
    const longEnough = variants[0].length >= MIN_PREFIX_LENGTH || (kept.length > 1 && /^\d$/.test(variants[0]));
    return { variants, prefix: isLast && endsInWord && longEnough };
  });
  const terms = termsOf(words, text.trim());
  const last = words[words.length - 1];
  terms.openLetter = words.length > 1 && endsInWord && kept.length === raw.length && !last.prefix && last.variants[0].length === 1;
  return terms;
}

/**
 * The terms with their last word, a single letter the shopper may still be typing ("Ibuprofen L" on the way to
 * "Lufarm"), read as a prefix; null when it is not such a letter. Asked only when the terms find nothing.
 */
export function withLastLetterAsPrefix(terms: ParsedTerms): ParsedTerms | null {
  if (!terms.openLetter) return null;
  const words = terms.words.map((word, i) => (i === terms.words.length - 1 ? { ...word, prefix: true } : word));
  return termsOf(words, "");
}

function termsOf(words: QueryWord[], trimmed: string): ParsedTerms {
  const folded = words.map((w) => w.variants[0]);
  return {
    words,
    phrase: folded.join(" "),
    exactNames: folded.map((_, i) => folded.slice(0, i + 1).join(" ")).reverse(),
    pharmacode: /^\d{5,9}$/.test(trimmed) ? Number(trimmed) : null,
  };
}

/**
 * The terms without their strengths and pack sizes, or null when they hold none (or nothing else). A search
 * they would empty is answered without them: a shopper copying "Paracetamol Sirup 100 ml" from a box wants the
 * syrup even when the shop lists other sizes.
 */
export function withoutQuantities(terms: ParsedTerms): ParsedTerms | null {
  const rest = terms.words.filter((word) => !isQuantity(word));
  if (rest.length === terms.words.length || rest.length === 0) return null;
  return termsOf(rest, "");
}

/** tsvector weight labels a query may be restricted to (A name and brand, B substances, C symptoms). */
export type WeightLabel = "" | "A" | "B" | "C";

/**
 * The text form of a tsquery over words: words AND-ed, `:*` on a prefix, an optional weight restriction.
 * A word with an umlaut is searched by its transcribed spelling alone (`käse` → `kaese`): the index holds
 * that spelling for every umlaut word beside the folded one (indexText), so it finds a catalogue `Käse` and
 * a catalogue `Kaese` alike, and the query stays one operand per word, which the planner estimates well and
 * whose counts were kept at indexing time. Lexemes are quoted; parseTerms guarantees they hold no quote or
 * backslash.
 */
export function tsqueryText(words: QueryWord[], weight: WeightLabel = ""): string {
  return words
    .map(({ variants, prefix }) => {
      const marker = prefix || weight ? `:${prefix ? "*" : ""}${weight}` : "";
      return `'${variants[variants.length - 1]}'${marker}`;
    })
    .join(" & ");
}
