/*
 * The laboratory's first offer: single tests, vaccinations and analysis packs. Seeded once into lab_tests,
 * analysis_packs and analysis_pack_tests of a new database (server/laboratory/seeder.ts); from then on the manager
 * edits the offer in the back office (docs/decisions/037-laboratory-services.md), and a change here reaches only
 * databases seeded after it, never one whose offer exists.
 *
 * Prices are EUR minor units (the spec prices laboratory services in euro); a vaccination's price includes
 * the vaccine and the injection. The `key` is permanent: the API's `_id` is derived from it.
 */

export type LabTestContent = {
  key: string;
  name: string;
  category: LabCategory;
  description: string;
  /** EUR minor units. */
  price: number;
  preparation: string;
};

export type PackContent = {
  key: string;
  title: string;
  category: string;
  description: string;
  /** EUR minor units; always below the sum of its tests. */
  price: number;
  preparation: string;
  /** Keys of the included tests, in the order the pack lists them. */
  tests: string[];
};

/** Category order on the page: vaccinations first (the page is /vacinationspage), then the diagnostics. */
export const LAB_CATEGORIES = [
  "Impfungen",
  "Blutbild",
  "Vitamine und Mineralstoffe",
  "Hormone",
  "Schilddrüse",
  "Stoffwechsel und Diabetes",
  "Herz und Kreislauf",
  "Leber und Niere",
  "Infektionen",
  "Allergien und Unverträglichkeiten",
  "Vorsorge",
] as const;
export type LabCategory = (typeof LAB_CATEGORIES)[number];

// Preparation texts shared by many tests: what the patient has to do, said once.
const FASTING =
  "Nüchtern kommen: ab 22 Uhr am Vorabend nichts mehr essen und nur Wasser oder ungesüssten Tee trinken. Termin möglichst vor 10 Uhr.";
const FASTING_MEDICATION = `${FASTING} Gewohnte Medikamente erst nach der Blutentnahme einnehmen.`;
const NONE = "Keine besondere Vorbereitung nötig: Die Blutentnahme ist zu jeder Tageszeit möglich, Sie dürfen vorher essen und trinken.";
const MORNING = "Blutentnahme zwischen 7 und 10 Uhr, denn der Wert schwankt im Tagesverlauf. Sie dürfen vorher essen und trinken.";
const THYROID =
  "Biotin (auch in Haar- und Nagelpräparaten) 48 Stunden vorher absetzen, es verfälscht die Messung. Schilddrüsentabletten am Testtag erst nach der Blutentnahme einnehmen.";
const CYCLE_DAY_3_5 =
  "Blutentnahme am 3. bis 5. Zyklustag (der erste Tag der Periode ist Tag 1), zwischen 7 und 10 Uhr. Wer die Pille nimmt, sagt es uns bei der Blutentnahme.";
const ALLERGY = "Keine besondere Vorbereitung nötig. Antihistaminika dürfen Sie weiter nehmen, sie beeinflussen den Bluttest nicht.";
const MORNING_URINE =
  "Ersten Morgenurin als Mittelstrahlurin im Becher sammeln, den Sie vorher bei uns abholen, und innerhalb von 2 Stunden in die Apotheke bringen.";
const VACCINATION =
  "Impfausweis mitbringen. Bei Fieber über 38 °C oder einem akuten Infekt verschieben wir die Impfung. Bitte sagen Sie uns, ob Sie Blutverdünner nehmen oder schwanger sind.";

export const labTestContent: LabTestContent[] = [
  // Impfungen
  {
    key: "impfung-grippe",
    name: "Grippeimpfung",
    category: "Impfungen",
    description:
      "Saisonale Impfung gegen die echte Grippe (Influenza) mit dem Vierfach-Impfstoff der aktuellen Saison. Empfohlen ab 65 Jahren, bei chronischen Krankheiten, in der Schwangerschaft und für alle, die Risikopersonen betreuen. Beste Zeit: Mitte Oktober bis Mitte November.",
    price: 3500,
    preparation: VACCINATION,
  },
  {
    key: "impfung-fsme",
    name: "FSME-Impfung (Zeckenenzephalitis)",
    category: "Impfungen",
    description:
      "Schutz vor der durch Zecken übertragenen Hirnhautentzündung, empfohlen für alle, die in der Schweiz im Freien unterwegs sind. Grundimmunisierung mit drei Dosen, danach Auffrischung alle 10 Jahre. Preis pro Dosis.",
    price: 8900,
    preparation: VACCINATION,
  },
  {
    key: "impfung-hepatitis-a",
    name: "Hepatitis-A-Impfung",
    category: "Impfungen",
    description:
      "Schutz vor der über Wasser und Lebensmittel übertragenen Leberentzündung, empfohlen vor Reisen in Länder mit mittlerem oder hohem Risiko. Zwei Dosen im Abstand von 6 bis 12 Monaten schützen langfristig. Preis pro Dosis.",
    price: 7900,
    preparation: VACCINATION,
  },
  {
    key: "impfung-hepatitis-b",
    name: "Hepatitis-B-Impfung",
    category: "Impfungen",
    description:
      "Schutz vor der über Blut und Körperflüssigkeiten übertragenen Leberentzündung, empfohlen für alle Jugendlichen und für Erwachsene mit erhöhtem Risiko. Zwei oder drei Dosen je nach Alter und Impfstoff. Preis pro Dosis.",
    price: 6900,
    preparation: VACCINATION,
  },
  {
    key: "impfung-hepatitis-ab",
    name: "Hepatitis-A- und -B-Kombinationsimpfung",
    category: "Impfungen",
    description:
      "Ein Impfstoff gegen beide Formen der Leberentzündung, praktisch vor Fernreisen: drei Dosen statt getrennter Impfserien. Preis pro Dosis.",
    price: 9900,
    preparation: VACCINATION,
  },
  {
    key: "impfung-dtpa",
    name: "Tetanus-Diphtherie-Pertussis-Auffrischimpfung",
    category: "Impfungen",
    description:
      "Auffrischung gegen Starrkrampf, Diphtherie und Keuchhusten gemäss Schweizerischem Impfplan: mit 25, 45 und 65 Jahren, danach alle 10 Jahre. Der Keuchhustenschutz ist besonders wichtig für werdende Eltern und Grosseltern.",
    price: 5500,
    preparation: VACCINATION,
  },
  {
    key: "impfung-mmr",
    name: "Masern-Mumps-Röteln-Impfung",
    category: "Impfungen",
    description:
      "Nachholimpfung für Erwachsene, die nach 1963 geboren sind und nicht zwei dokumentierte Dosen haben. Zwei Dosen im Abstand von mindestens 4 Wochen. Nicht in der Schwangerschaft. Preis pro Dosis.",
    price: 6500,
    preparation: `${VACCINATION} Frauen sollten 4 Wochen nach der Impfung nicht schwanger werden.`,
  },
  {
    key: "impfung-herpes-zoster",
    name: "Herpes-zoster-Impfung (Gürtelrose)",
    category: "Impfungen",
    description:
      "Totimpfstoff gegen Gürtelrose und die oft langwierigen Nervenschmerzen danach, empfohlen ab 65 Jahren und bei geschwächter Abwehr ab 50. Zwei Dosen im Abstand von 2 bis 6 Monaten. Preis pro Dosis.",
    price: 19900,
    preparation: VACCINATION,
  },

  // Blutbild
  {
    key: "blutbild-klein",
    name: "Kleines Blutbild",
    category: "Blutbild",
    description:
      "Rote und weisse Blutkörperchen, Blutplättchen, Hämoglobin und Hämatokrit. Zeigt eine Blutarmut, Entzündungszeichen und Störungen der Blutgerinnung.",
    price: 1900,
    preparation: NONE,
  },
  {
    key: "blutbild-gross",
    name: "Grosses Blutbild (Differentialblutbild)",
    category: "Blutbild",
    description:
      "Das kleine Blutbild und dazu die Aufteilung der weissen Blutkörperchen in ihre fünf Untergruppen. Hilft, virale von bakteriellen Infekten und Allergien zu unterscheiden.",
    price: 2900,
    preparation: NONE,
  },
  {
    key: "ferritin",
    name: "Ferritin (Eisenspeicher)",
    category: "Blutbild",
    description:
      "Der zuverlässigste Wert für die Eisenreserven des Körpers. Ein tiefer Ferritinwert erklärt oft Müdigkeit, Haarausfall und brüchige Nägel, lange bevor das Hämoglobin sinkt.",
    price: 2200,
    preparation: MORNING,
  },
  {
    key: "eisen-transferrin",
    name: "Eisen und Transferrinsättigung",
    category: "Blutbild",
    description:
      "Eisen im Blut und der Anteil des beladenen Transportproteins Transferrin. Ergänzt das Ferritin, wenn eine Entzündung dessen Wert verfälschen könnte.",
    price: 2400,
    preparation: FASTING,
  },
  {
    key: "crp",
    name: "CRP (C-reaktives Protein)",
    category: "Blutbild",
    description:
      "Empfindlicher Entzündungswert, der bei bakteriellen Infekten innerhalb von Stunden steigt. Hilft bei der Frage, ob ein Antibiotikum nötig ist.",
    price: 1500,
    preparation: NONE,
  },
  {
    key: "retikulozyten",
    name: "Retikulozyten",
    category: "Blutbild",
    description:
      "Junge rote Blutkörperchen: zeigen, ob das Knochenmark ausreichend Blut nachbildet, etwa nach einem Blutverlust oder während einer Eisentherapie.",
    price: 1400,
    preparation: NONE,
  },

  // Vitamine und Mineralstoffe
  {
    key: "vitamin-d",
    name: "Vitamin D (25-OH-Vitamin-D)",
    category: "Vitamine und Mineralstoffe",
    description:
      "Der Speicherwert von Vitamin D. In der Schweiz hat im Winter mehr als die Hälfte der Erwachsenen zu wenig; wichtig für Knochen, Muskeln und Abwehrkräfte.",
    price: 3900,
    preparation: `${NONE} Ein Vitamin-D-Präparat am Testtag erst nach der Blutentnahme einnehmen.`,
  },
  {
    key: "vitamin-b12",
    name: "Vitamin B12 (Holo-Transcobalamin)",
    category: "Vitamine und Mineralstoffe",
    description:
      "Das aktive, für die Zellen verfügbare Vitamin B12. Ein Mangel zeigt sich früh bei vegetarischer und veganer Ernährung, ab 60 Jahren und bei Magensäureblockern oder Metformin.",
    price: 3400,
    preparation: FASTING,
  },
  {
    key: "folsaeure",
    name: "Folsäure",
    category: "Vitamine und Mineralstoffe",
    description:
      "Wichtig für Blutbildung und Zellteilung, besonders bei Kinderwunsch und in der Schwangerschaft. Wird meist zusammen mit Vitamin B12 bestimmt.",
    price: 2400,
    preparation: FASTING,
  },
  {
    key: "magnesium",
    name: "Magnesium",
    category: "Vitamine und Mineralstoffe",
    description:
      "Mineralstoff für Muskeln und Nerven. Ein Mangel kann Wadenkrämpfe, Lidzucken und innere Unruhe verursachen; häufig bei Sport, Stress und harntreibenden Medikamenten.",
    price: 1200,
    preparation: `${NONE} Magnesiumpräparate am Vortag und am Testtag weglassen.`,
  },
  {
    key: "zink",
    name: "Zink",
    category: "Vitamine und Mineralstoffe",
    description:
      "Spurenelement für Abwehr, Haut, Haare und Wundheilung. Ein Mangel tritt bei einseitiger Ernährung, chronischen Darmerkrankungen und Ausdauersport auf.",
    price: 2200,
    preparation: FASTING,
  },
  {
    key: "kalzium",
    name: "Kalzium",
    category: "Vitamine und Mineralstoffe",
    description:
      "Mineralstoff für Knochen, Zähne und Muskeln. Wird bei Osteoporose, unter Vitamin-D-Therapie und bei Nebenschilddrüsen-Fragen kontrolliert.",
    price: 900,
    preparation: FASTING,
  },
  {
    key: "selen",
    name: "Selen",
    category: "Vitamine und Mineralstoffe",
    description:
      "Spurenelement für die Schilddrüse und den Schutz der Zellen. Sinnvoll bei Hashimoto-Thyreoiditis und vor einer Einnahme von Selenpräparaten.",
    price: 3500,
    preparation: FASTING,
  },
  {
    key: "omega-3-index",
    name: "Omega-3-Index",
    category: "Vitamine und Mineralstoffe",
    description:
      "Anteil der Omega-3-Fettsäuren EPA und DHA in den roten Blutkörperchen, ein Mass für die Versorgung der letzten drei Monate. Zeigt, ob Fischöl oder Algenöl sinnvoll ist.",
    price: 6900,
    preparation: NONE,
  },

  // Hormone
  {
    key: "oestradiol",
    name: "Östradiol",
    category: "Hormone",
    description:
      "Das wichtigste weibliche Geschlechtshormon. Bestimmt bei Zyklusstörungen, Kinderwunsch und Beschwerden in den Wechseljahren, beim Mann bei Verdacht auf ein Ungleichgewicht zum Testosteron.",
    price: 2600,
    preparation: CYCLE_DAY_3_5,
  },
  {
    key: "progesteron",
    name: "Progesteron",
    category: "Hormone",
    description:
      "Gelbkörperhormon der zweiten Zyklushälfte. Zeigt, ob ein Eisprung stattgefunden hat, und hilft bei Zyklusstörungen und unerfülltem Kinderwunsch.",
    price: 2600,
    preparation:
      "Blutentnahme 7 Tage vor der erwarteten Periode (bei einem Zyklus von 28 Tagen am 21. Zyklustag). Tageszeit und Essen spielen keine Rolle.",
  },
  {
    key: "fsh-lh",
    name: "FSH und LH",
    category: "Hormone",
    description:
      "Die beiden Steuerhormone der Hirnanhangdrüse für Eierstöcke und Hoden. Zeigen den Beginn der Wechseljahre und helfen bei Zyklusstörungen und Kinderwunsch.",
    price: 3800,
    preparation: CYCLE_DAY_3_5,
  },
  {
    key: "testosteron",
    name: "Testosteron",
    category: "Hormone",
    description:
      "Beim Mann bei Antriebslosigkeit, nachlassender Libido und Muskelabbau; bei der Frau bei Akne, vermehrter Behaarung und Zyklusstörungen.",
    price: 2800,
    preparation: MORNING,
  },
  {
    key: "dhea-s",
    name: "DHEA-S",
    category: "Hormone",
    description:
      "Vorstufe der Geschlechtshormone aus der Nebenniere. Gibt Hinweise auf die Nebennierenfunktion und ergänzt Testosteron bei Haut- und Haarproblemen.",
    price: 2900,
    preparation: MORNING,
  },
  {
    key: "cortisol",
    name: "Cortisol (Morgenwert)",
    category: "Hormone",
    description:
      "Das Stresshormon der Nebenniere, das morgens am höchsten ist. Bestimmt bei anhaltender Erschöpfung, Schlafstörungen und Verdacht auf eine Nebennierenschwäche.",
    price: 2500,
    preparation: "Blutentnahme zwischen 7 und 9 Uhr, nach 15 Minuten ruhigem Sitzen bei uns. Kortisonhaltige Medikamente, Salben und Sprays bitte bei der Anmeldung angeben.",
  },
  {
    key: "prolaktin",
    name: "Prolaktin",
    category: "Hormone",
    description:
      "Milchbildungshormon der Hirnanhangdrüse. Ein erhöhter Wert kann Zyklusstörungen, Kinderwunschprobleme und beim Mann Libidoverlust erklären.",
    price: 2600,
    preparation: "Blutentnahme frühestens 2 Stunden nach dem Aufstehen und nach 15 Minuten Ruhe. Am Vortag keine Brustuntersuchung und kein Sport.",
  },
  {
    key: "amh",
    name: "AMH (Anti-Müller-Hormon)",
    category: "Hormone",
    description:
      "Mass für die Eizellreserve der Eierstöcke. Hilft bei der Familienplanung und vor einer Kinderwunschbehandlung einzuschätzen, wie viel Zeit bleibt.",
    price: 5900,
    preparation: "Blutentnahme an jedem Zyklustag möglich, auch unter der Pille. Sie dürfen vorher essen und trinken.",
  },

  // Schilddrüse
  {
    key: "tsh",
    name: "TSH (Schilddrüsen-Steuerhormon)",
    category: "Schilddrüse",
    description:
      "Der Suchtest für eine Über- oder Unterfunktion der Schilddrüse. Liegt er im Normbereich, arbeitet die Schilddrüse in aller Regel richtig.",
    price: 1800,
    preparation: THYROID,
  },
  {
    key: "ft3-ft4",
    name: "fT3 und fT4 (freie Schilddrüsenhormone)",
    category: "Schilddrüse",
    description:
      "Die wirksamen Schilddrüsenhormone im Blut. Zeigen zusammen mit dem TSH, wie ausgeprägt eine Funktionsstörung ist, und dienen der Einstellung einer Hormontherapie.",
    price: 3200,
    preparation: THYROID,
  },
  {
    key: "tpo-ak",
    name: "TPO-Antikörper",
    category: "Schilddrüse",
    description:
      "Antikörper gegen das Schilddrüsenenzym Thyreoperoxidase, der wichtigste Hinweis auf eine Hashimoto-Thyreoiditis, die häufigste Ursache einer Unterfunktion.",
    price: 3600,
    preparation: THYROID,
  },
  {
    key: "tg-ak",
    name: "Thyreoglobulin-Antikörper (TG-AK)",
    category: "Schilddrüse",
    description:
      "Ergänzt die TPO-Antikörper bei Verdacht auf eine Autoimmunerkrankung der Schilddrüse; bei einem Teil der Betroffenen sind nur diese Antikörper erhöht.",
    price: 3600,
    preparation: THYROID,
  },

  // Stoffwechsel und Diabetes
  {
    key: "glukose",
    name: "Blutzucker nüchtern (Glukose)",
    category: "Stoffwechsel und Diabetes",
    description: "Der Blutzucker nach der Nacht. Ab 7,0 mmol/l besteht Verdacht auf Diabetes, zwischen 5,6 und 6,9 mmol/l auf eine Vorstufe.",
    price: 800,
    preparation: FASTING_MEDICATION,
  },
  {
    key: "hba1c",
    name: "HbA1c (Langzeitblutzucker)",
    category: "Stoffwechsel und Diabetes",
    description:
      "Der durchschnittliche Blutzucker der letzten 8 bis 12 Wochen. Dient der Früherkennung eines Diabetes und der Kontrolle einer laufenden Behandlung.",
    price: 2200,
    preparation: NONE,
  },
  {
    key: "insulin-homa",
    name: "Insulin nüchtern mit HOMA-Index",
    category: "Stoffwechsel und Diabetes",
    description:
      "Insulin und Blutzucker nüchtern, daraus berechnet der HOMA-Index, wie empfindlich die Zellen auf Insulin reagieren. Erkennt eine Insulinresistenz Jahre vor einem Diabetes.",
    price: 3200,
    preparation: FASTING_MEDICATION,
  },
  {
    key: "harnsaeure",
    name: "Harnsäure",
    category: "Stoffwechsel und Diabetes",
    description: "Abbauprodukt aus Fleisch, Innereien und Alkohol. Ein erhöhter Wert kann zu Gicht und Nierensteinen führen.",
    price: 900,
    preparation: `${FASTING} Am Vorabend keinen Alkohol trinken.`,
  },

  // Herz und Kreislauf
  {
    key: "lipidprofil",
    name: "Lipidprofil (Cholesterin, HDL, LDL, Triglyceride)",
    category: "Herz und Kreislauf",
    description:
      "Gesamtcholesterin, das schützende HDL, das gefässschädigende LDL und die Triglyceride. Die Grundlage, um das persönliche Herz-Kreislauf-Risiko abzuschätzen.",
    price: 2900,
    preparation: `${FASTING} Am Vortag keinen Alkohol und keine besonders fettreiche Mahlzeit.`,
  },
  {
    key: "lipoprotein-a",
    name: "Lipoprotein(a)",
    category: "Herz und Kreislauf",
    description:
      "Erblich festgelegter Blutfettwert, der das Risiko für Herzinfarkt und Schlaganfall erhöht, auch bei gutem Cholesterin. Muss nur einmal im Leben bestimmt werden.",
    price: 3200,
    preparation: NONE,
  },
  {
    key: "homocystein",
    name: "Homocystein",
    category: "Herz und Kreislauf",
    description:
      "Eiweissbaustein, der in erhöhter Menge die Gefässe schädigt. Steigt bei einem Mangel an Vitamin B6, B12 oder Folsäure.",
    price: 3900,
    preparation: FASTING,
  },
  {
    key: "nt-probnp",
    name: "NT-proBNP",
    category: "Herz und Kreislauf",
    description:
      "Hormon, das das Herz bei Überlastung ausschüttet. Hilft, bei Atemnot und geschwollenen Beinen eine Herzschwäche zu erkennen oder auszuschliessen.",
    price: 4900,
    preparation: NONE,
  },
  {
    key: "elektrolyte",
    name: "Natrium und Kalium",
    category: "Herz und Kreislauf",
    description:
      "Die wichtigsten Salze für Herzrhythmus, Blutdruck und Flüssigkeitshaushalt. Regelmässig zu kontrollieren unter Blutdruckmitteln und Entwässerungstabletten.",
    price: 1200,
    preparation: NONE,
  },

  // Leber und Niere
  {
    key: "leberwerte",
    name: "Leberwerte (ASAT, ALAT, Gamma-GT)",
    category: "Leber und Niere",
    description:
      "Drei Enzyme, die bei einer Schädigung der Leberzellen oder Gallenwege ins Blut gelangen, etwa durch Fettleber, Alkohol, Medikamente oder eine Hepatitis.",
    price: 1800,
    preparation: "24 Stunden vorher keinen Alkohol und keinen intensiven Sport. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "nierenwerte",
    name: "Nierenwerte (Kreatinin, eGFR)",
    category: "Leber und Niere",
    description:
      "Kreatinin und die daraus berechnete Filterleistung der Nieren (eGFR). Wichtig bei Bluthochdruck, Diabetes und vor der Dosierung vieler Medikamente.",
    price: 1200,
    preparation: "Am Vortag kein intensiver Sport und keine grosse Fleischmahlzeit. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "mikroalbumin",
    name: "Albumin im Urin (Mikroalbumin)",
    category: "Leber und Niere",
    description:
      "Kleine Eiweissmengen im Urin sind das früheste Zeichen einer Nierenschädigung durch Diabetes oder Bluthochdruck, lange bevor das Kreatinin steigt.",
    price: 1900,
    preparation: MORNING_URINE,
  },
  {
    key: "urinstatus",
    name: "Urinstatus",
    category: "Leber und Niere",
    description: "Teststreifen auf Eiweiss, Zucker, Blut, weisse Blutkörperchen und Nitrit. Ein schneller Überblick über Nieren und Harnwege.",
    price: 1200,
    preparation: MORNING_URINE,
  },

  // Infektionen
  {
    key: "borreliose",
    name: "Borreliose-Antikörper (IgG und IgM)",
    category: "Infektionen",
    description:
      "Antikörper gegen die von Zecken übertragenen Borrelien. Sinnvoll bei Beschwerden nach einem Zeckenstich wie Gelenkschmerzen oder einer wandernden Hautrötung.",
    price: 4500,
    preparation: "Frühestens 4 bis 6 Wochen nach dem Zeckenstich, vorher sind Antikörper noch nicht nachweisbar. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "hiv",
    name: "HIV-Test (4. Generation)",
    category: "Infektionen",
    description:
      "Kombinierter Nachweis von HIV-Antikörpern und dem Virusbestandteil p24. Vertraulich; das Ergebnis besprechen wir persönlich mit Ihnen.",
    price: 3900,
    preparation: "Frühestens 6 Wochen nach der möglichen Ansteckung, erst dann schliesst ein negatives Ergebnis eine Infektion sicher aus.",
  },
  {
    key: "anti-hbs",
    name: "Hepatitis-B-Impfschutz (Anti-HBs)",
    category: "Infektionen",
    description: "Misst die Schutzantikörper nach einer Hepatitis-B-Impfung. Verlangt von Arbeitgebern im Gesundheitswesen und vor einer Auffrischung.",
    price: 2900,
    preparation: "Impfausweis mitbringen. Frühestens 4 Wochen nach der letzten Impfdosis. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "masern-igg",
    name: "Masern-Immunität (IgG)",
    category: "Infektionen",
    description: "Zeigt, ob Sie gegen Masern geschützt sind, wenn der Impfausweis fehlt oder unvollständig ist, etwa vor einer Schwangerschaft.",
    price: 3200,
    preparation: "Impfausweis mitbringen, falls vorhanden. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "strep-a",
    name: "Streptokokken-Schnelltest",
    category: "Infektionen",
    description: "Rachenabstrich bei Halsschmerzen mit Fieber. Zeigt in 10 Minuten, ob eine bakterielle Angina vorliegt, die ein Antibiotikum braucht.",
    price: 1500,
    preparation: "30 Minuten vorher nichts essen, nicht trinken, nicht rauchen und kein Mundspray oder Lutschtabletten verwenden.",
  },
  {
    key: "harnwegsinfekt",
    name: "Harnwegsinfekt-Test mit Urinkultur",
    category: "Infektionen",
    description:
      "Teststreifen und Anzucht der Bakterien mit Empfindlichkeitstest. Zeigt bei Blasenentzündungen, die wiederkehren, welches Antibiotikum wirkt.",
    price: 2900,
    preparation: `${MORNING_URINE} Noch kein Antibiotikum einnehmen.`,
  },

  // Allergien und Unverträglichkeiten
  {
    key: "ige-gesamt",
    name: "Gesamt-IgE",
    category: "Allergien und Unverträglichkeiten",
    description: "Die Menge aller Allergie-Antikörper im Blut. Ein erhöhter Wert spricht für eine allergische Veranlagung.",
    price: 2400,
    preparation: ALLERGY,
  },
  {
    key: "allergie-inhalation",
    name: "Allergie-Suchtest Inhalationsallergene",
    category: "Allergien und Unverträglichkeiten",
    description: "Sucht mit einem Test nach Antikörpern gegen die häufigsten Auslöser von Heuschnupfen und Asthma: Pollen, Hausstaubmilben, Tierhaare und Schimmelpilze.",
    price: 4500,
    preparation: ALLERGY,
  },
  {
    key: "allergie-nahrung",
    name: "Allergie-Suchtest Nahrungsmittel",
    category: "Allergien und Unverträglichkeiten",
    description: "Antikörper gegen Hühnerei, Milch, Fisch, Weizen, Erdnuss und Soja, die häufigsten Auslöser von Nahrungsmittelallergien.",
    price: 4500,
    preparation: ALLERGY,
  },
  {
    key: "zoeliakie",
    name: "Zöliakie-Antikörper (Transglutaminase-IgA)",
    category: "Allergien und Unverträglichkeiten",
    description: "Suchtest auf eine Glutenunverträglichkeit bei Bauchbeschwerden, Durchfall, Eisenmangel oder Gewichtsverlust ohne klare Ursache.",
    price: 3900,
    preparation: "Mindestens 6 Wochen vorher normal glutenhaltig essen; unter glutenfreier Kost wird der Test falsch negativ.",
  },
  {
    key: "laktose-gentest",
    name: "Laktoseintoleranz-Gentest",
    category: "Allergien und Unverträglichkeiten",
    description: "Wangenschleimhaut-Abstrich auf die Genvariante, die im Erwachsenenalter zu Laktoseintoleranz führt. Einmal im Leben, ohne Milchbelastung.",
    price: 7900,
    preparation: "1 Stunde vorher nichts essen, nicht trinken (ausser Wasser), nicht rauchen und keine Zähne putzen.",
  },

  // Vorsorge
  {
    key: "psa",
    name: "PSA (Prostata-spezifisches Antigen)",
    category: "Vorsorge",
    description:
      "Eiweiss der Prostata, erhöht bei Prostatakrebs, aber auch bei Vergrösserung und Entzündung. Wir besprechen Nutzen und Grenzen des Tests vorher mit Ihnen.",
    price: 3500,
    preparation: "48 Stunden vorher kein Velofahren, kein Reiten und kein Samenerguss, sie können den Wert erhöhen. Sie dürfen vorher essen und trinken.",
  },
  {
    key: "ifobt",
    name: "Stuhltest auf verstecktes Blut (iFOBT)",
    category: "Vorsorge",
    description:
      "Immunologischer Test auf nicht sichtbares Blut im Stuhl zur Darmkrebs-Früherkennung ab 50 Jahren, alle zwei Jahre. Ein positives Ergebnis wird mit einer Darmspiegelung abgeklärt.",
    price: 2900,
    preparation: "Stuhlröhrchen vorher bei uns abholen, eine Probe zu Hause entnehmen und innerhalb von 24 Stunden zurückbringen. Nicht während der Periode.",
  },
];

export const packContent: PackContent[] = [
  {
    key: "basis-check-up",
    title: "Basis-Check-up",
    category: "Vorsorge",
    description:
      "Der jährliche Überblick für Erwachsene: Blutbild, Entzündung, Blutzucker, Blutfette, Leber, Nieren und Schilddrüse in einer Blutentnahme. Mit persönlicher Besprechung der Ergebnisse.",
    price: 8900,
    preparation: FASTING_MEDICATION,
    tests: ["blutbild-gross", "crp", "glukose", "lipidprofil", "leberwerte", "nierenwerte", "tsh"],
  },
  {
    key: "muedigkeits-check",
    title: "Müdigkeits-Check",
    category: "Energie und Wohlbefinden",
    description:
      "Für alle, die sich seit Wochen erschöpft fühlen: Die häufigsten messbaren Ursachen, von Eisen- und Vitaminmangel bis zur trägen Schilddrüse, in einem Paket.",
    price: 11900,
    preparation: `${FASTING} Biotin-Präparate 48 Stunden vorher absetzen.`,
    tests: ["blutbild-klein", "ferritin", "vitamin-b12", "folsaeure", "vitamin-d", "tsh", "magnesium"],
  },
  {
    key: "sport-check",
    title: "Sport-Check",
    category: "Sport und Leistung",
    description:
      "Für Ausdauer- und Kraftsportler vor der Saison oder bei Leistungsknick: Sauerstofftransport, Eisen, Mineralstoffe und Nierenfunktion.",
    price: 10900,
    preparation: `${FASTING} 48 Stunden vorher kein intensives Training und kein Wettkampf.`,
    tests: ["blutbild-gross", "ferritin", "magnesium", "zink", "vitamin-d", "elektrolyte", "nierenwerte"],
  },
  {
    key: "hormonprofil-frau",
    title: "Hormonprofil Frau",
    category: "Frauengesundheit",
    description:
      "Bei Zyklusstörungen, Kinderwunsch oder ersten Beschwerden der Wechseljahre: Geschlechtshormone, Eizellreserve und Schilddrüse in einer Blutentnahme.",
    price: 15900,
    preparation: `${CYCLE_DAY_3_5} Biotin-Präparate 48 Stunden vorher absetzen.`,
    tests: ["oestradiol", "fsh-lh", "prolaktin", "testosteron", "dhea-s", "amh", "tsh"],
  },
  {
    key: "hormonprofil-mann",
    title: "Hormonprofil Mann",
    category: "Männergesundheit",
    description:
      "Bei Antriebslosigkeit, nachlassender Libido oder ab 45 Jahren zur Vorsorge: Testosteron und seine Gegenspieler, Schilddrüse und PSA.",
    price: 11900,
    preparation: "Blutentnahme zwischen 7 und 10 Uhr. 48 Stunden vorher kein Velofahren und kein Samenerguss (PSA). Biotin-Präparate 48 Stunden vorher absetzen.",
    tests: ["testosteron", "dhea-s", "oestradiol", "prolaktin", "tsh", "psa"],
  },
  {
    key: "schilddruesen-check",
    title: "Schilddrüsen-Check",
    category: "Schilddrüse",
    description:
      "Funktion und Autoimmunität der Schilddrüse: bei Müdigkeit, Gewichtsveränderung, Frieren oder Herzklopfen und bei Hashimoto in der Familie.",
    price: 8500,
    preparation: THYROID,
    tests: ["tsh", "ft3-ft4", "tpo-ak", "tg-ak"],
  },
  {
    key: "herz-kreislauf-check",
    title: "Herz-Kreislauf-Check",
    category: "Herz und Kreislauf",
    description:
      "Die Blutwerte hinter dem Herzinfarkt- und Schlaganfallrisiko: Blutfette einschliesslich Lipoprotein(a), Homocystein, Langzeitblutzucker und Entzündung.",
    price: 9900,
    preparation: `${FASTING} Am Vortag keinen Alkohol und keine besonders fettreiche Mahlzeit.`,
    tests: ["lipidprofil", "lipoprotein-a", "homocystein", "glukose", "hba1c", "crp"],
  },
  {
    key: "diabetes-check",
    title: "Diabetes-Check",
    category: "Stoffwechsel und Diabetes",
    description:
      "Früherkennung eines Diabetes und seiner Vorstufen, mit Blick auf Blutfette und Nieren: empfohlen ab 45 Jahren, bei Übergewicht und Diabetes in der Familie.",
    price: 8500,
    preparation: `${FASTING_MEDICATION} Zusätzlich den ersten Morgenurin im Becher mitbringen, den Sie vorher bei uns abholen.`,
    tests: ["glukose", "hba1c", "insulin-homa", "lipidprofil", "nierenwerte", "mikroalbumin"],
  },
  {
    key: "vitamin-check",
    title: "Vitamin- und Mineralstoff-Check",
    category: "Vitamine und Mineralstoffe",
    description:
      "Die Versorgung mit den Nährstoffen, die in der Schweiz am häufigsten fehlen, etwa bei vegetarischer oder veganer Ernährung, in der Schwangerschaftsplanung oder ab 60.",
    price: 12900,
    preparation: `${FASTING} Nahrungsergänzungsmittel am Testtag erst nach der Blutentnahme einnehmen.`,
    tests: ["vitamin-d", "vitamin-b12", "folsaeure", "ferritin", "magnesium", "zink", "selen"],
  },
  {
    key: "allergie-check",
    title: "Allergie-Check",
    category: "Allergien und Unverträglichkeiten",
    description: "Klärt, ob hinter Niesen, juckenden Augen oder Beschwerden nach dem Essen eine Allergie steckt, und gegen welche Gruppe von Auslösern.",
    price: 8900,
    preparation: ALLERGY,
    tests: ["ige-gesamt", "allergie-inhalation", "allergie-nahrung"],
  },
];
