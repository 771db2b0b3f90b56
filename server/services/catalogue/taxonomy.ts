import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Category, Company } from "#contracts/catalogue.ts";
import type { Db } from "#server/db/client.ts";
import { queryRows } from "#server/db/typed-sql.ts";
import { matchesWordPrefixes, rawWords } from "#server/search/fold.ts";

/** German collation for company lists; names starting with a digit sort first, as in a phone book. */
const germanCollator = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });
export const compareGerman = (a: string, b: string) => germanCollator.compare(a, b);

const categoryRow = z.object({
  uid: z.string(),
  key: z.string(),
  name_en: z.string(),
  name_de: z.string(),
  image: z.string().nullable(),
  subcategories: z.array(z.object({ en: z.string(), de: z.string() })),
});

export async function queryCategories(db: Db): Promise<Category[]> {
  const rows = await queryRows(db, categoryRow, sql`
    select c.uid, c.key, c.name_en, c.name_de, c.image,
      coalesce((select json_agg(json_build_object('en', s.name_en, 'de', s.name_de) order by s.position)
                from subcategories s where s.category_id = c.id), '[]'::json) as subcategories
    from categories c order by c.position`);
  return rows.map((r) => ({
    _id: r.uid,
    key: r.key,
    category: { en: r.name_en, de: r.name_de },
    subcategories: r.subcategories,
    image: r.image,
  }));
}

/** Companies that sell at least one product, sorted in German collation. */
export async function queryCompanies(db: Db): Promise<Company[]> {
  const rows = await queryRows(db, z.object({ name: z.string() }), sql`select co.name from companies co where exists (select 1 from products p where p.company_id = co.id)`);
  return rows.sort((a, b) => compareGerman(a.name, b.name));
}

/**
 * Companies matched with the product search's folding and prefix rules (server/search/fold.ts): every
 * word of the term starts a word of the name, case, accents and ae/oe/ue ⇄ ä/ö/ü folded ("mueller ph"
 * finds "Müller Pharma AG"). Names whose first word matches the term's first word come first.
 */
export function filterCompanies(all: Company[], searchTerm: string, limit: number): Company[] {
  const [firstWord] = rawWords(searchTerm);
  if (firstWord === undefined) return [];
  const matches = all.filter((c) => matchesWordPrefixes(c.name, searchTerm));
  const leads = (c: Company) => matchesWordPrefixes(rawWords(c.name)[0] ?? "", firstWord);
  return [...matches.filter(leads), ...matches.filter((c) => !leads(c))].slice(0, limit);
}
