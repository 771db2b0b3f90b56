import { hash32 } from "./random.ts";

/**
 * Line words that tell apart the products one brand sells of the same thing ("Dolorin Akut 400 mg
 * Filmtabletten"), as real ranges do. A catalogue of 100,000 products draws each medicine, brand and
 * strength hundreds of times; without them those draws would be products of the same name.
 */
export const MEDICINE_LINES = [
  "Akut", "Forte", "Dolo", "Neo", "Plus", "Duo", "Mite", "Rapid", "Spezial", "Uno", "Mono", "Direkt",
  "Protect", "Sensitiv", "Classic", "Extra", "Novum", "Aktiv", "Vital", "Compact", "Nacht", "Comp", "Start", "Care",
] as const;
export const PRODUCT_LINES = [
  "Plus", "Forte", "Classic", "Intensiv", "Extra", "Balance", "Aktiv", "Pro", "Premium", "Compact", "Comfort", "Direkt",
  "Duo", "Junior", "Senior", "Bio", "Pur", "Neo", "Mini", "Maxi", "Complete", "Vital", "Family", "Sensitiv",
] as const;
export type Lines = readonly string[];

/** A product name around its line: "{head} {line words} {tail}". */
export type NameParts = { head: readonly string[]; tail: readonly string[]; lines: Lines };

/**
 * Line code → its words: 0 none, 1..n one word, then ordered pairs of two different words. Codes are
 * absolute (independent of the rotation below), so a product stores one small number to rebuild its name.
 */
function lineWords(lines: Lines, code: number): string[] {
  const n = lines.length;
  if (code === 0) return [];
  if (code <= n) return [lines[code - 1] as string];
  const pair = code - n - 1;
  return [lines[Math.floor(pair / n)] as string, lines[pair % n] as string];
}

/** The k-th line of a base whose rotation is r: none first, then every single word, then the pairs (pairs of one word included, then skipped). */
function rotatedLine(lines: Lines, k: number, r: number): number {
  const n = lines.length;
  if (k === 0) return 0;
  if (k <= n) return 1 + ((r + k - 1) % n);
  return 1 + n + ((r + k - 1 - n) % (n * n));
}

/** Joins name parts into words, dropping a word that repeats the one before it ("Seestern Baby" + "Baby Pflegeöl"). */
export function joinName(parts: readonly string[]): string {
  const words: string[] = [];
  for (const part of parts) {
    for (const word of part.split(" ")) {
      if (word === "") continue;
      if (word.toLowerCase() !== words.at(-1)?.toLowerCase()) words.push(word);
    }
  }
  return words.join(" ");
}

export const nameOf = (parts: NameParts, line: number): string => joinName([...parts.head, ...lineWords(parts.lines, line), ...parts.tail]);

/**
 * Hands out product names in catalogue order so that no two products share one: the first product of a
 * base name (brand, substance, strength, form) takes it as it is, later ones a line in a rotation that
 * the base's first index picks (so not every range starts with the same word). A line whose word the name
 * already has is skipped ("Multivitamin Junior Junior"). Only past every pair of line words, far beyond
 * 100,000 products, would a name repeat.
 */
export function createNamer(seed: number) {
  const taken = new Set<string>();
  const bases = new Map<string, { next: number; rotation: number }>();
  return (index: number, parts: NameParts): number => {
    const base = nameOf(parts, 0);
    let state = bases.get(base);
    if (!state) {
      state = { next: 0, rotation: hash32(seed, index, 0x11e5) };
      bases.set(base, state);
    }
    const count = 1 + parts.lines.length + parts.lines.length ** 2;
    let present: Set<string> | undefined;
    for (let k = state.next; k < count; k++) {
      const line = rotatedLine(parts.lines, k, state.rotation);
      const words = lineWords(parts.lines, line);
      if (words.length === 2 && words[0] === words[1]) continue;
      if (words.length > 0) {
        present ??= new Set(base.toLowerCase().split(" "));
        if (words.some((w) => present?.has(w.toLowerCase()))) continue;
      }
      const key = (line === 0 ? base : nameOf(parts, line)).toLowerCase();
      if (taken.has(key)) continue;
      taken.add(key);
      state.next = k + 1;
      return line;
    }
    return 0;
  };
}
