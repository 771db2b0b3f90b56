import { Search } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";

/**
 * The shop's search field (header, hero, mobile overlay). Submitting goes to /products?search=…;
 * blank text does nothing (spec §5). The live preview is built on top of this by the storefront.
 */
export function SearchBox({ id, autoFocus, onDone }: { id: string; autoFocus?: boolean; onDone?: () => void }) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const term = text.trim();
        if (!term) return;
        navigate(`/products?search=${encodeURIComponent(term)}`);
        onDone?.();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Produkte suchen
      </label>
      <input
        id={id}
        type="search"
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        placeholder="Medikamente, Marken, Wirkstoffe suchen…"
        maxLength={200}
        autoComplete="off"
        className="h-11 w-full rounded-lg border border-line bg-white pr-11 pl-4 text-[15px] placeholder:text-muted focus:border-brand focus:outline-none"
      />
      <button
        type="submit"
        aria-label="Suche"
        className="absolute top-1/2 right-1 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:text-brand"
      >
        <Search aria-hidden size={20} />
      </button>
    </form>
  );
}
