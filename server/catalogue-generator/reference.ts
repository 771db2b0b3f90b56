import { nameKey } from "#server/services/catalogue/name-key.ts";
import { CATEGORY_SEEDS } from "./data/categories.ts";
import { BRAND_COLOURS, COMPANY_SEEDS, type CompanyRole } from "./data/companies.ts";
import { FORMS } from "./data/forms.ts";
import { MEDICINES, REMEDIES } from "./data/medicines.ts";
import { NON_PHARMA } from "./data/non-pharma.ts";
import { hexId } from "./random.ts";

/**
 * The fixed part of the catalogue (companies, brands, categories, substances, symptoms, generic groups)
 * with stable integer ids, built once per seed and shared by every generated product.
 */
export type Reference = ReturnType<typeof buildReference>;

/** "400 mg" → "400MG", "0.05 %" → "0.05PCT", "15 mg/5 ml" → "15MG5ML". */
export const strengthCode = (strength: string) =>
  strength.replace(/%/g, "PCT").replace(/µ/g, "MC").replace(/[^0-9A-Za-z.]/g, "").toUpperCase();

export const genericCodesOf = (atc: string, strength: string, formName: keyof typeof FORMS) => {
  const level2 = `${atc}-${strengthCode(strength)}`;
  return [atc, level2, `${level2}-${FORMS[formName].code}`] as const;
};

export function buildReference(seed: number) {
  const companies = COMPANY_SEEDS.map((c, i) => ({ id: i + 1, name: c.name, name_key: nameKey(c.name), role: c.role }));
  const companiesByRole = new Map<CompanyRole, typeof companies>();
  for (const c of companies) companiesByRole.set(c.role, [...(companiesByRole.get(c.role) ?? []), c]);
  const originators = companiesByRole.get("originator") ?? [];

  type Brand = { id: number; name: string; name_key: string; company_id: number; colour: string };
  const brands: Brand[] = [];
  const brandByName = new Map<string, Brand>();
  const addBrand = (name: string, companyId: number) => {
    const existing = brandByName.get(name);
    if (existing) return existing;
    const brand = { id: brands.length + 1, name, name_key: nameKey(name), company_id: companyId, colour: BRAND_COLOURS[brands.length % BRAND_COLOURS.length] as string };
    brands.push(brand);
    brandByName.set(name, brand);
    return brand;
  };
  COMPANY_SEEDS.forEach((c, i) => c.brands.forEach((b) => addBrand(b, i + 1)));
  for (const med of MEDICINES) {
    const maker = originators[med.maker % originators.length];
    if (maker) addBrand(med.brand, maker.id);
  }
  const brandsByCompany = new Map<number, Brand[]>();
  for (const b of brands) brandsByCompany.set(b.company_id, [...(brandsByCompany.get(b.company_id) ?? []), b]);

  const categories = CATEGORY_SEEDS.map((c, i) => ({
    id: i + 1,
    uid: hexId(seed, 101, i),
    key: c.key,
    name_en: c.en,
    name_de: c.de,
    name_key: nameKey(c.en),
    position: i,
    image: `/uploads/categories/${c.key}.svg`,
  }));
  const categoryByKey = new Map(categories.map((c) => [c.key, c]));
  const subcategories = CATEGORY_SEEDS.flatMap((c, ci) =>
    c.subcategories.map((s, si) => ({ category_id: ci + 1, name_en: s.en, name_de: s.de, name_key: nameKey(s.en), position: si })),
  ).map((s, i) => ({ id: i + 1, ...s }));
  const subcategoryId = (categoryKey: string, index: number): number | null => {
    const category = categoryByKey.get(categoryKey);
    if (!category) throw new Error(`Unknown category key ${categoryKey}`);
    return subcategories.find((s) => s.category_id === category.id && s.position === index)?.id ?? null;
  };

  const substanceNames = new Set<string>();
  for (const med of MEDICINES) substanceNames.add(med.substance);
  for (const rem of REMEDIES) substanceNames.add(rem.substance);
  for (const np of NON_PHARMA) for (const [name] of np.substances ?? []) substanceNames.add(name);
  const substances = [...substanceNames].map((name, i) => ({ id: i + 1, name, name_key: nameKey(name) }));
  const substanceId = new Map(substances.map((s) => [s.name, s.id]));

  const symptomWords = new Set<string>();
  for (const med of MEDICINES) med.symptoms.forEach((s) => symptomWords.add(s));
  for (const rem of REMEDIES) rem.symptoms.forEach((s) => symptomWords.add(s));
  for (const np of NON_PHARMA) (np.symptoms ?? []).forEach((s) => symptomWords.add(s));
  const symptoms = [...symptomWords].map((word, i) => ({ id: i + 1, word }));
  const symptomId = new Map(symptoms.map((s) => [s.word, s.id]));

  type Group = { id: number; level: 1 | 2 | 3; code: string; parent_id: number | null };
  const genericGroups: Group[] = [];
  const groupByCode = new Map<string, Group>();
  const addGroup = (level: 1 | 2 | 3, code: string, parent: Group | null) => {
    const existing = groupByCode.get(code);
    if (existing) return existing;
    const group = { id: genericGroups.length + 1, level, code, parent_id: parent?.id ?? null };
    genericGroups.push(group);
    groupByCode.set(code, group);
    return group;
  };
  for (const med of MEDICINES) {
    for (const [strength, form] of med.presentations) {
      const [c1, c2, c3] = genericCodesOf(med.atc, strength, form);
      const g1 = addGroup(1, c1, null);
      const g2 = addGroup(2, c2, g1);
      addGroup(3, c3, g2);
    }
  }

  return {
    companies,
    companiesByRole,
    originators,
    brands,
    brandByName,
    brandsByCompany,
    categories,
    categoryByKey,
    subcategories,
    subcategoryId,
    substances,
    substanceId,
    symptoms,
    symptomId,
    genericGroups,
    groupByCode,
  };
}
