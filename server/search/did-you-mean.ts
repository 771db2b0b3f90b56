import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { foldSearchText, rawWords } from "./fold.ts";
import { MAX_QUERY_WORDS } from "./query.ts";

/** The catalogue vocabulary holds words of 4 letters or more; shorter words are kept as typed. */
const MIN_CORRECTED_LENGTH = 4;

type Candidate = { key: string; known: boolean; display: string | null };

/**
 * The nearest catalogue spelling of a search text, word by word: a word the catalogue knows stays as
 * typed, an unknown one becomes the most similar catalogue word (pg_trgm similarity above the default
 * threshold 0.3, the more frequent word on a tie). Null when nothing would change.
 * `Ibuprofn` → `Ibuprofen`; `Ibuprofn 400` → `Ibuprofen 400`.
 */
export async function suggestSpelling(db: Db, text: string): Promise<string | null> {
  const words = rawWords(text).slice(0, MAX_QUERY_WORDS);
  const keys = [...new Set(words.map(foldSearchText).filter((k) => k.length >= MIN_CORRECTED_LENGTH && !/\d/.test(k)))];
  if (keys.length === 0) return null;

  const result = await db.execute(sql`
    select q.key,
      exists(select 1 from search_words w where w.word = q.key) as known,
      (select w.display from search_words w where w.word % q.key
        order by similarity(w.word, q.key) desc, w.frequency desc, w.word limit 1) as display
    from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as q(key)`);
  const byKey = new Map((result.rows as Candidate[]).map((row) => [row.key, row]));

  let changed = false;
  const corrected = words.map((word) => {
    const candidate = byKey.get(foldSearchText(word));
    if (!candidate || candidate.known || candidate.display === null) return word;
    changed = true;
    return candidate.display;
  });
  return changed ? corrected.join(" ") : null;
}
