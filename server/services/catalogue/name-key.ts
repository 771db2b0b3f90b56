/** Lower case with umlauts and accents folded (Ä → a, ß → ss): the key stored in every name_key column. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Wide enough for any count or strength in a product name; longer numbers still sort, only unpadded. */
const NUMBER_WIDTH = 10;

/**
 * The `sort_name` of a displayed name: its name key with every whole number zero-padded, so that a plain
 * byte-order ORDER BY (what the indexes serve, on PGlite and PostgreSQL alike) sorts "120 Kapseln" before
 * "400 g" and Ä with A, whatever the case. Decimal places are left as they are: compared digit by digit
 * they already order as fractions do (0.05 before 0.1).
 */
export function sortKey(displayedName: string): string {
  return nameKey(displayedName).replace(/(?<![\d.])\d+/g, (digits) => digits.padStart(NUMBER_WIDTH, "0"));
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
