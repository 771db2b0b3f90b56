/** The shop's category tree: stable keys, English and German names, subcategories in menu order. */
export type CategorySeed = { key: string; en: string; de: string; subcategories: { en: string; de: string }[] };

export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  { key: "PainFever", en: "Pain & Fever", de: "Schmerzen & Fieber", subcategories: [
    { en: "Headache", de: "Kopfschmerzen" }, { en: "Muscle & Joint Pain", de: "Muskel- & Gelenkschmerzen" }, { en: "Fever", de: "Fieber" } ] },
  { key: "FluColds", en: "Flu & Colds", de: "Erkältung & Grippe", subcategories: [
    { en: "Cough", de: "Husten" }, { en: "Blocked Nose", de: "Schnupfen" }, { en: "Sore Throat", de: "Halsschmerzen" } ] },
  { key: "Allergy", en: "Allergies", de: "Allergien", subcategories: [
    { en: "Hay Fever", de: "Heuschnupfen" }, { en: "Allergic Eyes", de: "Allergische Augen" } ] },
  { key: "Digestion", en: "Stomach & Digestion", de: "Magen & Darm", subcategories: [
    { en: "Heartburn", de: "Sodbrennen" }, { en: "Diarrhoea", de: "Durchfall" }, { en: "Constipation", de: "Verstopfung" }, { en: "Flatulence", de: "Blähungen" } ] },
  { key: "HeartCirculation", en: "Heart & Circulation", de: "Herz & Kreislauf", subcategories: [
    { en: "Blood Pressure", de: "Blutdruck" }, { en: "Cholesterol", de: "Cholesterin" }, { en: "Veins & Legs", de: "Venen & Beine" } ] },
  { key: "Diabetes", en: "Diabetes", de: "Diabetes", subcategories: [
    { en: "Diabetes Medicines", de: "Diabetesmedikamente" }, { en: "Blood Glucose Monitoring", de: "Blutzuckermessung" } ] },
  { key: "SleepNerves", en: "Sleep & Nerves", de: "Schlaf & Nerven", subcategories: [
    { en: "Sleep Problems", de: "Schlafstörungen" }, { en: "Stress & Restlessness", de: "Stress & Unruhe" }, { en: "Mood", de: "Stimmung" } ] },
  { key: "Infections", en: "Infections", de: "Infektionen", subcategories: [
    { en: "Antibiotics", de: "Antibiotika" }, { en: "Cold Sores", de: "Lippenherpes" }, { en: "Fungal Infections", de: "Pilzinfektionen" } ] },
  { key: "VitaminsMinerals", en: "Vitamins & Minerals", de: "Vitamine & Mineralstoffe", subcategories: [
    { en: "Vitamins", de: "Vitamine" }, { en: "Minerals", de: "Mineralstoffe" }, { en: "Multivitamins", de: "Multivitamine" } ] },
  { key: "Nutrition", en: "Nutrition", de: "Ernährung", subcategories: [
    { en: "Dietary Supplements", de: "Nahrungsergänzung" }, { en: "Weight Management", de: "Gewichtskontrolle" }, { en: "Special Diets", de: "Spezialernährung" } ] },
  { key: "SportFitness", en: "Sport & Fitness", de: "Sport & Fitness", subcategories: [
    { en: "Protein", de: "Protein" }, { en: "Energy & Endurance", de: "Energie & Ausdauer" }, { en: "Recovery", de: "Regeneration" } ] },
  { key: "WomensHealth", en: "Women's Health", de: "Frauengesundheit", subcategories: [
    { en: "Pregnancy", de: "Schwangerschaft" }, { en: "Menopause", de: "Wechseljahre" }, { en: "Intimate Care", de: "Intimpflege" } ] },
  { key: "MensHealth", en: "Men's Health", de: "Männergesundheit", subcategories: [
    { en: "Prostate", de: "Prostata" }, { en: "Hair Loss", de: "Haarausfall" }, { en: "Potency", de: "Potenz" } ] },
  { key: "BabyChild", en: "Baby & Child", de: "Baby & Kind", subcategories: [
    { en: "Baby Food", de: "Babynahrung" }, { en: "Baby Care", de: "Babypflege" }, { en: "Medicines for Children", de: "Kinderarzneimittel" } ] },
  { key: "SkinCare", en: "Skin Care", de: "Hautpflege", subcategories: [
    { en: "Face Care", de: "Gesichtspflege" }, { en: "Body Care", de: "Körperpflege" }, { en: "Skin Conditions", de: "Hautprobleme" } ] },
  { key: "SunProtection", en: "Sun Protection", de: "Sonnenschutz", subcategories: [
    { en: "Sun Cream", de: "Sonnencreme" }, { en: "After Sun", de: "After Sun" } ] },
  { key: "HairCare", en: "Hair Care", de: "Haarpflege", subcategories: [
    { en: "Shampoo", de: "Shampoo" }, { en: "Scalp Care", de: "Kopfhautpflege" } ] },
  { key: "OralCare", en: "Oral & Dental Care", de: "Mund- & Zahnpflege", subcategories: [
    { en: "Toothpaste", de: "Zahnpasta" }, { en: "Mouthwash", de: "Mundspülung" } ] },
  { key: "EyesEars", en: "Eyes & Ears", de: "Augen & Ohren", subcategories: [
    { en: "Eye Care", de: "Augenpflege" }, { en: "Ear Care", de: "Ohrenpflege" } ] },
  { key: "FirstAid", en: "First Aid", de: "Erste Hilfe", subcategories: [
    { en: "Plasters", de: "Pflaster" }, { en: "Wound Care", de: "Wundversorgung" }, { en: "Disinfection", de: "Desinfektion" } ] },
  { key: "MedicalDevices", en: "Medical Devices", de: "Medizinprodukte", subcategories: [
    { en: "Blood Pressure Monitors", de: "Blutdruckmessgeräte" }, { en: "Thermometers", de: "Fieberthermometer" }, { en: "Inhalers", de: "Inhalationsgeräte" }, { en: "Tests", de: "Schnelltests" } ] },
  { key: "NaturalRemedies", en: "Natural Remedies", de: "Naturheilmittel", subcategories: [
    { en: "Herbal Medicines", de: "Pflanzliche Arzneimittel" }, { en: "Schuessler Salts", de: "Schüssler-Salze" } ] },
  { key: "Incontinence", en: "Incontinence", de: "Inkontinenz", subcategories: [
    { en: "Pads", de: "Einlagen" }, { en: "Pants", de: "Pants" } ] },
];

/** A place in the tree: category key and subcategory index. */
export type Placement = readonly [key: string, subcategory: number];
