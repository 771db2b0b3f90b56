/**
 * Invented manufacturers (any likeness to a real firm is accidental). `role` decides what they make;
 * `brands` are their own product lines. A few names start with a digit or an umlaut on purpose:
 * the company list groups digits under 'Numbers' and must collate Ä with A.
 */
export type CompanyRole = "originator" | "generic" | "natural" | "cosmetic" | "nutrition" | "sport" | "baby" | "device";
export type CompanySeed = { name: string; role: CompanyRole; brands: string[] };

export const COMPANY_SEEDS: readonly CompanySeed[] = [
  // Research-based makers: their brands are the originals of the generic groups (see medicines.ts).
  { name: "Pilatus Pharma AG", role: "originator", brands: [] },
  { name: "Gotthard Pharma AG", role: "originator", brands: [] },
  { name: "Kaiseraugst Life Sciences AG", role: "originator", brands: [] },
  { name: "Leman Pharma SA", role: "originator", brands: [] },
  { name: "Rheinfelden Biotech AG", role: "originator", brands: [] },
  { name: "Säntis Laboratorien AG", role: "originator", brands: [] },
  { name: "Simplon Pharma SA", role: "originator", brands: [] },
  { name: "Uetliberg Pharma AG", role: "originator", brands: [] },
  { name: "Vierwaldstätter Pharma AG", role: "originator", brands: [] },
  { name: "Bernina Pharma AG", role: "originator", brands: [] },
  // Generic makers: one brand each, the short company name ("Ibuprofen Helvemed 400 mg").
  { name: "Helvemed Generika AG", role: "generic", brands: ["Helvemed"] },
  { name: "Birsig Generika AG", role: "generic", brands: ["Birsig"] },
  { name: "Solothurner Generika AG", role: "generic", brands: ["Soloth"] },
  { name: "Mendrisio Generici SA", role: "generic", brands: ["Mendrisio"] },
  { name: "Aarepharm AG", role: "generic", brands: ["Aarepharm"] },
  { name: "Dreiländer Pharma AG", role: "generic", brands: ["Dreiländer"] },
  { name: "Mittelland Arzneimittel AG", role: "generic", brands: ["Mittelland"] },
  { name: "Lugano Farmaceutici SA", role: "generic", brands: ["Lufarm"] },
  { name: "Öschinen Pharma AG", role: "generic", brands: ["Öschinen"] },
  { name: "3-Seen Pharma AG", role: "generic", brands: ["3-Seen"] },
  { name: "Jurasüd Laboratoires SA", role: "generic", brands: ["Jurasüd"] },
  { name: "Chasseral Laboratoires SA", role: "generic", brands: ["Chasseral"] },
  { name: "Calanda Laboratorien AG", role: "generic", brands: ["Calanda"] },
  // Herbal and natural remedies.
  { name: "Napf Naturheilmittel AG", role: "natural", brands: ["Napf Natura", "Kräutergarten"] },
  { name: "Thurgauer Heilpflanzen AG", role: "natural", brands: ["Thurflora"] },
  { name: "Surselva Naturprodukte AG", role: "natural", brands: ["Surselva", "Alpenkraut"] },
  { name: "Ägerital Naturheilmittel AG", role: "natural", brands: ["Ägeri Vital"] },
  { name: "7Kräuter Naturprodukte AG", role: "natural", brands: ["7Kräuter"] },
  { name: "Emmental Naturprodukte AG", role: "natural", brands: ["Emmenflor"] },
  // Cosmetics and skin care.
  { name: "Hasliberg Kosmetik AG", role: "cosmetic", brands: ["Hasli Derm", "Edelweiss Care"] },
  { name: "Klosters Dermatologie AG", role: "cosmetic", brands: ["Dermaklost"] },
  { name: "Sitterwerk Kosmetik GmbH", role: "cosmetic", brands: ["Sitter", "Aqua Sitter"] },
  { name: "Unterengadin Kosmetik AG", role: "cosmetic", brands: ["Scuol Skin"] },
  { name: "Wiesental Dermatologie GmbH", role: "cosmetic", brands: ["Wiesenderm"] },
  { name: "Aletsch Dermacare AG", role: "cosmetic", brands: ["Aletsch Derma", "Gletscherglanz"] },
  { name: "Lavaux Santé SA", role: "cosmetic", brands: ["Lavaux", "Soleil du Lac"] },
  { name: "Valais Santé SA", role: "cosmetic", brands: ["Valdent", "Rhône Fresh"] },
  { name: "Matterhorn Care AG", role: "cosmetic", brands: ["Matterhorn Sun", "Zermatt Care"] },
  // Food supplements and nutrition.
  { name: "Jungfrau Nutrition AG", role: "nutrition", brands: ["Jungfrau Vital", "VitaJung"] },
  { name: "Engadin Vital AG", role: "nutrition", brands: ["Engadin Vital"] },
  { name: "Limmat Vital GmbH", role: "nutrition", brands: ["Limmavit"] },
  { name: "Weissenstein Vital AG", role: "nutrition", brands: ["Weissenstein", "Omegalp"] },
  { name: "Zugerberg Nutrition AG", role: "nutrition", brands: ["Zugvital"] },
  { name: "Rigi Health AG", role: "nutrition", brands: ["Rigivit", "Magnerigi"] },
  { name: "Ticino Biofarma SA", role: "nutrition", brands: ["Biotessin"] },
  { name: "Vaduz Life Care AG", role: "nutrition", brands: ["Vaducare"] },
  { name: "Grimsel Biotech AG", role: "nutrition", brands: ["Grimsel Probio"] },
  // Sport nutrition.
  { name: "Stockhorn Sport Nutrition AG", role: "sport", brands: ["Stockhorn Power", "Peak Fuel"] },
  { name: "Alpenlicht Pharma AG", role: "sport", brands: ["Alpenlicht Sport"] },
  { name: "24h Care Solutions AG", role: "sport", brands: ["24h Endurance"] },
  // Baby and child.
  { name: "Toggenburg Baby Care AG", role: "baby", brands: ["Toggi Baby", "Bärli"] },
  { name: "Ebenalp Kinderpflege AG", role: "baby", brands: ["Ebenalp Kids"] },
  { name: "Bodensee Healthcare GmbH", role: "baby", brands: ["Seestern Baby"] },
  // Medical devices, first aid and incontinence.
  { name: "Lötschberg Medizintechnik AG", role: "device", brands: ["Lötschberg Med"] },
  { name: "Oberland Sanitätsbedarf AG", role: "device", brands: ["Oberland Sana"] },
  { name: "Seeland Medical AG", role: "device", brands: ["Seeland Plus"] },
  { name: "Titlis Medical AG", role: "device", brands: ["Titlis Check"] },
  { name: "Zürcher Oberland Medical AG", role: "device", brands: ["ZO Med"] },
  { name: "Feldberg Medical AG", role: "device", brands: ["Feldberg"] },
  { name: "Fronalp Orthopädie AG", role: "device", brands: ["Fronalp"] },
  { name: "Niesen Diagnostics AG", role: "device", brands: ["Niesen Test"] },
  { name: "Pizol Inkontinenz AG", role: "device", brands: ["Pizol Dry"] },
  { name: "Überlingen Medizin GmbH", role: "device", brands: ["Überlinger"] },
  { name: "9Tal Bio AG", role: "natural", brands: ["9Tal"] },
  { name: "Glarner Heilmittel AG", role: "natural", brands: ["Glarona"] },
  { name: "Schaffhauser Apothekenprodukte AG", role: "cosmetic", brands: ["Munot Care"] },
];

/** Brand colours for the generated packshots: dark enough for white type (contrast >= 4.5:1). */
export const BRAND_COLOURS = [
  "#0b7a53", "#1d4ed8", "#b91c1c", "#7c3aed", "#0e7490", "#c2410c", "#be185d", "#4d7c0f",
  "#1e3a8a", "#9a3412", "#065f46", "#6d28d9", "#a21caf", "#155e75", "#92400e", "#334155",
] as const;
