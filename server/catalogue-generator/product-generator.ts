import type { ProductDetailContent, ProductKind } from "#server/db/schema/catalogue.ts";
import { VAT_RATES_BP } from "#contracts/money.ts";
import { showsPrice, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import { sortKey } from "#server/services/catalogue/name-key.ts";
import type { Placement } from "./data/categories.ts";
import { FORMS, type FormName, type Shape } from "./data/forms.ts";
import { MEDICINES, REMEDIES, type MedicineSeed, type Regulation, type RemedySeed } from "./data/medicines.ts";
import { DIET_LABELS, NON_PHARMA, type NonPharmaSeed } from "./data/non-pharma.ts";
import { createNamer, MEDICINE_LINES, nameOf, PRODUCT_LINES, type NameParts } from "./names.ts";
import { createRng, hash32, hexId, type Rng } from "./random.ts";
import { genericCodesOf, type Reference } from "./reference.ts";
import { htmlToText } from "./sanitize.ts";
import { medicineFolderSummary, paragraph, patientInformation, productFolderSummary } from "./texts.ts";

/** Shares of the catalogue; the rest is non-pharma (supplements, cosmetics, devices, …). */
const MEDICINE_SHARE = 0.42;
const REMEDY_SHARE = 0.06;
const ARTICLES_PER_PRODUCT_MAX = 3;
const PHARMACODE_RANGE = 9_000_000;
/** Coprime with PHARMACODE_RANGE (2^6·3^2·5^6), so (k · step) mod range is a bijection. */
const PHARMACODE_STEP = 4_567_891;
export const MAX_PRODUCTS = Math.floor(PHARMACODE_RANGE / ARTICLES_PER_PRODUCT_MAX);

export const REGULATION_IDS: Record<Regulation, RegulationCode> = {
  OK: "Sale.Web.OK",
  CC: "Sale.Web.CC",
  Rx: "Sale.Web.Rx",
};

type Company = Reference["companies"][number];
type Brand = Reference["brands"][number];
type Maker = { company: Company; brand: Brand };

type Plan =
  | { type: "medicine"; seed: MedicineSeed; presentation: readonly [string, FormName]; reg: Regulation; original: boolean; maker: Maker }
  | { type: "remedy"; seed: RemedySeed; reg: Regulation; maker: Maker }
  | { type: "nonPharma"; seed: NonPharmaSeed; variant: string; maker: Maker };

/** What product i is (and so its name), how popular, and the generator to draw the rest from. */
export type ProductPlan = { rng: Rng; plan: Plan; name: NameParts; popularity: number; noPrice: boolean };

function pickCompany(rng: Rng, ref: Reference, role: Parameters<Reference["companiesByRole"]["get"]>[0]) {
  const list = ref.companiesByRole.get(role);
  if (!list || list.length === 0) throw new Error(`No company with role ${role}`);
  return rng.pick(list);
}

function brandOf(rng: Rng, ref: Reference, companyId: number) {
  const list = ref.brandsByCompany.get(companyId);
  if (!list || list.length === 0) throw new Error(`Company ${companyId} has no brand`);
  return rng.pick(list);
}

function makerOf(rng: Rng, ref: Reference, role: Parameters<Reference["companiesByRole"]["get"]>[0]): Maker {
  const company = pickCompany(rng, ref, role);
  return { company, brand: brandOf(rng, ref, company.id) };
}

function originalMaker(ref: Reference, med: MedicineSeed): Maker {
  const brand = ref.brandByName.get(med.brand);
  if (!brand) throw new Error(`Missing brand ${med.brand}`);
  const company = ref.companies[brand.company_id - 1];
  if (!company) throw new Error(`Missing company of ${med.brand}`);
  return { company, brand };
}

/** The name around its line: the brand's line words go after the brand (medicines) or the product (the rest). */
function namePartsOf(plan: Plan): NameParts {
  const brand = plan.maker.brand.name;
  switch (plan.type) {
    case "medicine": {
      const [strength, formName] = plan.presentation;
      const head = plan.original ? [brand] : [plan.seed.substance, brand];
      return { head, tail: [strength, FORMS[formName].name], lines: MEDICINE_LINES };
    }
    case "remedy":
      return { head: [brand, plan.seed.name], tail: [FORMS[plan.seed.form].name], lines: MEDICINE_LINES };
    case "nonPharma":
      return { head: [brand, plan.seed.name], tail: [plan.variant], lines: PRODUCT_LINES };
  }
}

/**
 * The first draws of product i: what it is, by whom (so its name), and how popular. Cheap, so the
 * catalogue pass (planCatalogue) can plan every product before any is generated.
 */
export function planProduct(seed: number, index: number, ref: Reference): ProductPlan {
  const rng = createRng(hash32(seed, index, 0x5eed));
  const roll = rng.next();
  let plan: Plan;
  let weight: number;
  let factor: number;
  if (roll < MEDICINE_SHARE) {
    const med = rng.weighted(MEDICINES, (m) => m.weight);
    const presentation = rng.pick(med.presentations);
    // Some over-the-counter medicines are sold in pharmacies only (no shipping).
    const reg: Regulation = med.reg === "OK" && rng.chance(0.12) ? "CC" : med.reg;
    const original = rng.chance(0.3);
    plan = { type: "medicine", seed: med, presentation, reg, original, maker: original ? originalMaker(ref, med) : makerOf(rng, ref, "generic") };
    weight = med.weight;
    factor = reg === "Rx" ? 0.35 : 1.6;
  } else if (roll < MEDICINE_SHARE + REMEDY_SHARE) {
    const rem = rng.pick(REMEDIES);
    plan = { type: "remedy", seed: rem, reg: rem.reg, maker: makerOf(rng, ref, "natural") };
    weight = 2;
    factor = 1;
  } else {
    const np = rng.weighted(NON_PHARMA, (n) => n.weight);
    const maker = makerOf(rng, ref, np.role);
    plan = { type: "nonPharma", seed: np, variant: rng.pick(np.variants), maker };
    weight = np.weight;
    factor = np.kind === "supplement" ? 1.4 : 1;
  }
  const noPrice = rng.chance(0.012);
  const popularity = weight * factor * Math.pow(rng.next(), 3) * (noPrice ? 0.05 : 1);
  return { rng, plan, name: namePartsOf(plan), popularity, noPrice };
}

/** Per product index: its sales rank (1 = best seller) and the line code that makes its name unique. */
export type CataloguePlan = { ranks: Int32Array; lines: Uint16Array };

/**
 * One cheap pass over the plans of products 0..count-1: sales ranks from their popularity, so best sellers
 * are plausible (OTC pain killers, vitamins) rather than random, and names handed out in index order. A
 * product depends only on the products before it, so a smaller catalogue is the start of a larger one.
 */
export function planCatalogue(seed: number, count: number, ref: Reference): CataloguePlan {
  const scores = new Float64Array(count);
  const lines = new Uint16Array(count);
  const nameLine = createNamer(seed);
  for (let i = 0; i < count; i++) {
    const planned = planProduct(seed, i, ref);
    scores[i] = planned.popularity;
    lines[i] = nameLine(i, planned.name);
  }
  const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const ranks = new Int32Array(count);
  order.forEach((productIndex, position) => {
    ranks[productIndex] = position + 1;
  });
  return { ranks, lines };
}

/** Swiss-style 7-digit pharmacode of article j of product i, unique for every (i, j). */
export function pharmacodeOf(seed: number, index: number, position: number): number {
  const k = index * ARTICLES_PER_PRODUCT_MAX + position;
  const offset = hash32(seed, 0xc0de) % PHARMACODE_RANGE;
  return 1_000_000 + ((k * PHARMACODE_STEP + offset) % PHARMACODE_RANGE);
}

/** CHF to Rappen, rounded to 5 Rappen as Swiss prices are, within CHF 2.50 to 250. */
function toCents(chf: number): number {
  const clamped = Math.min(250, Math.max(2.5, chf));
  return Math.round(clamped * 20) * 5;
}

const IMAGE_VIEWS = ["PICFRONT3D", "PICBACK3D", "PICFRONT", "PICSIDE"] as const;

export type GeneratedProduct = {
  product: {
    id: number;
    uid: string;
    kind: ProductKind;
    name: string;
    brand_id: number;
    company_id: number;
    main_category_id: number;
    generic_level1_id: number | null;
    generic_level2_id: number | null;
    generic_level3_id: number | null;
    folder_title: string | null;
    folder_summary_text: string | null;
    sales_rank: number;
    shuffle_key: number | null;
    main_pharmacode: number;
    sort_name: string;
    sort_price: number | null;
    in_discount: boolean;
    active: boolean;
  };
  articles: {
    id: number;
    uid: string;
    product_id: number;
    position: number;
    pharmacode: number;
    description: string;
    long_description: string;
    pack_size: string;
    price_cents: number | null;
    original_price_cents: number | null;
    regulation: RegulationCode;
    is_available: boolean | null;
    images: string[];
    vat_rate_bp: number;
    swissmedic_category: SwissmedicCategory | null;
    active: boolean;
  }[];
  /** Units on the shelf per article (table article_stock). */
  stock: { pharmacode: number; stock: number }[];
  categories: { product_id: number; category_id: number; subcategory_id: number | null; position: number }[];
  substances: { product_id: number; substance_id: number; position: number; strength: string | null }[];
  symptoms: { product_id: number; symptom_id: number }[];
  detail: { product_id: number; content: ProductDetailContent };
};

type Shaped = {
  kind: ProductKind;
  name: string;
  brandId: number;
  companyId: number;
  companyName: string;
  reg: Regulation;
  packs: readonly string[];
  basePrice: number;
  shape: Shape;
  placements: Placement[];
  substances: { name: string; strength: string | null }[];
  symptoms: readonly string[];
  generic: readonly [string, string, string] | null;
  longText: string;
  content: ProductDetailContent;
};

const approval = (rng: Rng) => `${rng.int(40_000, 69_999)}`;
const reviewedMonth = (rng: Rng) =>
  `${rng.pick(["Januar", "März", "Mai", "Juni", "August", "Oktober", "November"])} ${rng.int(2019, 2025)}`;

function shapeMedicine(rng: Rng, name: string, p: Extract<Plan, { type: "medicine" }>): Shaped {
  const med = p.seed;
  const [strength, formName] = p.presentation;
  const form = FORMS[formName];
  const { company, brand } = p.maker;
  const prescription = p.reg === "Rx";
  const notice = prescription ? "Rezeptpflichtiges Arzneimittel" : p.reg === "CC" ? "Nur in der Apotheke erhältlich" : "Zugelassenes Arzneimittel";
  const packs = rng.sample(form.packs, 1 + (rng.chance(0.5) ? 1 : 0) + (rng.chance(0.2) ? 1 : 0));
  const base = prescription ? 8 + Math.pow(rng.next(), 2) * 110 : 4.5 + Math.pow(rng.next(), 2) * 30;
  return {
    kind: "medicine",
    name,
    brandId: brand.id,
    companyId: company.id,
    companyName: company.name,
    reg: p.reg,
    packs,
    basePrice: p.original ? base * 1.25 : base,
    shape: form.shape,
    placements: med.also && rng.chance(0.5) ? [med.place, med.also] : [med.place],
    substances: [{ name: med.substance, strength }],
    symptoms: rng.sample(med.symptoms, Math.max(1, rng.int(Math.min(2, med.symptoms.length), med.symptoms.length))),
    generic: genericCodesOf(med.atc, strength, formName),
    longText: `${med.substance} ${strength}, ${form.name}. Wird angewendet ${med.indication}.`,
    content: {
      consumerFolder: { title: name, summary: medicineFolderSummary({ name, indication: med.indication, substance: med.substance, strength, form: form.name, notice }) },
      components: [{ substances: [{ description: med.substance, quantity: strength }] }],
      nonPharmaInformation: null,
      monographies: [
        {
          header: "Patienteninformation",
          title: name,
          authorizationOwnerName: company.name,
          bodySections: patientInformation({
            name, substance: med.substance, strength, form: form.name, use: form.use, indication: med.indication,
            sideEffects: med.sideEffects, company: company.name, packs: form.packs.join(", "),
            approvalNumber: approval(rng), reviewed: reviewedMonth(rng),
          }, prescription),
        },
      ],
    },
  };
}

function shapeRemedy(rng: Rng, name: string, p: Extract<Plan, { type: "remedy" }>): Shaped {
  const rem = p.seed;
  const form = FORMS[rem.form];
  const { company, brand } = p.maker;
  const notice = p.reg === "CC" ? "Nur in der Apotheke erhältlich" : "Pflanzliches Arzneimittel";
  return {
    kind: "medicine",
    name,
    brandId: brand.id,
    companyId: company.id,
    companyName: company.name,
    reg: p.reg,
    packs: rng.sample(form.packs, 1 + (rng.chance(0.4) ? 1 : 0)),
    basePrice: 7 + Math.pow(rng.next(), 2) * 28,
    shape: form.shape,
    placements: rng.chance(0.3) ? [rem.place, ["NaturalRemedies", 0]] : [rem.place],
    substances: [{ name: rem.substance, strength: rem.strength }],
    symptoms: rem.symptoms,
    generic: null,
    longText: `${rem.substance} ${rem.strength}. Wird angewendet ${rem.indication}.`,
    content: {
      consumerFolder: { title: name, summary: medicineFolderSummary({ name, indication: rem.indication, substance: rem.substance, strength: rem.strength, form: form.name, notice }) },
      components: [{ substances: [{ description: rem.substance, quantity: rem.strength }] }],
      nonPharmaInformation: null,
      monographies: [
        {
          header: "Patienteninformation",
          title: name,
          authorizationOwnerName: company.name,
          bodySections: patientInformation({
            name, substance: rem.substance, strength: rem.strength, form: form.name, use: form.use, indication: rem.indication,
            sideEffects: "sehr selten Magen-Darm-Beschwerden oder allergische Hautreaktionen", company: company.name,
            packs: form.packs.join(", "), approvalNumber: approval(rng), reviewed: reviewedMonth(rng),
          }, false),
        },
      ],
    },
  };
}

function shapeNonPharma(rng: Rng, name: string, p: Extract<Plan, { type: "nonPharma" }>): Shaped {
  const np = p.seed;
  const { company, brand } = p.maker;
  const variant = p.variant;
  const information =
    np.kind === "supplement" || np.kind === "sport"
      ? "Nahrungsergänzungsmittel sind kein Ersatz für eine abwechslungsreiche und ausgewogene Ernährung und eine gesunde Lebensweise. Die angegebene empfohlene tägliche Verzehrsmenge darf nicht überschritten werden. Ausser Reichweite von kleinen Kindern aufbewahren."
      : np.kind === "device"
        ? "Medizinprodukt. Bitte Gebrauchsanweisung beachten. Trocken und vor Sonnenlicht geschützt lagern."
        : "Nur zur äusserlichen Anwendung. Kontakt mit den Augen vermeiden. Ausser Reichweite von Kindern aufbewahren.";
  const nutrition = np.nutrition;
  return {
    kind: np.kind === "care" ? "care" : np.kind,
    name,
    brandId: brand.id,
    companyId: company.id,
    companyName: company.name,
    reg: "OK",
    packs: rng.sample(np.packs, 1 + (rng.chance(0.45) ? 1 : 0)),
    basePrice: np.price[0] + Math.pow(rng.next(), 1.5) * (np.price[1] - np.price[0]),
    shape: np.shape,
    placements: np.also && rng.chance(0.5) ? [np.place, np.also] : [np.place],
    substances: (np.substances ?? []).map(([n, amount]) => ({ name: n, strength: amount })),
    symptoms: np.symptoms ?? [],
    generic: null,
    longText: `${np.name} ${variant}. ${np.characteristics}`,
    content: {
      consumerFolder: { title: name, summary: productFolderSummary({ name, characteristics: np.characteristics, usage: np.usage }) },
      components: np.substances ? [{ substances: np.substances.map(([n, amount]) => ({ description: n, quantity: amount })) }] : [],
      nonPharmaInformation: {
        nutritions: nutrition
          ? nutrition.rows.map(([nutrient, quantity, unit], i) => ({
              lineNumber: i + 1,
              quantity,
              unitCode: { description: unit },
              nutritionCode: { description: nutrient },
              referenceQuantity: nutrition.referenceQuantity,
              referenceUnitCode: { description: nutrition.referenceUnit },
            }))
          : [],
        usageHtml: paragraph(np.usage),
        characteristicsHtml: paragraph(np.characteristics),
        informationHtml: paragraph(information),
        dietaryAdvice: (np.diets ?? []).map((d) => ({ dietType: { id: d, description: DIET_LABELS[d] } })),
        compositions: np.compositions.map((description, i) => ({ lineNumber: i + 1, description })),
      },
      monographies: [],
    },
  };
}

/**
 * Product i of the catalogue of this seed, complete with articles (its pack sizes), links and detail
 * content; its sales rank and name line come from the catalogue pass (planCatalogue).
 */
export function generateProduct(
  seed: number,
  index: number,
  ref: Reference,
  placed: { salesRank: number; line: number; shuffleKey?: number | null },
  planned = planProduct(seed, index, ref),
): GeneratedProduct {
  const { rng, plan, noPrice } = planned;
  const name = nameOf(planned.name, placed.line);
  const shaped = plan.type === "medicine" ? shapeMedicine(rng, name, plan) : plan.type === "remedy" ? shapeRemedy(rng, name, plan) : shapeNonPharma(rng, name, plan);
  const id = index + 1;
  const regulation = REGULATION_IDS[shaped.reg];
  // Prescription prices are regulated in Switzerland: no discounts there.
  const discount = !noPrice && shaped.reg !== "Rx" && rng.chance(0.19) ? rng.pick([10, 15, 20, 25, 30]) : 0;
  const articles = shaped.packs.map((pack, position) => {
    const pharmacode = pharmacodeOf(seed, index, position);
    const original = noPrice ? null : toCents(shaped.basePrice * (1 + 0.8 * position));
    const price = original === null ? null : discount ? Math.max(250, Math.round((original * (100 - discount)) / 500) * 5) : original;
    const availabilityRoll = rng.next();
    const images = rng.chance(0.03)
      ? []
      : IMAGE_VIEWS.filter((_, v) => v < 2 || (v === 2 ? rng.chance(0.5) : rng.chance(0.3))).map((view) => `${pharmacode}_${view}.svg`);
    return {
      id: index * ARTICLES_PER_PRODUCT_MAX + position + 1,
      uid: hexId(seed, index, position, 0xa7),
      product_id: id,
      position,
      pharmacode,
      description: `${shaped.name} ${pack}`,
      long_description: `${shaped.name}, ${pack}. ${shaped.longText}`,
      pack_size: pack,
      price_cents: price,
      original_price_cents: original,
      regulation,
      is_available: availabilityRoll < 0.1 ? false : availabilityRoll < 0.13 ? null : true,
      images,
      vat_rate_bp: vatRateOf(shaped),
      swissmedic_category: swissmedicCategoryOf(shaped.kind, regulation),
      active: true,
    };
  });
  const main = articles[0];
  if (!main) throw new Error("a product needs an article");
  const generic = shaped.generic?.map((code) => ref.groupByCode.get(code)?.id ?? null) ?? [null, null, null];
  const categories = shaped.placements.map(([key, sub], position) => {
    const category = ref.categoryByKey.get(key);
    if (!category) throw new Error(`Unknown category ${key}`);
    return { product_id: id, category_id: category.id, subcategory_id: ref.subcategoryId(key, sub), position };
  });
  const summaryText = shaped.content.consumerFolder ? htmlToText(shaped.content.consumerFolder.summary) : null;

  return {
    product: {
      id,
      uid: hexId(seed, index, 0x9d),
      kind: shaped.kind,
      name: shaped.name,
      brand_id: shaped.brandId,
      company_id: shaped.companyId,
      main_category_id: categories[0]?.category_id ?? 1,
      generic_level1_id: generic[0] ?? null,
      generic_level2_id: generic[1] ?? null,
      generic_level3_id: generic[2] ?? null,
      folder_title: shaped.content.consumerFolder?.title ?? null,
      folder_summary_text: summaryText,
      sales_rank: placed.salesRank,
      shuffle_key: placed.shuffleKey ?? null,
      main_pharmacode: main.pharmacode,
      // Lists show a product by its main article's description, so that is what sort=name orders by.
      sort_name: sortKey(main.description),
      // A prescription article's price is not public (issue 30), so sorting by price cannot place it either.
      sort_price: showsPrice(main.regulation) ? main.price_cents : null,
      in_discount: discount > 0,
      active: true,
    },
    articles,
    stock: articles.map((a) => ({ pharmacode: a.pharmacode, stock: stockOf(seed, a.pharmacode, a.is_available) })),
    categories,
    substances: shaped.substances.map((s, position) => {
      const substanceId = ref.substanceId.get(s.name);
      if (substanceId === undefined) throw new Error(`Unknown substance ${s.name}`);
      return { product_id: id, substance_id: substanceId, position, strength: s.strength };
    }),
    symptoms: [...new Set(shaped.symptoms)].map((word) => {
      const symptomId = ref.symptomId.get(word);
      if (symptomId === undefined) throw new Error(`Unknown symptom ${word}`);
      return { product_id: id, symptom_id: symptomId };
    }),
    detail: { product_id: id, content: shaped.content },
  };
}

/**
 * The Swissmedic category the drawn sale code reads as (issue 39), so the demo catalogue obeys the legal rule of
 * contracts/regulation.ts: Rx a prescription medicine (B), CC pharmacy only (D), any other medicine E, the rest none.
 */
function swissmedicCategoryOf(kind: string, regulation: RegulationCode): SwissmedicCategory | null {
  if (regulation === "Sale.Web.Rx") return "B";
  if (regulation === "Sale.Web.CC") return "D";
  return kind === "medicine" ? "E" : null;
}

/**
 * Swiss VAT (issue 25): 2.6 % for medicines and food (supplements, anything placed under Nutrition), 8.1 % for
 * the rest (cosmetics, devices, care). Decided by what the product is, not drawn, so the same product keeps it.
 */
function vatRateOf(shaped: Shaped): number {
  const food = shaped.kind === "supplement" || shaped.placements.some(([key]) => key === "Nutrition");
  return shaped.kind === "medicine" || food ? VAT_RATES_BP.reduced : VAT_RATES_BP.normal;
}

/**
 * Stock per article, from its own hash so the draws above (prices, availability, images) stay as they were:
 * "Nicht verfügbar" articles have none, about 8 % of the rest are out, 12 % low (1–3), the others 5–60.
 */
export function stockOf(seed: number, pharmacode: number, isAvailable: boolean | null): number {
  if (isAvailable === false) return 0;
  const roll = hash32(seed, pharmacode, 0x570c) % 1000;
  if (roll < 80) return 0;
  if (roll < 200) return 1 + (roll % 3);
  return 5 + (roll % 56);
}

/** A seeded permutation of 0..count-1 (Fisher–Yates), one shuffle key per product. */
export function shuffleKeys(seed: number, count: number): Int32Array {
  const keys = new Int32Array(count);
  for (let i = 0; i < count; i++) keys[i] = i;
  const rng = createRng(hash32(seed, 0x5f1e));
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const swap = keys[i] as number;
    keys[i] = keys[j] as number;
    keys[j] = swap;
  }
  return keys;
}
