import type { Placement } from "./categories.ts";
import type { FormName } from "./forms.ts";

/**
 * Active substances (real INN names, German spelling) with their usual strengths and forms. Each one is
 * a level-1 generic group (its ATC code); strength and form refine it to levels 2 and 3. The original is
 * sold under an invented brand by an originator company; generic makers sell the same presentations.
 */
export type Regulation = "Rx" | "CC" | "OK";
export type MedicineSeed = {
  substance: string;
  atc: string;
  reg: Regulation;
  /** Relative share of the catalogue's medicines. */
  weight: number;
  presentations: readonly (readonly [strength: string, form: FormName])[];
  symptoms: readonly string[];
  place: Placement;
  also?: Placement;
  /** Invented brand of the original and the index of its maker among the originator companies. */
  brand: string;
  maker: number;
  /** "zur Behandlung von …": completes the sentence "{Name} wird angewendet …". */
  indication: string;
  sideEffects: string;
};

const m = (
  substance: string, atc: string, reg: Regulation, weight: number,
  presentations: MedicineSeed["presentations"], symptoms: string[], place: Placement,
  brand: string, maker: number, indication: string, sideEffects: string, also?: Placement,
): MedicineSeed => ({ substance, atc, reg, weight, presentations, symptoms, place, brand, maker, indication, sideEffects, also });

const GI = "Magen-Darm-Beschwerden wie Übelkeit, Bauchschmerzen oder Durchfall";
const HEAD = "Kopfschmerzen, Schwindel und Müdigkeit";

export const MEDICINES: readonly MedicineSeed[] = [
  // Pain and fever
  m("Ibuprofen", "M01AE01", "OK", 9, [["200 mg", "Filmtabletten"], ["400 mg", "Filmtabletten"], ["400 mg", "Brausetabletten"], ["20 mg/ml", "Sirup"], ["5 %", "Gel"]],
    ["Kopfschmerzen", "Zahnschmerzen", "Regelschmerzen", "Fieber", "Rückenschmerzen"], ["PainFever", 0], "Dolorin", 0,
    "zur kurzfristigen Behandlung von leichten bis mässig starken Schmerzen wie Kopf-, Zahn- und Regelschmerzen sowie bei Fieber", GI, ["FluColds", 2]),
  m("Ibuprofen", "M01AE01", "Rx", 2, [["600 mg", "Filmtabletten"], ["800 mg", "Retardtabletten"]], ["Gelenkschmerzen", "Rückenschmerzen"], ["PainFever", 1], "Dolorin", 0,
    "bei entzündlichen und degenerativen Gelenkerkrankungen sowie bei starken Schmerzen", GI),
  m("Paracetamol", "N02BE01", "OK", 9, [["500 mg", "Tabletten"], ["1000 mg", "Brausetabletten"], ["500 mg", "Brausetabletten"], ["125 mg", "Zäpfchen"], ["30 mg/ml", "Sirup"]],
    ["Kopfschmerzen", "Fieber", "Gliederschmerzen", "Zahnschmerzen"], ["PainFever", 2], "Febralin", 1,
    "zur Linderung von leichten bis mässig starken Schmerzen und zur Senkung von Fieber", "sehr selten Hautausschläge oder Veränderungen des Blutbildes", ["BabyChild", 2]),
  m("Acetylsalicylsäure", "N02BA01", "OK", 4, [["500 mg", "Tabletten"], ["500 mg", "Brausetabletten"], ["100 mg", "Tabletten"]],
    ["Kopfschmerzen", "Fieber", "Gliederschmerzen"], ["PainFever", 0], "Salidol", 2,
    "bei Kopfschmerzen, Zahnschmerzen, Fieber und Erkältungsbeschwerden", "Magenbeschwerden und eine erhöhte Blutungsneigung"),
  m("Diclofenac", "M01AB05", "OK", 5, [["1 %", "Gel"], ["2 %", "Gel"], ["12.5 mg", "Filmtabletten"]],
    ["Gelenkschmerzen", "Muskelschmerzen", "Rückenschmerzen", "Prellungen"], ["PainFever", 1], "Articlar", 3,
    "zur äusserlichen Behandlung von Schmerzen, Entzündungen und Schwellungen bei Verstauchungen, Prellungen und Gelenkbeschwerden", "Hautrötungen und Juckreiz an der Auftragsstelle"),
  m("Diclofenac", "M01AB05", "Rx", 2, [["50 mg", "Filmtabletten"], ["75 mg", "Retardtabletten"]], ["Gelenkschmerzen", "Rückenschmerzen"], ["PainFever", 1], "Articlar", 3,
    "bei entzündlichen rheumatischen Erkrankungen und starken Schmerzen", GI),
  m("Naproxen", "M01AE02", "CC", 2, [["250 mg", "Filmtabletten"], ["550 mg", "Filmtabletten"]], ["Regelschmerzen", "Kopfschmerzen", "Gelenkschmerzen"], ["PainFever", 0], "Naprodol", 4,
    "bei Regelschmerzen, Kopfschmerzen und Schmerzen nach Verletzungen", GI, ["WomensHealth", 2]),
  m("Mefenaminsäure", "M01AG01", "Rx", 1.5, [["500 mg", "Filmtabletten"], ["250 mg", "Kapseln"]], ["Regelschmerzen", "Zahnschmerzen"], ["PainFever", 0], "Mefalgin", 4,
    "bei Schmerzen nach Operationen, Regelschmerzen und entzündlichen Erkrankungen", GI),
  m("Metamizol", "N02BB02", "Rx", 2, [["500 mg", "Tabletten"], ["500 mg/ml", "Tropfen"]], ["Fieber", "Koliken"], ["PainFever", 2], "Novamin", 5,
    "bei starken Schmerzen und hohem Fieber, wenn andere Mittel nicht wirken", "Blutdruckabfall und sehr selten Veränderungen des Blutbildes"),
  m("Tramadol", "N02AX02", "Rx", 1.5, [["50 mg", "Kapseln"], ["100 mg", "Retardtabletten"], ["100 mg/ml", "Tropfen"]], ["Rückenschmerzen", "Gelenkschmerzen"], ["PainFever", 1], "Tramalin", 6,
    "bei mässig starken bis starken Schmerzen", "Übelkeit, Schwindel, Müdigkeit und Verstopfung"),
  // Colds and flu
  m("Xylometazolin", "R01AA07", "OK", 5, [["0.05 %", "Nasenspray"], ["0.1 %", "Nasenspray"]], ["Schnupfen", "Verstopfte Nase", "Nasennebenhöhlenentzündung"], ["FluColds", 1], "Nasaclear", 7,
    "zur Abschwellung der Nasenschleimhaut bei Schnupfen", "Brennen oder Trockenheit der Nasenschleimhaut"),
  m("Oxymetazolin", "R01AA05", "OK", 2, [["0.05 %", "Nasenspray"], ["0.025 %", "Nasenspray"]], ["Schnupfen", "Verstopfte Nase"], ["FluColds", 1], "Rhinofree", 8,
    "bei Schnupfen und zur Erleichterung der Nasenatmung", "Niesen und Trockenheit der Nasenschleimhaut"),
  m("Acetylcystein", "R05CB01", "OK", 4, [["200 mg", "Brausetabletten"], ["600 mg", "Brausetabletten"], ["200 mg", "Granulat"]], ["Husten", "Verschleimung", "Bronchitis"], ["FluColds", 0], "Mucosolv", 9,
    "zur Lösung von zähem Schleim bei Erkältungshusten und Bronchitis", "gelegentlich Sodbrennen, Übelkeit oder Durchfall"),
  m("Ambroxol", "R05CB06", "OK", 3, [["30 mg", "Tabletten"], ["15 mg/5 ml", "Sirup"], ["20 mg", "Lutschtabletten"]], ["Husten", "Verschleimung", "Halsschmerzen"], ["FluColds", 0], "Bronchalin", 0,
    "zur Schleimlösung bei akuten und chronischen Atemwegserkrankungen", "Geschmacksstörungen und leichte Übelkeit"),
  m("Dextromethorphan", "R05DA09", "CC", 2.5, [["15 mg/5 ml", "Sirup"], ["10 mg", "Lutschtabletten"]], ["Reizhusten", "Husten"], ["FluColds", 0], "Tussidex", 1,
    "zur Linderung von trockenem Reizhusten", "Müdigkeit, Schwindel und Übelkeit"),
  m("Flurbiprofen", "R02AX01", "OK", 2, [["8.75 mg", "Lutschtabletten"]], ["Halsschmerzen", "Schluckbeschwerden"], ["FluColds", 2], "Pharyngol", 2,
    "zur kurzzeitigen Linderung von Halsschmerzen bei Erwachsenen", "Brennen im Mund und Geschmacksveränderungen"),
  // Allergy
  m("Cetirizin", "R06AE07", "OK", 4, [["10 mg", "Filmtabletten"], ["10 mg/ml", "Tropfen"]], ["Heuschnupfen", "Juckreiz", "Nesselsucht", "Allergie"], ["Allergy", 0], "Allergex", 3,
    "zur Linderung der Beschwerden bei Heuschnupfen, ganzjährigem allergischem Schnupfen und Nesselsucht", "Müdigkeit, Mundtrockenheit und Kopfschmerzen"),
  m("Loratadin", "R06AX13", "OK", 2, [["10 mg", "Tabletten"]], ["Heuschnupfen", "Allergie"], ["Allergy", 0], "Loralerg", 4,
    "bei Heuschnupfen und chronischer Nesselsucht", "Kopfschmerzen und Müdigkeit"),
  m("Levocetirizin", "R06AE09", "CC", 2, [["5 mg", "Filmtabletten"]], ["Heuschnupfen", "Allergie", "Juckreiz"], ["Allergy", 0], "Levallerg", 5,
    "zur Behandlung allergischer Beschwerden an Nase und Augen sowie von Nesselsucht", "Müdigkeit und Mundtrockenheit"),
  m("Desloratadin", "R06AX27", "Rx", 1.5, [["5 mg", "Filmtabletten"]], ["Heuschnupfen", "Allergie"], ["Allergy", 0], "Deslogen", 6,
    "zur Behandlung von allergischem Schnupfen und Nesselsucht", "Müdigkeit und Kopfschmerzen"),
  m("Fexofenadin", "R06AX26", "CC", 1.5, [["120 mg", "Filmtabletten"], ["180 mg", "Filmtabletten"]], ["Heuschnupfen", "Allergie"], ["Allergy", 0], "Fexallerg", 7,
    "bei saisonalem allergischem Schnupfen", HEAD),
  m("Azelastin", "R01AC03", "CC", 1.5, [["0.1 %", "Nasenspray"], ["0.05 %", "Augentropfen"]], ["Heuschnupfen", "Juckende Augen"], ["Allergy", 1], "Azelan", 8,
    "zur lokalen Behandlung von allergischem Schnupfen und allergischer Bindehautentzündung", "bitterer Geschmack und Reizung der Schleimhaut"),
  m("Mometason", "R01AD09", "Rx", 1.5, [["50 µg", "Nasenspray"]], ["Heuschnupfen", "Nasenpolypen"], ["Allergy", 0], "Nasomet", 9,
    "zur Behandlung von allergischem Schnupfen und Nasenpolypen", "Nasenbluten und Brennen in der Nase"),
  m("Ketotifen", "S01GX08", "CC", 1, [["0.25 mg/ml", "Augentropfen"]], ["Juckende Augen", "Heuschnupfen"], ["Allergy", 1], "Ketoculo", 0,
    "bei allergischer Bindehautentzündung", "Brennen und Reizung der Augen", ["EyesEars", 0]),
  // Digestion
  m("Pantoprazol", "A02BC02", "OK", 3, [["20 mg", "Filmtabletten"]], ["Sodbrennen", "saures Aufstossen"], ["Digestion", 0], "Gastroprot", 1,
    "zur kurzzeitigen Behandlung von Sodbrennen und saurem Aufstossen", HEAD),
  m("Pantoprazol", "A02BC02", "Rx", 3, [["40 mg", "Filmtabletten"]], ["Sodbrennen", "Magengeschwür"], ["Digestion", 0], "Gastroprot", 1,
    "zur Behandlung von Magen- und Zwölffingerdarmgeschwüren und der Refluxkrankheit", HEAD),
  m("Omeprazol", "A02BC01", "Rx", 2, [["20 mg", "Kapseln"], ["40 mg", "Kapseln"]], ["Sodbrennen", "Magengeschwür"], ["Digestion", 0], "Omezol", 2,
    "zur Behandlung der Refluxkrankheit und von Magengeschwüren", GI),
  m("Esomeprazol", "A02BC05", "Rx", 2, [["20 mg", "Filmtabletten"], ["40 mg", "Filmtabletten"]], ["Sodbrennen"], ["Digestion", 0], "Esogastro", 3,
    "zur Behandlung der Refluxösophagitis", GI),
  m("Loperamid", "A07DA03", "CC", 3, [["2 mg", "Kapseln"], ["2 mg", "Schmelztabletten"]], ["Durchfall", "Reisedurchfall"], ["Digestion", 1], "Diarstop", 4,
    "zur symptomatischen Behandlung von akutem Durchfall", "Verstopfung, Blähungen und Übelkeit"),
  m("Macrogol", "A06AD15", "OK", 2, [["10 g", "Pulver"], ["13.7 g", "Pulver"]], ["Verstopfung"], ["Digestion", 2], "Laxogol", 5,
    "zur Behandlung der Verstopfung", "Blähungen und Bauchschmerzen"),
  m("Natriumpicosulfat", "A06AB08", "OK", 1.5, [["7.5 mg/ml", "Tropfen"]], ["Verstopfung"], ["Digestion", 2], "Picolax", 6,
    "zur kurzfristigen Anwendung bei Verstopfung", "Bauchkrämpfe und Durchfall"),
  m("Simeticon", "A03AX13", "OK", 2, [["40 mg", "Kautabletten"], ["40 mg/ml", "Tropfen"]], ["Blähungen", "Völlegefühl"], ["Digestion", 3], "Flatuzon", 7,
    "bei Blähungen und Völlegefühl", "keine bekannt", ["BabyChild", 2]),
  // Heart and circulation (prescription)
  m("Amlodipin", "C08CA01", "Rx", 4, [["5 mg", "Tabletten"], ["10 mg", "Tabletten"]], ["Bluthochdruck"], ["HeartCirculation", 0], "Amlovasc", 8,
    "zur Behandlung von Bluthochdruck und Angina pectoris", "Knöchelschwellungen, Kopfschmerzen und Gesichtsrötung"),
  m("Lisinopril", "C09AA03", "Rx", 2, [["10 mg", "Tabletten"], ["20 mg", "Tabletten"]], ["Bluthochdruck", "Herzschwäche"], ["HeartCirculation", 0], "Lisopress", 9,
    "zur Behandlung von Bluthochdruck und Herzinsuffizienz", "trockener Reizhusten und Schwindel"),
  m("Valsartan", "C09CA03", "Rx", 3, [["80 mg", "Filmtabletten"], ["160 mg", "Filmtabletten"]], ["Bluthochdruck", "Herzschwäche"], ["HeartCirculation", 0], "Valsacor", 0,
    "zur Behandlung von Bluthochdruck und Herzinsuffizienz", "Schwindel und Müdigkeit"),
  m("Atorvastatin", "C10AA05", "Rx", 4, [["10 mg", "Filmtabletten"], ["20 mg", "Filmtabletten"], ["40 mg", "Filmtabletten"]], ["erhöhtes Cholesterin"], ["HeartCirculation", 1], "Atorlip", 1,
    "zur Senkung erhöhter Cholesterinwerte", "Muskelschmerzen und Verdauungsbeschwerden"),
  m("Rosuvastatin", "C10AA07", "Rx", 2, [["5 mg", "Filmtabletten"], ["10 mg", "Filmtabletten"], ["20 mg", "Filmtabletten"]], ["erhöhtes Cholesterin"], ["HeartCirculation", 1], "Rosulip", 2,
    "zur Senkung erhöhter Blutfettwerte", "Muskelschmerzen und Kopfschmerzen"),
  m("Metoprolol", "C07AB02", "Rx", 2.5, [["50 mg", "Retardtabletten"], ["100 mg", "Retardtabletten"]], ["Bluthochdruck", "Herzrasen"], ["HeartCirculation", 0], "Metocor", 3,
    "zur Behandlung von Bluthochdruck, Herzrhythmusstörungen und zur Migräneprophylaxe", "Müdigkeit, kalte Hände und Füsse"),
  m("Bisoprolol", "C07AB07", "Rx", 2, [["5 mg", "Filmtabletten"], ["10 mg", "Filmtabletten"]], ["Bluthochdruck"], ["HeartCirculation", 0], "Bisocor", 4,
    "zur Behandlung von Bluthochdruck und stabiler Herzinsuffizienz", "Müdigkeit und Schwindel"),
  m("Rivaroxaban", "B01AF01", "Rx", 1.5, [["10 mg", "Filmtabletten"], ["20 mg", "Filmtabletten"]], ["Thrombose"], ["HeartCirculation", 2], "Xarothrom", 5,
    "zur Vorbeugung und Behandlung von Blutgerinnseln", "Blutungen und Blutarmut"),
  m("Heparin", "C05BA03", "OK", 2, [["50 000 I.E./100 g", "Gel"], ["30 000 I.E./100 g", "Salbe"]], ["Prellungen", "Schwere Beine", "Blutergüsse"], ["HeartCirculation", 2], "Venogel", 6,
    "bei Prellungen, Blutergüssen und oberflächlichen Venenentzündungen", "selten Hautrötungen", ["FirstAid", 1]),
  // Diabetes
  m("Metformin", "A10BA02", "Rx", 3, [["500 mg", "Filmtabletten"], ["850 mg", "Filmtabletten"], ["1000 mg", "Filmtabletten"]], ["Diabetes"], ["Diabetes", 0], "Glucomet", 7,
    "zur Behandlung des Diabetes mellitus Typ 2", GI),
  m("Gliclazid", "A10BB09", "Rx", 1, [["30 mg", "Retardtabletten"], ["60 mg", "Retardtabletten"]], ["Diabetes"], ["Diabetes", 0], "Diamicra", 8,
    "zur Behandlung des Diabetes mellitus Typ 2", "Unterzuckerung und Magen-Darm-Beschwerden"),
  m("Sitagliptin", "A10BH01", "Rx", 1, [["50 mg", "Filmtabletten"], ["100 mg", "Filmtabletten"]], ["Diabetes"], ["Diabetes", 0], "Sitaglu", 9,
    "zur Behandlung des Diabetes mellitus Typ 2", "Kopfschmerzen und Infektionen der oberen Atemwege"),
  // Sleep, nerves, mood
  m("Doxylamin", "R06AA09", "CC", 1.5, [["25 mg", "Filmtabletten"]], ["Schlafstörungen", "Einschlafprobleme"], ["SleepNerves", 0], "Somnidox", 0,
    "zur Kurzzeitbehandlung von gelegentlichen Schlafstörungen", "Müdigkeit am Folgetag und Mundtrockenheit"),
  m("Zolpidem", "N05CF02", "Rx", 1.5, [["10 mg", "Filmtabletten"]], ["Schlafstörungen"], ["SleepNerves", 0], "Zolnight", 1,
    "zur Kurzzeitbehandlung von Schlafstörungen", "Benommenheit, Schwindel und Gedächtnisstörungen"),
  m("Sertralin", "N06AB06", "Rx", 2, [["50 mg", "Filmtabletten"], ["100 mg", "Filmtabletten"]], ["Depression", "Angststörungen"], ["SleepNerves", 2], "Sertradep", 2,
    "zur Behandlung von Depressionen und Angststörungen", "Übelkeit, Schlaflosigkeit und Kopfschmerzen"),
  m("Escitalopram", "N06AB10", "Rx", 2, [["10 mg", "Filmtabletten"], ["20 mg", "Filmtabletten"]], ["Depression", "Angststörungen"], ["SleepNerves", 2], "Escitadep", 3,
    "zur Behandlung von Depressionen und Angststörungen", "Übelkeit, Schwitzen und Müdigkeit"),
  m("Pregabalin", "N03AX16", "Rx", 1.5, [["75 mg", "Kapseln"], ["150 mg", "Kapseln"]], ["Nervenschmerzen", "Angststörungen"], ["SleepNerves", 1], "Preganeur", 4,
    "zur Behandlung von Nervenschmerzen und generalisierten Angststörungen", "Schwindel, Benommenheit und Gewichtszunahme"),
  // Infections
  m("Amoxicillin", "J01CA04", "Rx", 3, [["500 mg", "Filmtabletten"], ["750 mg", "Filmtabletten"], ["1000 mg", "Filmtabletten"], ["50 mg/ml", "Sirup"]], ["Bakterielle Infektion", "Mittelohrentzündung"], ["Infections", 0], "Amoxiclin", 5,
    "zur Behandlung bakterieller Infektionen der Atemwege, der Ohren und der Harnwege", "Durchfall und Hautausschlag"),
  m("Azithromycin", "J01FA10", "Rx", 1.5, [["250 mg", "Filmtabletten"], ["500 mg", "Filmtabletten"]], ["Bakterielle Infektion", "Bronchitis"], ["Infections", 0], "Azithrin", 6,
    "zur Behandlung bakterieller Infektionen der Atemwege und der Haut", GI),
  m("Ciprofloxacin", "J01MA02", "Rx", 1.5, [["250 mg", "Filmtabletten"], ["500 mg", "Filmtabletten"]], ["Blasenentzündung", "Bakterielle Infektion"], ["Infections", 0], "Ciproflox", 7,
    "zur Behandlung bakterieller Infektionen der Harnwege und der Atemwege", "Übelkeit, Durchfall und Sehnenbeschwerden"),
  m("Doxycyclin", "J01AA02", "Rx", 1, [["100 mg", "Tabletten"]], ["Bakterielle Infektion", "Akne"], ["Infections", 0], "Doxyclin", 8,
    "zur Behandlung bakterieller Infektionen und von Akne", "Lichtempfindlichkeit der Haut und Magenbeschwerden"),
  m("Cefuroxim", "J01DC02", "Rx", 1, [["250 mg", "Filmtabletten"], ["500 mg", "Filmtabletten"]], ["Bakterielle Infektion", "Mittelohrentzündung"], ["Infections", 0], "Cefurax", 9,
    "zur Behandlung bakterieller Infektionen", GI),
  m("Aciclovir", "D06BB03", "OK", 2, [["5 %", "Creme"]], ["Lippenherpes", "Fieberbläschen"], ["Infections", 1], "Herpaclin", 0,
    "zur Behandlung von Lippenherpes", "Brennen und Trockenheit der Haut"),
  m("Clotrimazol", "D01AC01", "OK", 2, [["1 %", "Creme"]], ["Fusspilz", "Hautpilz", "Scheidenpilz"], ["Infections", 2], "Mykoderm", 1,
    "zur Behandlung von Pilzinfektionen der Haut", "Hautreizung und Brennen", ["WomensHealth", 2]),
  m("Terbinafin", "D01AE15", "OK", 1.5, [["1 %", "Creme"], ["1 %", "Gel"]], ["Fusspilz", "Hautpilz"], ["Infections", 2], "Terbifung", 2,
    "zur Behandlung von Fusspilz und anderen Pilzinfektionen der Haut", "Rötung und Juckreiz"),
  // Skin
  m("Hydrocortison", "D07AA02", "CC", 2, [["0.5 %", "Creme"], ["1 %", "Salbe"]], ["Juckreiz", "Ekzem", "Insektenstiche", "Sonnenbrand"], ["SkinCare", 2], "Cortiderm", 3,
    "zur kurzfristigen Behandlung von entzündlichen und juckenden Hauterkrankungen", "selten Hautverdünnung bei längerer Anwendung"),
  m("Dexpanthenol", "D03AX03", "OK", 3, [["5 %", "Salbe"], ["5 %", "Creme"]], ["Wunde Haut", "Trockene Haut", "Schürfwunden"], ["FirstAid", 1], "Panthederm", 4,
    "zur Pflege und Heilung von kleinen Wunden, wunder und trockener Haut", "sehr selten allergische Hautreaktionen", ["BabyChild", 1]),
  // Men and women
  m("Finasterid", "G04CB01", "Rx", 1, [["5 mg", "Filmtabletten"], ["1 mg", "Filmtabletten"]], ["Prostatavergrösserung", "Haarausfall"], ["MensHealth", 0], "Prostafin", 5,
    "zur Behandlung der gutartigen Prostatavergrösserung", "verminderte Libido und Erektionsstörungen"),
  m("Sildenafil", "G04BE03", "Rx", 2, [["50 mg", "Filmtabletten"], ["100 mg", "Filmtabletten"]], ["Erektionsstörungen"], ["MensHealth", 2], "Erectil", 6,
    "zur Behandlung von Erektionsstörungen", "Kopfschmerzen, Gesichtsrötung und verstopfte Nase"),
  m("Tadalafil", "G04BE08", "Rx", 1.5, [["5 mg", "Filmtabletten"], ["20 mg", "Filmtabletten"]], ["Erektionsstörungen"], ["MensHealth", 2], "Tadapot", 7,
    "zur Behandlung von Erektionsstörungen", "Kopfschmerzen und Rückenschmerzen"),
  m("Minoxidil", "D11AX01", "CC", 1.5, [["5 %", "Lösung"], ["2 %", "Lösung"]], ["Haarausfall"], ["MensHealth", 1], "Capillin", 8,
    "zur Behandlung von erblich bedingtem Haarausfall", "Juckreiz und Schuppung der Kopfhaut", ["HairCare", 1]),
  m("Levonorgestrel", "G03AD01", "CC", 1, [["1.5 mg", "Tabletten"]], ["Notfallverhütung"], ["WomensHealth", 2], "Postinor", 9,
    "zur Notfallverhütung innerhalb von 72 Stunden", "Übelkeit, Unterleibsschmerzen und Zwischenblutungen"),
  m("Estradiol", "G03CA03", "Rx", 1.5, [["1 mg", "Filmtabletten"], ["2 mg", "Filmtabletten"], ["0.06 %", "Gel"]], ["Wechseljahresbeschwerden", "Hitzewallungen"], ["WomensHealth", 1], "Estrafem", 0,
    "zur Behandlung von Wechseljahresbeschwerden", "Brustspannen und Zwischenblutungen"),
  // Airways, thyroid, others
  m("Salbutamol", "R03AC02", "Rx", 1.5, [["100 µg", "Dosieraerosol"]], ["Asthma", "Atemnot"], ["FluColds", 0], "Ventobron", 1,
    "zur Behandlung und Vorbeugung von Atemnot bei Asthma", "Zittern, Herzklopfen und Kopfschmerzen"),
  m("Levothyroxin", "H03AA01", "Rx", 2, [["50 µg", "Tabletten"], ["100 µg", "Tabletten"]], ["Schilddrüsenunterfunktion"], ["HeartCirculation", 0], "Thyrolin", 2,
    "zur Behandlung einer Schilddrüsenunterfunktion", "bei zu hoher Dosis Herzklopfen und Schlafstörungen"),
  m("Prednison", "H02AB07", "Rx", 1, [["5 mg", "Tabletten"], ["20 mg", "Tabletten"]], ["Entzündungen", "Asthma"], ["Allergy", 0], "Predniton", 3,
    "zur Behandlung entzündlicher und allergischer Erkrankungen", "Gewichtszunahme und erhöhter Blutzucker"),
  m("Allopurinol", "M04AA01", "Rx", 1, [["100 mg", "Tabletten"], ["300 mg", "Tabletten"]], ["Gicht"], ["PainFever", 1], "Uricol", 4,
    "zur Senkung erhöhter Harnsäurewerte und zur Vorbeugung von Gichtanfällen", "Hautausschlag und Magenbeschwerden"),
];

/** Herbal remedies and Schüssler salts: licensed medicines without generic groups. */
export type RemedySeed = {
  name: string;
  substance: string;
  strength: string;
  form: FormName;
  reg: Regulation;
  symptoms: readonly string[];
  place: Placement;
  indication: string;
};

const r = (name: string, substance: string, strength: string, form: FormName, reg: Regulation, symptoms: string[], place: Placement, indication: string): RemedySeed =>
  ({ name, substance, strength, form, reg, symptoms, place, indication });

export const REMEDIES: readonly RemedySeed[] = [
  r("Baldrian", "Baldrianwurzel-Trockenextrakt", "500 mg", "Filmtabletten", "OK", ["Schlafstörungen", "Nervosität"], ["SleepNerves", 0], "bei Nervosität und Einschlafstörungen"),
  r("Baldrian-Hopfen", "Baldrianwurzel-Trockenextrakt", "250 mg", "Filmtabletten", "OK", ["Schlafstörungen", "Unruhe"], ["SleepNerves", 0], "bei Unruhe und nervös bedingten Einschlafstörungen"),
  r("Johanniskraut", "Johanniskraut-Trockenextrakt", "300 mg", "Filmtabletten", "CC", ["Verstimmung", "Nervosität"], ["SleepNerves", 2], "bei leichten vorübergehenden depressiven Verstimmungen"),
  r("Passionsblume", "Passionsblumenkraut-Trockenextrakt", "425 mg", "Filmtabletten", "OK", ["Unruhe", "Nervosität"], ["SleepNerves", 1], "bei nervöser Unruhe"),
  r("Efeu Hustensirup", "Efeublätter-Trockenextrakt", "7 mg/ml", "Sirup", "OK", ["Husten", "Verschleimung"], ["FluColds", 0], "zur Schleimlösung bei Husten"),
  r("Thymian Hustensirup", "Thymiankraut-Fluidextrakt", "150 mg/ml", "Sirup", "OK", ["Husten", "Bronchitis"], ["FluColds", 0], "bei Husten mit zähem Schleim"),
  r("Pelargonium", "Pelargoniumwurzel-Extrakt", "20 mg", "Filmtabletten", "OK", ["Erkältung", "Halsschmerzen"], ["FluColds", 2], "bei akuter Bronchitis und Erkältung"),
  r("Ginkgo", "Ginkgoblätter-Trockenextrakt", "120 mg", "Filmtabletten", "CC", ["Konzentrationsstörungen", "Schwindel"], ["HeartCirculation", 2], "bei nachlassender geistiger Leistungsfähigkeit"),
  r("Arnika", "Arnikablüten-Tinktur", "10 %", "Gel", "OK", ["Prellungen", "Muskelschmerzen", "Blutergüsse"], ["PainFever", 1], "bei Prellungen, Verstauchungen und Blutergüssen"),
  r("Teufelskralle", "Teufelskrallenwurzel-Extrakt", "480 mg", "Filmtabletten", "OK", ["Gelenkschmerzen", "Rückenschmerzen"], ["PainFever", 1], "bei leichten Gelenkschmerzen"),
  r("Mönchspfeffer", "Mönchspfefferfrüchte-Extrakt", "20 mg", "Filmtabletten", "CC", ["Prämenstruelles Syndrom", "Regelbeschwerden"], ["WomensHealth", 1], "bei prämenstruellen Beschwerden"),
  r("Traubensilberkerze", "Cimicifugawurzelstock-Extrakt", "6.5 mg", "Filmtabletten", "OK", ["Wechseljahresbeschwerden", "Hitzewallungen"], ["WomensHealth", 1], "bei Wechseljahresbeschwerden"),
  r("Kamille", "Kamillenblüten-Fluidextrakt", "100 %", "Lösung", "OK", ["Entzündungen", "Halsschmerzen"], ["OralCare", 1], "bei Entzündungen der Haut und Schleimhäute"),
  r("Sägepalme", "Sägepalmenfrüchte-Extrakt", "320 mg", "Kapseln", "OK", ["Prostatabeschwerden"], ["MensHealth", 0], "bei Beschwerden beim Wasserlassen bei gutartiger Prostatavergrösserung"),
  r("Pfefferminzöl", "Pfefferminzöl", "182 mg", "Kapseln", "OK", ["Blähungen", "Reizdarm"], ["Digestion", 3], "bei Blähungen und krampfartigen Beschwerden im Magen-Darm-Bereich"),
  r("Schüssler-Salz Nr. 3 Ferrum phosphoricum", "Ferrum phosphoricum D12", "D12", "Tabletten", "OK", ["Erkältung", "Fieber"], ["NaturalRemedies", 1], "nach der Lehre von Dr. Schüssler"),
  r("Schüssler-Salz Nr. 5 Kalium phosphoricum", "Kalium phosphoricum D6", "D6", "Tabletten", "OK", ["Müdigkeit", "Nervosität"], ["NaturalRemedies", 1], "nach der Lehre von Dr. Schüssler"),
  r("Schüssler-Salz Nr. 7 Magnesium phosphoricum", "Magnesium phosphoricum D6", "D6", "Tabletten", "OK", ["Krämpfe", "Muskelkrämpfe"], ["NaturalRemedies", 1], "nach der Lehre von Dr. Schüssler"),
  r("Echinacea", "Echinaceakraut-Presssaft", "80 %", "Tropfen", "OK", ["Erkältung", "Abwehrschwäche"], ["NaturalRemedies", 0], "zur Unterstützung der Abwehrkräfte bei Erkältungen"),
  r("Melisse", "Melissenblätter-Trockenextrakt", "300 mg", "Kapseln", "OK", ["Unruhe", "Magenbeschwerden"], ["NaturalRemedies", 0], "bei nervösen Magen-Darm-Beschwerden"),
];
