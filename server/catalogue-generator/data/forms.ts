/** Galenic forms: German name, generic-code suffix, pack sizes, how it is taken, packshot silhouette. */
export type Shape = "box" | "bottle" | "tube" | "spray" | "tub" | "pouch";
export type FormSeed = { name: string; code: string; packs: readonly string[]; use: string; shape: Shape };

const f = (name: string, code: string, packs: string[], use: string, shape: Shape): FormSeed => ({ name, code, packs, use, shape });

export const FORMS = {
  Filmtabletten: f("Filmtabletten", "FTAB", ["10 Stk", "20 Stk", "30 Stk", "50 Stk", "100 Stk"], "unzerkaut mit ausreichend Flüssigkeit einnehmen", "box"),
  Tabletten: f("Tabletten", "TABL", ["20 Stk", "30 Stk", "50 Stk", "100 Stk"], "mit etwas Wasser einnehmen", "box"),
  Brausetabletten: f("Brausetabletten", "BTAB", ["10 Stk", "20 Stk", "40 Stk"], "in einem Glas Wasser auflösen und trinken", "box"),
  Kapseln: f("Kapseln", "KAPS", ["14 Stk", "28 Stk", "30 Stk", "56 Stk", "100 Stk"], "unzerkaut mit einem Glas Wasser einnehmen", "box"),
  Retardtabletten: f("Retardtabletten", "RTAB", ["30 Stk", "100 Stk"], "unzerkaut und nicht geteilt einnehmen", "box"),
  Lutschtabletten: f("Lutschtabletten", "LTAB", ["20 Stk", "24 Stk", "40 Stk"], "langsam im Mund zergehen lassen", "box"),
  Kautabletten: f("Kautabletten", "KTAB", ["20 Stk", "50 Stk"], "gut zerkauen", "box"),
  Schmelztabletten: f("Schmelztabletten", "STAB", ["10 Stk", "20 Stk"], "auf die Zunge legen und zergehen lassen", "box"),
  Sirup: f("Sirup", "SIR", ["100 ml", "200 ml"], "mit dem beigelegten Messbecher einnehmen", "bottle"),
  Tropfen: f("Tropfen", "TRO", ["10 ml", "20 ml", "30 ml"], "auf einen Löffel oder in etwas Wasser tropfen", "bottle"),
  Nasenspray: f("Nasenspray", "NSPR", ["10 ml", "15 ml"], "in jedes Nasenloch einen Sprühstoss geben", "spray"),
  Augentropfen: f("Augentropfen", "ATRO", ["5 ml", "10 ml"], "in den Bindehautsack des Auges tropfen", "bottle"),
  Salbe: f("Salbe", "SALB", ["20 g", "50 g", "100 g"], "dünn auf die betroffene Stelle auftragen", "tube"),
  Creme: f("Creme", "CREM", ["15 g", "30 g", "50 g"], "dünn auftragen und leicht einmassieren", "tube"),
  Gel: f("Gel", "GEL", ["50 g", "100 g", "150 g"], "auf die schmerzende Stelle auftragen und einmassieren", "tube"),
  Granulat: f("Granulat", "GRAN", ["10 Btl", "20 Btl", "30 Btl"], "in einem Glas Wasser auflösen", "pouch"),
  Pulver: f("Pulver", "PULV", ["20 Btl", "30 Btl"], "in einem Glas Wasser einrühren und trinken", "pouch"),
  Zäpfchen: f("Zäpfchen", "SUPP", ["10 Stk"], "rektal einführen", "box"),
  Dosieraerosol: f("Dosieraerosol", "DOSA", ["200 Dos"], "nach Anleitung tief einatmen", "spray"),
  Lösung: f("Lösung", "LOES", ["60 ml", "100 ml"], "nach Anweisung anwenden", "bottle"),
} as const;

export type FormName = keyof typeof FORMS;
