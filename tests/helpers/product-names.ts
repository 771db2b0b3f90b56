/**
 * Checks on product names, written apart from the sort key (server/services/catalogue/name-key.ts) on
 * purpose, so that a test compares the key's order with an order stated another way.
 */

export const distinctShare = (names: readonly string[]) => new Set(names).size / names.length;

/** Two equal words in a row, any case: "Seestern Baby Baby Pflegeöl". */
export const hasDoubledWord = (name: string) => name.toLowerCase().split(" ").some((word, i, words) => i > 0 && word === words[i - 1]);

const collator = new Intl.Collator("de", { sensitivity: "base" });

/** German collation (Ä with A, any case), numbers with their decimals by value ("120 Kapseln" before "400 g"). */
export function naturalGerman(a: string, b: string): number {
  const tokens = (s: string) => s.match(/\d+(?:\.\d+)?|\D+/g) ?? [];
  const [ta, tb] = [tokens(a), tokens(b)];
  for (let i = 0; i < Math.min(ta.length, tb.length); i++) {
    const [x, y] = [ta[i] as string, tb[i] as string];
    const order = /^\d/.test(x) && /^\d/.test(y) ? Number(x) - Number(y) : collator.compare(x, y);
    if (order !== 0) return order;
  }
  return ta.length - tb.length;
}

/** Neighbours out of natural German order, as "a / b" (empty when the list is in order). */
export const outOfOrder = (names: readonly string[]) =>
  names.slice(1).flatMap((name, i) => (naturalGerman(names[i] as string, name) > 0 ? [`${names[i]} / ${name}`] : []));
