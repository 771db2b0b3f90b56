import { Search } from "lucide-react";
import { Form } from "react-router";
import type { SearchScope } from "#contracts/catalogue.ts";
import { MAX_SEARCH_TERM_LENGTH } from "#contracts/catalogue.ts";

/** The list page's own search field: a plain GET form, so it works before the page's script has loaded. */
export function InlineSearch({ term, scope }: { term: string; scope: SearchScope }) {
  return (
    <Form method="get" action="/products" role="search" aria-label="Produkte durchsuchen" className="relative w-full sm:w-80">
      <label htmlFor="list-search" className="sr-only">
        Suchbegriff
      </label>
      <input
        id="list-search"
        key={term}
        name="search"
        type="search"
        defaultValue={term}
        required
        maxLength={MAX_SEARCH_TERM_LENGTH}
        placeholder="In Produkten suchen…"
        className="h-11 w-full rounded-lg border border-line bg-white pr-11 pl-3 text-[15px] focus:border-brand"
      />
      {scope !== "default" && <input type="hidden" name="scope" value={scope} />}
      <button type="submit" aria-label="Suchen" className="absolute top-0 right-0 flex h-11 w-11 items-center justify-center text-muted hover:text-brand">
        <Search aria-hidden size={18} />
      </button>
    </Form>
  );
}
