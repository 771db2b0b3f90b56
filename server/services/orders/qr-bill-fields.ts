/**
 * What the invoice can print of a customer's name and address, and the shorter form the Swiss QR-bill carries.
 * The order keeps the text as entered (the contract allows 100 + 100 characters of name, 200 of street, 100 of
 * city, any script); the QR-bill takes 70 / 70 / 16 / 16 / 35 characters of a restricted Latin set, and both
 * parts of the PDF are set in Helvetica, whose standard encoding (WinAnsi) prints no other characters.
 * Record 026, "Invoices: fields the QR-bill cannot carry".
 */

/** Swiss Implementation Guidelines QR-bill 2.3, structured address (type S): maximum characters per field. */
export const QR_BILL_LIMITS = { name: 70, street: 70, buildingNumber: 16, zip: 16, city: 35 } as const;

export type QrBillAddress = { name: string; address: string; buildingNumber?: string; zip: string; city: string; country: "CH" };

const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
// Printable Basic Latin and Latin-1 Supplement (WinAnsi holds them at the same codes), without the no-break space
// and the soft hyphen, which turn into a space and nothing below.
const LATIN_1 = [...codes(0x20, 0x7e), ...codes(0xa1, 0xac), ...codes(0xae, 0xff)];
// Of the IG's Latin Extended-A and extras (Ș ș Ț ț €), the ones WinAnsi has too: the payment part must print
// what the QR code holds, and it is set in Helvetica.
const QR_EXTRA = ["Œ", "œ", "Š", "š", "Ž", "ž", "Ÿ", "€"];
// WinAnsi's typographic punctuation: printable in the invoice's body, not allowed in the QR-bill.
const WIN_ANSI_PUNCTUATION = ["ƒ", "‚", "„", "…", "†", "‡", "ˆ", "‰", "‹", "›", "‘", "’", "“", "”", "•", "–", "—", "˜", "™"];

const QR_BILL_SET = new Set([...LATIN_1, ...QR_EXTRA]);
const HELVETICA_SET = new Set([...QR_BILL_SET, ...WIN_ANSI_PUNCTUATION]);

/** Letters and punctuation with an obvious ASCII form that decomposition (NFD) does not give. */
const TRANSLITERATION: Record<string, string> = {
  ł: "l", Ł: "L", đ: "d", Đ: "D", ħ: "h", Ħ: "H", ı: "i", ĳ: "ij", Ĳ: "IJ", ĸ: "k", ŀ: "l", Ŀ: "L", ŉ: "'n",
  ŋ: "n", Ŋ: "N", ŧ: "t", Ŧ: "T", ſ: "s", ƒ: "f",
  "‘": "'", "’": "'", "‚": "'", "‛": "'", "′": "'", "‹": "'", "›": "'",
  "“": '"', "”": '"', "„": '"', "‟": '"', "″": '"',
  "‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-", "−": "-", "•": "-",
  "…": "...", "ˆ": "^", "˜": "~", "‰": "%", "†": "+", "‡": "+", "™": "TM",
};

// Removed, not replaced: controls, format characters (bidi overrides and isolates, zero-width joiners), private
// use and unassigned code points, marks left over after decomposition (variation selectors are marks too), and
// symbols (emoji, skin tones, regional indicators) the set does not hold.
const REMOVED = /[\p{C}\p{M}\p{S}]/u;
const SPACE = /\p{Z}/u;

/** The text in the given set: kept, transliterated, decomposed to its base letters, removed, or replaced by "?" (a run by one). */
function inSet(text: string, set: ReadonlySet<string>): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    if (set.has(char)) out += char;
    else if (TRANSLITERATION[char] !== undefined) out += TRANSLITERATION[char]; // ASCII, in both sets
    else if (SPACE.test(char)) out += " ";
    else {
      // Compatibility decomposition: "ą" -> "a", "Ș" -> "S", full-width "Ａ" -> "A", "ﬁ" -> "fi".
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      if (base !== "" && [...base].every((c) => set.has(c))) out += base;
      else if (!REMOVED.test(char)) out += "?"; // another script's letter, digit or punctuation (CJK, Cyrillic, ...)
    }
  }
  return out.replace(/\s+/g, " ").replace(/\?(?:\s*\?)+/g, "?").trim();
}

/** The text as Helvetica prints it in the invoice's body: whole, with the typographic punctuation WinAnsi has. */
export const helveticaText = (text: string): string => inSet(text, HELVETICA_SET);

/** The text in the QR-bill's character set (the IG's Latin set that Helvetica prints too). */
export const qrBillText = (text: string): string => inSet(text, QR_BILL_SET);

/** At most `max` characters, cut at a space when one is near the end. All characters of the set are one code unit. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  const cut = space >= max * 0.6 ? text.slice(0, space) : text.slice(0, max);
  return cut.replace(/[\s,;:\-/]+$/, "");
}

/** "Marktplatz 9" -> street and building number, as the QR-bill's structured address wants them. */
export function splitStreet(street: string): { address: string; buildingNumber?: string } {
  const match = /^(.*\S)\s+(\d+\s*[a-zA-Z]?)$/.exec(street.trim());
  return match && match[2]!.length <= QR_BILL_LIMITS.buildingNumber ? { address: match[1]!, buildingNumber: match[2]! } : { address: street.trim() };
}

/** First and last name within 70: whole if it fits, else the first name's initial and the surname. */
function debtorName(name: string, surname: string): string {
  const whole = `${name} ${surname}`.trim();
  if (whole.length <= QR_BILL_LIMITS.name) return whole;
  const initial = /\p{L}|\p{N}/u.exec(name)?.[0];
  return shorten(initial && surname ? `${initial}. ${surname}` : whole, QR_BILL_LIMITS.name);
}

const meaningful = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * The debtor of the QR-bill: every field in the set and within its limit. Undefined when the name or the city
 * keeps no letter or digit (e.g. written in Chinese): the QR-bill then leaves "Zahlbar durch" to be filled in by
 * hand, which the guidelines allow, and the invoice above still names the customer.
 */
export function qrBillDebtor(contact: { name: string; surname: string }, address: { street: string; zip: string; city: string }): QrBillAddress | undefined {
  const name = debtorName(qrBillText(contact.name), qrBillText(contact.surname));
  const city = shorten(qrBillText(address.city), QR_BILL_LIMITS.city);
  if (!meaningful(name) || !meaningful(city)) return undefined;
  const street = splitStreet(qrBillText(address.street));
  return {
    name,
    address: shorten(street.address, QR_BILL_LIMITS.street),
    ...(street.buildingNumber ? { buildingNumber: street.buildingNumber } : {}),
    zip: shorten(qrBillText(address.zip), QR_BILL_LIMITS.zip),
    city,
    country: "CH",
  };
}
