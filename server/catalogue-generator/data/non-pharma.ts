import type { Placement } from "./categories.ts";
import type { CompanyRole } from "./companies.ts";
import type { Shape } from "./forms.ts";

/** Everything that is not a licensed medicine: supplements, sport and baby nutrition, cosmetics, devices. */
export type NonPharmaKind = "supplement" | "sport" | "baby" | "cosmetic" | "device" | "care";
export type Diet = "VEGAN" | "VEGETARIAN" | "GLUTENFREE" | "LACTOSEFREE" | "SUGARFREE";
export const DIET_LABELS: Record<Diet, string> = {
  VEGAN: "vegan",
  VEGETARIAN: "vegetarisch",
  GLUTENFREE: "glutenfrei",
  LACTOSEFREE: "laktosefrei",
  SUGARFREE: "zuckerfrei",
};

export type NutritionTable = {
  referenceQuantity: number;
  referenceUnit: string;
  rows: readonly (readonly [nutrient: string, quantity: number, unit: string])[];
};

export type NonPharmaSeed = {
  kind: NonPharmaKind;
  role: CompanyRole;
  weight: number;
  name: string;
  variants: readonly string[];
  packs: readonly string[];
  shape: Shape;
  place: Placement;
  also?: Placement;
  /** Declared active ingredients with amounts per dose. */
  substances?: readonly (readonly [name: string, amount: string])[];
  nutrition?: NutritionTable;
  diets?: readonly Diet[];
  symptoms?: readonly string[];
  /** Price range of the smallest pack in CHF. */
  price: readonly [number, number];
  usage: string;
  characteristics: string;
  compositions: readonly string[];
};

const perDose = (unit: string, rows: NutritionTable["rows"]): NutritionTable => ({ referenceQuantity: 1, referenceUnit: unit, rows });
const per100g = (rows: NutritionTable["rows"]): NutritionTable => ({ referenceQuantity: 100, referenceUnit: "g", rows });

export const NON_PHARMA: readonly NonPharmaSeed[] = [
  // Vitamins and minerals
  { kind: "supplement", role: "nutrition", weight: 5, name: "Vitamin D3", variants: ["1000 I.E.", "2000 I.E.", "4000 I.E."], packs: ["60 Kapseln", "120 Kapseln"], shape: "bottle",
    place: ["VitaminsMinerals", 0], substances: [["Cholecalciferol", "25 µg"]], nutrition: perDose("Kapsel", [["Vitamin D", 25, "µg"]]), diets: ["GLUTENFREE", "LACTOSEFREE"],
    symptoms: ["Vitamin-D-Mangel", "Knochengesundheit"], price: [9.9, 29.9], usage: "Täglich 1 Kapsel mit etwas Flüssigkeit zu einer Mahlzeit einnehmen.",
    characteristics: "Vitamin D trägt zur Erhaltung normaler Knochen und zu einer normalen Funktion des Immunsystems bei.", compositions: ["Sonnenblumenöl", "Gelatine", "Cholecalciferol"] },
  { kind: "supplement", role: "nutrition", weight: 5, name: "Vitamin C", variants: ["500 mg", "1000 mg"], packs: ["20 Brausetabletten", "40 Brausetabletten"], shape: "box",
    place: ["VitaminsMinerals", 0], also: ["FluColds", 1], substances: [["Ascorbinsäure", "1000 mg"]], nutrition: perDose("Tablette", [["Vitamin C", 1000, "mg"], ["Energie", 8, "kcal"]]), diets: ["VEGAN", "SUGARFREE"],
    symptoms: ["Abwehrschwäche", "Erkältung"], price: [5.9, 18.9], usage: "Täglich 1 Brausetablette in einem Glas Wasser auflösen.",
    characteristics: "Vitamin C trägt zu einer normalen Funktion des Immunsystems und zur Verringerung von Müdigkeit bei.", compositions: ["Säuerungsmittel Citronensäure", "Natriumhydrogencarbonat", "Ascorbinsäure", "Aroma Orange", "Süssungsmittel Sucralose"] },
  { kind: "supplement", role: "nutrition", weight: 6, name: "Magnesium", variants: ["300 mg", "375 mg", "Direct 400 mg"], packs: ["20 Beutel", "30 Beutel", "60 Beutel"], shape: "pouch",
    place: ["VitaminsMinerals", 1], also: ["SportFitness", 2], substances: [["Magnesiumcitrat", "375 mg"]], nutrition: perDose("Beutel", [["Magnesium", 375, "mg"], ["Energie", 12, "kcal"], ["Kohlenhydrate", 2.1, "g"]]), diets: ["VEGAN", "GLUTENFREE", "LACTOSEFREE"],
    symptoms: ["Muskelkrämpfe", "Müdigkeit", "Wadenkrämpfe"], price: [8.9, 32.5], usage: "Täglich den Inhalt eines Beutels direkt auf die Zunge geben oder in Wasser auflösen.",
    characteristics: "Magnesium trägt zu einer normalen Muskelfunktion und zur Verringerung von Müdigkeit bei.", compositions: ["Magnesiumcitrat", "Maltodextrin", "Säuerungsmittel Citronensäure", "Aroma Zitrone"] },
  { kind: "supplement", role: "nutrition", weight: 3, name: "Zink", variants: ["15 mg", "25 mg"], packs: ["30 Tabletten", "100 Tabletten"], shape: "bottle",
    place: ["VitaminsMinerals", 1], substances: [["Zinkgluconat", "15 mg"]], nutrition: perDose("Tablette", [["Zink", 15, "mg"]]), diets: ["VEGAN", "GLUTENFREE"],
    symptoms: ["Abwehrschwäche", "Haarausfall"], price: [7.5, 24.9], usage: "Täglich 1 Tablette mit Flüssigkeit einnehmen.",
    characteristics: "Zink trägt zu einer normalen Funktion des Immunsystems und zur Erhaltung normaler Haut, Haare und Nägel bei.", compositions: ["Zinkgluconat", "Cellulose", "Trennmittel Magnesiumsalze der Speisefettsäuren"] },
  { kind: "supplement", role: "nutrition", weight: 3, name: "Eisen + Vitamin C", variants: ["14 mg", "20 mg"], packs: ["30 Kapseln", "90 Kapseln"], shape: "bottle",
    place: ["VitaminsMinerals", 1], also: ["WomensHealth", 0], substances: [["Eisenbisglycinat", "14 mg"], ["Ascorbinsäure", "40 mg"]], nutrition: perDose("Kapsel", [["Eisen", 14, "mg"], ["Vitamin C", 40, "mg"]]), diets: ["VEGAN"],
    symptoms: ["Eisenmangel", "Müdigkeit"], price: [12.9, 34.9], usage: "Täglich 1 Kapsel vor dem Frühstück einnehmen.",
    characteristics: "Eisen trägt zur normalen Bildung von roten Blutkörperchen und zur Verringerung von Müdigkeit bei.", compositions: ["Eisenbisglycinat", "Ascorbinsäure", "Kapselhülle Hydroxypropylmethylcellulose"] },
  { kind: "supplement", role: "nutrition", weight: 4, name: "Multivitamin", variants: ["A-Z", "Senior 50+", "Junior", "Immun"], packs: ["30 Tabletten", "100 Tabletten"], shape: "bottle",
    place: ["VitaminsMinerals", 2], substances: [["Vitamin-Mineralstoff-Kombination", "1 Tablette"]],
    nutrition: perDose("Tablette", [["Vitamin A", 800, "µg"], ["Vitamin C", 80, "mg"], ["Vitamin D", 5, "µg"], ["Vitamin E", 12, "mg"], ["Vitamin B6", 1.4, "mg"], ["Vitamin B12", 2.5, "µg"], ["Folsäure", 200, "µg"], ["Zink", 10, "mg"], ["Magnesium", 100, "mg"]]),
    diets: ["GLUTENFREE"], symptoms: ["Müdigkeit", "Abwehrschwäche"], price: [14.9, 49.9], usage: "Täglich 1 Tablette zum Frühstück einnehmen.",
    characteristics: "Mit 13 Vitaminen und 10 Mineralstoffen für die tägliche Versorgung.", compositions: ["Calciumcarbonat", "Magnesiumoxid", "Ascorbinsäure", "Cellulose", "Vitaminmischung"] },
  { kind: "supplement", role: "nutrition", weight: 3, name: "Omega-3", variants: ["1000 mg", "Forte", "Vegan Algenöl"], packs: ["60 Kapseln", "120 Kapseln"], shape: "bottle",
    place: ["Nutrition", 0], also: ["HeartCirculation", 1], substances: [["Omega-3-Fettsäuren (EPA/DHA)", "1000 mg"]], nutrition: perDose("Kapsel", [["EPA", 330, "mg"], ["DHA", 220, "mg"], ["Energie", 10, "kcal"]]), diets: ["GLUTENFREE", "LACTOSEFREE"],
    price: [15.9, 44.9], usage: "Täglich 2 Kapseln zu einer Mahlzeit einnehmen.",
    characteristics: "EPA und DHA tragen zu einer normalen Herzfunktion bei.", compositions: ["Fischöl", "Gelatine", "Glycerin", "Antioxidationsmittel Tocopherole"] },
  { kind: "supplement", role: "nutrition", weight: 2, name: "Folsäure", variants: ["400 µg", "800 µg"], packs: ["30 Tabletten", "90 Tabletten"], shape: "box",
    place: ["WomensHealth", 0], also: ["VitaminsMinerals", 0], substances: [["Folsäure", "400 µg"]], nutrition: perDose("Tablette", [["Folsäure", 400, "µg"], ["Vitamin B12", 2.5, "µg"]]), diets: ["VEGAN"],
    symptoms: ["Kinderwunsch", "Schwangerschaft"], price: [9.9, 26.9], usage: "Täglich 1 Tablette, idealerweise ab Kinderwunsch bis zum Ende des ersten Schwangerschaftsdrittels.",
    characteristics: "Eine zusätzliche Aufnahme von Folsäure erhöht bei Schwangeren den Folatspiegel.", compositions: ["Cellulose", "Folsäure", "Cyanocobalamin"] },
  { kind: "supplement", role: "nutrition", weight: 2, name: "Probiotikum", variants: ["Darmflora", "Reise", "Kids"], packs: ["10 Kapseln", "30 Kapseln"], shape: "box",
    place: ["Nutrition", 0], also: ["Digestion", 1], substances: [["Lactobacillus rhamnosus", "10 Mrd. KBE"]], nutrition: perDose("Kapsel", [["Milchsäurebakterien", 10, "Mrd. KBE"]]), diets: ["VEGETARIAN", "GLUTENFREE"],
    symptoms: ["Durchfall", "Blähungen", "Reisedurchfall"], price: [16.9, 39.9], usage: "Täglich 1 Kapsel vor einer Mahlzeit einnehmen.",
    characteristics: "Mit ausgewählten Milchsäurebakterien für die Darmflora.", compositions: ["Maltodextrin", "Lactobacillus rhamnosus", "Kapselhülle Hydroxypropylmethylcellulose"] },
  { kind: "supplement", role: "nutrition", weight: 2, name: "Kollagen Beauty", variants: ["Drink", "Pulver"], packs: ["10 Ampullen", "30 Beutel"], shape: "pouch",
    place: ["Nutrition", 0], also: ["SkinCare", 0], substances: [["Kollagenhydrolysat", "2.5 g"]], nutrition: perDose("Portion", [["Energie", 38, "kcal"], ["Eiweiss", 9.2, "g"], ["Vitamin C", 80, "mg"]]), diets: ["LACTOSEFREE"],
    price: [29.9, 79.9], usage: "Täglich 1 Portion in Wasser oder Saft einnehmen.",
    characteristics: "Vitamin C trägt zu einer normalen Kollagenbildung für eine normale Funktion der Haut bei.", compositions: ["Kollagenhydrolysat", "Ascorbinsäure", "Hyaluronsäure", "Aroma"] },
  { kind: "supplement", role: "nutrition", weight: 2, name: "Abnehm-Shake", variants: ["Vanille", "Schokolade", "Erdbeere"], packs: ["500 g"], shape: "tub",
    place: ["Nutrition", 1], nutrition: per100g([["Energie", 359, "kcal"], ["Fett", 4.9, "g"], ["Kohlenhydrate", 30, "g"], ["Zucker", 26, "g"], ["Eiweiss", 45, "g"], ["Salz", 1.2, "g"]]), diets: ["GLUTENFREE"],
    symptoms: ["Übergewicht"], price: [24.9, 44.9], usage: "2 Mahlzeiten am Tag durch einen Shake aus 50 g Pulver und 300 ml fettarmer Milch ersetzen.",
    characteristics: "Mahlzeitersatz für eine gewichtskontrollierende Ernährung.", compositions: ["Milcheiweiss", "Fruktose", "Inulin", "Vitaminmischung", "Aroma"] },
  // Sport
  { kind: "sport", role: "sport", weight: 3, name: "Whey Protein", variants: ["Vanille", "Schokolade", "Erdbeere", "Neutral"], packs: ["500 g", "1 kg"], shape: "tub",
    place: ["SportFitness", 0], also: ["Nutrition", 2], nutrition: per100g([["Energie", 381, "kcal"], ["Fett", 5.8, "g"], ["davon gesättigte Fettsäuren", 3.2, "g"], ["Kohlenhydrate", 7.2, "g"], ["Zucker", 5.9, "g"], ["Eiweiss", 75, "g"], ["Salz", 0.4, "g"]]),
    diets: ["GLUTENFREE", "VEGETARIAN"], price: [29.9, 69.9], usage: "30 g Pulver in 300 ml Wasser oder Milch einrühren, idealerweise nach dem Training.",
    characteristics: "Eiweiss trägt zu einer Zunahme und zum Erhalt von Muskelmasse bei.", compositions: ["Molkenproteinkonzentrat", "Aroma", "Emulgator Lecithine", "Süssungsmittel Sucralose"] },
  { kind: "sport", role: "sport", weight: 2, name: "Protein Riegel", variants: ["Cookie", "Erdnuss", "Schokolade-Kokos"], packs: ["1 Stk", "12 Stk"], shape: "pouch",
    place: ["SportFitness", 0], nutrition: per100g([["Energie", 362, "kcal"], ["Fett", 11, "g"], ["Kohlenhydrate", 30, "g"], ["Zucker", 2.4, "g"], ["Eiweiss", 33, "g"], ["Salz", 0.5, "g"]]),
    diets: ["VEGETARIAN"], price: [2.5, 4.9], usage: "Als Zwischenmahlzeit vor oder nach dem Training geniessen.",
    characteristics: "Mit 20 g Eiweiss pro Riegel und wenig Zucker.", compositions: ["Milcheiweiss", "Feuchthaltemittel Maltit", "Kakaobutter", "Erdnüsse", "Aroma"] },
  { kind: "sport", role: "sport", weight: 2, name: "Isotonic Drink", variants: ["Zitrone", "Orange", "Beere"], packs: ["500 g", "1 kg"], shape: "tub",
    place: ["SportFitness", 1], nutrition: per100g([["Energie", 380, "kcal"], ["Kohlenhydrate", 94, "g"], ["Zucker", 38, "g"], ["Natrium", 1.2, "g"], ["Magnesium", 150, "mg"]]),
    diets: ["VEGAN", "GLUTENFREE"], price: [14.9, 29.9], usage: "40 g in 500 ml Wasser auflösen und während der Belastung trinken.",
    characteristics: "Kohlenhydrat-Elektrolyt-Lösung zur Aufrechterhaltung der Ausdauerleistung.", compositions: ["Maltodextrin", "Dextrose", "Natriumcitrat", "Magnesiumcarbonat", "Aroma"] },
  { kind: "sport", role: "sport", weight: 1.5, name: "Kreatin Monohydrat", variants: ["Pulver", "Kapseln"], packs: ["300 g", "500 g"], shape: "tub",
    place: ["SportFitness", 1], substances: [["Kreatin-Monohydrat", "3 g"]], nutrition: perDose("Portion", [["Kreatin", 3, "g"]]),
    diets: ["VEGAN", "GLUTENFREE"], price: [19.9, 39.9], usage: "Täglich 3 g in Wasser oder Saft einnehmen.",
    characteristics: "Kreatin erhöht die körperliche Leistung bei kurzzeitigen intensiven Belastungen.", compositions: ["Kreatin-Monohydrat"] },
  { kind: "sport", role: "sport", weight: 1.5, name: "BCAA Recovery", variants: ["2:1:1", "Zitrone"], packs: ["120 Kapseln", "400 g"], shape: "tub",
    place: ["SportFitness", 2], substances: [["L-Leucin", "2.5 g"], ["L-Isoleucin", "1.25 g"], ["L-Valin", "1.25 g"]], nutrition: perDose("Portion", [["L-Leucin", 2.5, "g"], ["L-Isoleucin", 1.25, "g"], ["L-Valin", 1.25, "g"]]),
    diets: ["VEGAN"], price: [24.9, 44.9], usage: "Vor und nach dem Training 1 Portion einnehmen.",
    characteristics: "Verzweigtkettige Aminosäuren für die Regeneration.", compositions: ["L-Leucin", "L-Isoleucin", "L-Valin", "Aroma"] },
  // Baby
  { kind: "baby", role: "baby", weight: 2, name: "Säuglingsmilch", variants: ["Anfangsmilch 1", "Folgemilch 2", "Kindermilch 3"], packs: ["800 g"], shape: "tub",
    place: ["BabyChild", 0], nutrition: per100g([["Energie", 503, "kcal"], ["Fett", 26, "g"], ["Kohlenhydrate", 56, "g"], ["Eiweiss", 9.6, "g"], ["Calcium", 350, "mg"], ["Vitamin D", 9, "µg"]]),
    price: [19.9, 34.9], usage: "Nach Dosiertabelle frisch zubereiten; abgekochtes, auf 40 °C abgekühltes Wasser verwenden.",
    characteristics: "Stillen ist die beste Ernährung für Ihr Kind. Säuglingsnahrung nur auf Rat von Fachpersonen verwenden.", compositions: ["Magermilch", "Pflanzliche Öle", "Laktose", "Galacto-Oligosaccharide", "Vitamine", "Mineralstoffe"] },
  { kind: "baby", role: "baby", weight: 1.5, name: "Getreidebrei", variants: ["Hafer", "Dinkel-Apfel", "Reis"], packs: ["250 g", "450 g"], shape: "box",
    place: ["BabyChild", 0], nutrition: per100g([["Energie", 380, "kcal"], ["Fett", 2, "g"], ["Kohlenhydrate", 76, "g"], ["Ballaststoffe", 7, "g"], ["Eiweiss", 11, "g"]]),
    diets: ["VEGAN"], price: [4.5, 9.9], usage: "Ab dem 6. Monat: 30 g Brei mit 150 ml warmer Milch anrühren.",
    characteristics: "Ohne Zuckerzusatz, aus biologischem Anbau.", compositions: ["Vollkornhafermehl", "Reismehl", "Vitamin B1"] },
  { kind: "baby", role: "baby", weight: 2, name: "Wundschutzcreme", variants: ["Zink", "Sensitiv"], packs: ["75 ml", "150 ml"], shape: "tube",
    place: ["BabyChild", 1], symptoms: ["Windeldermatitis", "Wunde Haut"], price: [6.5, 14.9], usage: "Bei jedem Windelwechsel auf die gereinigte Haut auftragen.",
    characteristics: "Schützt zarte Babyhaut vor Nässe und Reizungen. Parfümfrei.", compositions: ["Aqua", "Zinc Oxide", "Paraffinum Liquidum", "Lanolin", "Panthenol"] },
  { kind: "baby", role: "baby", weight: 1.5, name: "Baby Pflegeöl", variants: ["Mandel", "Calendula"], packs: ["100 ml", "200 ml"], shape: "bottle",
    place: ["BabyChild", 1], price: [7.9, 16.9], usage: "Nach dem Baden sanft in die Haut einmassieren.",
    characteristics: "Pflegt trockene Babyhaut, dermatologisch getestet.", compositions: ["Prunus Amygdalus Dulcis Oil", "Calendula Officinalis Flower Extract", "Tocopherol"] },
  // Cosmetics
  { kind: "cosmetic", role: "cosmetic", weight: 3, name: "Feuchtigkeitscreme", variants: ["Tagespflege LSF 15", "Nachtpflege", "Sensitive", "Hyaluron"], packs: ["50 ml"], shape: "tub",
    place: ["SkinCare", 0], symptoms: ["Trockene Haut"], price: [14.9, 49.9], usage: "Morgens und/oder abends auf das gereinigte Gesicht auftragen.",
    characteristics: "Spendet 24 Stunden Feuchtigkeit, ohne Parfüm, für empfindliche Haut.", compositions: ["Aqua", "Glycerin", "Sodium Hyaluronate", "Butyrospermum Parkii Butter", "Tocopherol"] },
  { kind: "cosmetic", role: "cosmetic", weight: 3, name: "Urea Körperlotion", variants: ["5 %", "10 %"], packs: ["200 ml", "400 ml"], shape: "bottle",
    place: ["SkinCare", 1], symptoms: ["Trockene Haut", "Juckreiz"], price: [9.9, 29.9], usage: "Täglich nach dem Duschen auf die Haut auftragen.",
    characteristics: "Mit Urea für sehr trockene, raue und schuppige Haut.", compositions: ["Aqua", "Urea", "Glycerin", "Cetearyl Alcohol", "Lactic Acid"] },
  { kind: "cosmetic", role: "cosmetic", weight: 2, name: "Handcreme", variants: ["Intensiv", "Repair", "Mandelblüte"], packs: ["50 ml", "100 ml"], shape: "tube",
    place: ["SkinCare", 1], symptoms: ["Trockene Haut", "Rissige Hände"], price: [4.9, 14.9], usage: "Mehrmals täglich auf die Hände auftragen.",
    characteristics: "Zieht schnell ein und hinterlässt keinen Fettfilm.", compositions: ["Aqua", "Glycerin", "Allantoin", "Panthenol", "Parfum"] },
  { kind: "cosmetic", role: "cosmetic", weight: 3, name: "Sonnenspray", variants: ["LSF 30", "LSF 50+", "Kids LSF 50+"], packs: ["150 ml", "200 ml"], shape: "spray",
    place: ["SunProtection", 0], symptoms: ["Sonnenbrand"], price: [12.9, 34.9], usage: "Vor dem Sonnenbad grosszügig auftragen und regelmässig erneuern.",
    characteristics: "Sehr hoher UVA- und UVB-Schutz, wasserfest.", compositions: ["Aqua", "Homosalate", "Octocrylene", "Butyl Methoxydibenzoylmethane", "Glycerin"] },
  { kind: "cosmetic", role: "cosmetic", weight: 1.5, name: "After Sun Gel", variants: ["Aloe Vera", "Kühlend"], packs: ["150 ml", "200 ml"], shape: "tube",
    place: ["SunProtection", 1], symptoms: ["Sonnenbrand"], price: [8.9, 19.9], usage: "Nach dem Sonnenbad auf die Haut auftragen.",
    characteristics: "Kühlt und beruhigt sonnengestresste Haut.", compositions: ["Aloe Barbadensis Leaf Juice", "Aqua", "Glycerin", "Panthenol", "Menthol"] },
  { kind: "cosmetic", role: "cosmetic", weight: 2, name: "Shampoo", variants: ["Anti-Schuppen", "Sensitiv", "Kräftigend"], packs: ["200 ml", "400 ml"], shape: "bottle",
    place: ["HairCare", 0], symptoms: ["Schuppen", "Juckende Kopfhaut"], price: [6.9, 19.9], usage: "Auf das nasse Haar auftragen, einmassieren und ausspülen.",
    characteristics: "Mild reinigend, pH-hautneutral.", compositions: ["Aqua", "Sodium Laureth Sulfate", "Cocamidopropyl Betaine", "Piroctone Olamine", "Parfum"] },
  { kind: "cosmetic", role: "cosmetic", weight: 2, name: "Zahnpasta", variants: ["Sensitiv", "Fluorid", "Whitening", "Zahnfleisch"], packs: ["75 ml", "2 x 75 ml"], shape: "tube",
    place: ["OralCare", 0], symptoms: ["Empfindliche Zähne", "Zahnfleischbluten"], price: [3.5, 12.9], usage: "2- bis 3-mal täglich die Zähne putzen.",
    characteristics: "Mit 1450 ppm Fluorid für den Kariesschutz.", compositions: ["Aqua", "Hydrated Silica", "Sorbitol", "Sodium Fluoride", "Aroma"] },
  { kind: "cosmetic", role: "cosmetic", weight: 1.5, name: "Mundspülung", variants: ["Chlorhexidin 0.1 %", "Frische Minze"], packs: ["300 ml", "500 ml"], shape: "bottle",
    place: ["OralCare", 1], symptoms: ["Zahnfleischentzündung", "Mundgeruch"], price: [5.9, 16.9], usage: "2-mal täglich 20 ml 30 Sekunden im Mund spülen.",
    characteristics: "Reduziert Plaque und schützt das Zahnfleisch.", compositions: ["Aqua", "Glycerin", "Chlorhexidine Digluconate", "Aroma"] },
  { kind: "cosmetic", role: "cosmetic", weight: 1.5, name: "Intimwaschlotion", variants: ["pH 3.5", "Sensitiv"], packs: ["200 ml"], shape: "bottle",
    place: ["WomensHealth", 2], price: [6.9, 14.9], usage: "Täglich zur äusserlichen Intimpflege verwenden.",
    characteristics: "Mit Milchsäure, seifenfrei.", compositions: ["Aqua", "Lactic Acid", "Coco-Glucoside", "Glycerin"] },
  { kind: "cosmetic", role: "cosmetic", weight: 1, name: "Augenpflege Tropfen", variants: ["Hyaluron 0.2 %", "Hyaluron 0.3 %"], packs: ["10 ml", "20 x 0.5 ml"], shape: "bottle",
    place: ["EyesEars", 0], symptoms: ["Trockene Augen", "Müde Augen"], price: [9.9, 24.9], usage: "Mehrmals täglich 1 Tropfen in jedes Auge geben.",
    characteristics: "Befeuchtet trockene Augen, ohne Konservierungsmittel, für Kontaktlinsenträger geeignet.", compositions: ["Natriumhyaluronat", "Natriumchlorid", "Wasser für Injektionszwecke"] },
  { kind: "cosmetic", role: "cosmetic", weight: 1, name: "Ohrenspray", variants: ["Hygiene", "Kinder"], packs: ["50 ml"], shape: "spray",
    place: ["EyesEars", 1], symptoms: ["Ohrenschmalz"], price: [8.9, 16.9], usage: "2- bis 3-mal pro Woche in den Gehörgang sprühen.",
    characteristics: "Löst Ohrenschmalz sanft, auf Meerwasserbasis.", compositions: ["Meerwasser", "Aqua"] },
  // Devices, first aid, incontinence
  { kind: "device", role: "device", weight: 1.5, name: "Blutdruckmessgerät", variants: ["Oberarm", "Handgelenk", "Oberarm Bluetooth"], packs: ["1 Stk"], shape: "box",
    place: ["MedicalDevices", 0], also: ["HeartCirculation", 0], symptoms: ["Bluthochdruck"], price: [39.9, 149], usage: "In Ruhe und sitzend messen; die Manschette auf Herzhöhe anlegen.",
    characteristics: "Klinisch validiert, mit Speicher für 2 x 60 Messungen und Arrhythmie-Erkennung.", compositions: ["Messgerät", "Manschette 22–42 cm", "4 Batterien AA", "Aufbewahrungstasche"] },
  { kind: "device", role: "device", weight: 1.5, name: "Fieberthermometer", variants: ["digital", "Infrarot Ohr", "Infrarot Stirn"], packs: ["1 Stk"], shape: "box",
    place: ["MedicalDevices", 1], also: ["PainFever", 2], symptoms: ["Fieber"], price: [9.9, 69.9], usage: "Gemäss Gebrauchsanweisung messen; Messspitze nach Gebrauch desinfizieren.",
    characteristics: "Messergebnis in wenigen Sekunden, Fieberalarm, wasserdicht.", compositions: ["Thermometer", "Schutzhülle", "Batterie"] },
  { kind: "device", role: "device", weight: 1, name: "Inhalationsgerät", variants: ["Kompressor", "Mesh"], packs: ["1 Stk"], shape: "box",
    place: ["MedicalDevices", 2], also: ["FluColds", 0], symptoms: ["Husten", "Asthma", "Bronchitis"], price: [49.9, 189], usage: "Die Lösung in den Vernebler füllen und ruhig einatmen.",
    characteristics: "Für Erwachsene und Kinder, mit Mundstück und zwei Masken.", compositions: ["Gerät", "Vernebler", "Mundstück", "Masken", "Luftschlauch"] },
  { kind: "device", role: "device", weight: 1.5, name: "Blutzucker Teststreifen", variants: ["Standard", "Plus"], packs: ["50 Stk", "100 Stk"], shape: "box",
    place: ["Diabetes", 1], symptoms: ["Diabetes"], price: [24.9, 69.9], usage: "Teststreifen in das Messgerät stecken und einen Blutstropfen auftragen.",
    characteristics: "Messung in 5 Sekunden mit 0.6 µl Blut.", compositions: ["Teststreifen", "Kontrolllösung"] },
  { kind: "device", role: "device", weight: 1, name: "Blutzuckermessgerät", variants: ["Set", "Kompakt"], packs: ["1 Set"], shape: "box",
    place: ["Diabetes", 1], also: ["MedicalDevices", 3], symptoms: ["Diabetes"], price: [29.9, 79.9], usage: "Gemäss Gebrauchsanweisung verwenden.",
    characteristics: "Mit Stechhilfe, 10 Lanzetten und 10 Teststreifen.", compositions: ["Messgerät", "Stechhilfe", "Lanzetten", "Teststreifen", "Etui"] },
  { kind: "device", role: "device", weight: 2, name: "Pflaster", variants: ["Sortiment", "Wasserfest", "Sensitiv", "Blasenpflaster"], packs: ["20 Stk", "40 Stk"], shape: "box",
    place: ["FirstAid", 0], symptoms: ["Schürfwunden", "Blasen"], price: [3.9, 12.9], usage: "Auf die saubere, trockene Haut kleben.",
    characteristics: "Hautfreundlich, atmungsaktiv und gut haftend.", compositions: ["Polyurethan", "Wundkissen", "Acrylatkleber"] },
  { kind: "device", role: "device", weight: 1.5, name: "Wundverband steril", variants: ["5 x 7.2 cm", "10 x 8 cm"], packs: ["5 Stk", "10 Stk"], shape: "box",
    place: ["FirstAid", 1], symptoms: ["Wunden"], price: [5.9, 15.9], usage: "Steril auf die Wunde legen, täglich wechseln.",
    characteristics: "Nicht verklebend, saugstark.", compositions: ["Wundauflage", "Vlies"] },
  { kind: "device", role: "device", weight: 1.5, name: "Händedesinfektion", variants: ["Gel", "Lösung"], packs: ["100 ml", "500 ml"], shape: "bottle",
    place: ["FirstAid", 2], price: [4.9, 14.9], usage: "3 ml in die trockenen Hände einreiben, bis sie trocken sind.",
    characteristics: "Bakterizid, levurozid und begrenzt viruzid.", compositions: ["Ethanol 70 %", "Aqua", "Glycerin"] },
  { kind: "device", role: "device", weight: 1, name: "Kältekompresse", variants: ["Mehrweg", "Sofort"], packs: ["1 Stk", "2 Stk"], shape: "pouch",
    place: ["FirstAid", 1], symptoms: ["Prellungen", "Schwellungen"], price: [4.9, 12.9], usage: "Im Tiefkühler kühlen und in ein Tuch gewickelt auflegen.",
    characteristics: "Bleibt auch gekühlt flexibel.", compositions: ["Gel", "PVC-Hülle"] },
  { kind: "device", role: "device", weight: 1, name: "Schnelltest", variants: ["Schwangerschaft", "Ovulation", "Harnwegsinfekt"], packs: ["1 Stk", "2 Stk"], shape: "box",
    place: ["MedicalDevices", 3], also: ["WomensHealth", 0], price: [9.9, 24.9], usage: "Gemäss Gebrauchsanweisung mit Morgenurin durchführen.",
    characteristics: "Zuverlässig über 99 %, Ergebnis nach 3 Minuten.", compositions: ["Testkassette", "Gebrauchsanweisung"] },
  { kind: "device", role: "device", weight: 1, name: "Kompressionsstrümpfe", variants: ["Klasse I", "Reise"], packs: ["1 Paar"], shape: "box",
    place: ["HeartCirculation", 2], symptoms: ["Schwere Beine", "Krampfadern"], price: [29.9, 89.9], usage: "Morgens vor dem Aufstehen anziehen.",
    characteristics: "Medizinische Kompression zur Entlastung der Venen.", compositions: ["Polyamid", "Elastan", "Baumwolle"] },
  { kind: "device", role: "device", weight: 1.5, name: "Inkontinenz Einlagen", variants: ["Normal", "Extra", "Super"], packs: ["12 Stk", "28 Stk"], shape: "pouch",
    place: ["Incontinence", 0], symptoms: ["Blasenschwäche"], price: [6.9, 19.9], usage: "In die Unterwäsche einlegen.",
    characteristics: "Geruchsneutralisierend, diskret und hautfreundlich.", compositions: ["Zellstoff", "Superabsorber", "Vlies"] },
  { kind: "device", role: "device", weight: 1, name: "Inkontinenz Pants", variants: ["M", "L", "XL"], packs: ["10 Stk", "14 Stk"], shape: "pouch",
    place: ["Incontinence", 1], symptoms: ["Blasenschwäche"], price: [14.9, 29.9], usage: "Wie normale Unterwäsche tragen.",
    characteristics: "Diskret unter der Kleidung, hoher Tragekomfort.", compositions: ["Zellstoff", "Superabsorber", "Elastan"] },
  { kind: "device", role: "device", weight: 1, name: "Nasenspülung", variants: ["Set", "Salz Nachfüllpack"], packs: ["1 Set", "30 Btl"], shape: "box",
    place: ["FluColds", 1], also: ["Allergy", 0], symptoms: ["Schnupfen", "Heuschnupfen"], price: [9.9, 24.9], usage: "Täglich 1- bis 2-mal die Nase mit der Salzlösung spülen.",
    characteristics: "Isotonische Salzlösung ohne Zusätze.", compositions: ["Natriumchlorid", "Natriumhydrogencarbonat"] },
];
