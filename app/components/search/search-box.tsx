import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { MAX_SEARCH_TERM_LENGTH, SEARCH_SCOPES, type ProductSummary, type SearchScope } from "#contracts/catalogue.ts";
import { mainArticle } from "#app/components/product/article-view.ts";
import { keepTypedText } from "#app/lib/first-second.ts";
import { optionId, SearchPreview } from "./search-preview.tsx";
import { scopeLabels, searchHref } from "./search-scope.ts";
import { PREVIEW_MIN_CHARS, useLiveSearch } from "./use-live-search.ts";

type Props = {
  id: string;
  autoFocus?: boolean;
  /** Called after the box navigated somewhere (the mobile overlay closes itself). */
  onDone?: () => void;
  /** header: compact with the scope dropdown; hero: large; overlay: full width in the mobile search dialog. */
  variant?: "header" | "hero" | "overlay";
  /** Chips shown while the box has focus; clicking one searches for it (home hero). */
  quickTerms?: readonly string[];
  onFocusChange?: (focused: boolean) => void;
  placeholder?: string;
};

/**
 * The shop's live search (spec §4): a preview from 2 trimmed characters, keyboard navigation as an ARIA
 * combobox, a scope dropdown that hides the preview while it is open, click outside closes. Submitting goes
 * to /products?search=… (scope only when not default); blank text does nothing.
 */
/**
 * Short enough to show whole where the box is narrowest: the header's 217 px at 1280 px and the hero's 284 px on a
 * 390 px phone cut "Medikamente, Marken, Wirkstoffe suchen…" mid-word (issue 41).
 */
const PLACEHOLDERS = { header: "Produkte suchen…", overlay: "Produkte suchen…", hero: "Medikament oder Marke suchen…" } as const;

export function SearchBox({ id, autoFocus, onDone, variant = "header", quickTerms, onFocusChange, placeholder }: Props) {
  const navigate = useNavigate();
  const listId = `${useId().replace(/:/g, "")}-results`;
  const container = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);
  const [text, setText] = useState("");
  const [scope, setScope] = useState<SearchScope>("default");
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [scopeOpen, setScopeOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const state = useLiveSearch(text, scope, open && !scopeOpen);
  const results = state.status === "done" ? state.result.products : [];
  const showPreview = open && !scopeOpen && text.trim().length >= PREVIEW_MIN_CHARS && state.status !== "idle";

  useEffect(() => setActiveIndex(-1), [state]);

  useEffect(() => {
    if (!open && !focused) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) {
        setOpen(false);
        setFocused(false);
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, focused]);

  function finish(href: string) {
    setOpen(false);
    setFocused(false);
    onFocusChange?.(false);
    navigate(href);
    onDone?.();
  }

  function choose(product: ProductSummary) {
    const article = mainArticle(product);
    setText("");
    finish(`/product/${article?.pharmacode ?? product.pharmacode}`);
  }

  function submit(term: string, chosenScope: SearchScope = scope) {
    const trimmed = term.trim();
    if (!trimmed) return;
    finish(searchHref(trimmed, chosenScope));
  }

  const large = variant === "hero";
  const showChips = quickTerms && focused && text.trim().length < PREVIEW_MIN_CHARS;

  return (
    <form
      ref={container}
      role="search"
      aria-label="Produktsuche"
      action="/products"
      method="get"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        if (activeIndex >= 0 && results[activeIndex]) {
          choose(results[activeIndex]);
          return;
        }
        // Read the fields themselves: what was typed or chosen before the page finished loading counts too.
        const form = new FormData(event.currentTarget);
        const chosen = String(form.get("scope") ?? scope) as SearchScope;
        submit(String(form.get("search") ?? text), SEARCH_SCOPES.includes(chosen) ? chosen : "default");
      }}
    >
      <div className={`flex w-full items-stretch rounded-lg border border-line bg-white focus-within:border-brand ${large ? "h-14 shadow-float" : "h-11"}`}>
        {variant !== "overlay" && (
          <>
            <label htmlFor={`${id}-scope`} className="sr-only">
              Suchbereich
            </label>
            <select
              id={`${id}-scope`}
              name="scope"
              // Uncontrolled: a choice made before hydration survives it; state follows for the preview.
              defaultValue="default"
              ref={(select) => {
                if (select && select.value !== scope && SEARCH_SCOPES.includes(select.value as SearchScope)) setScope(select.value as SearchScope);
              }}
              onChange={(event) => {
                setScope(event.target.value as SearchScope);
                setScopeOpen(false);
              }}
              // A native select reports no open state: while it has focus its list may be open, so the preview hides.
              onFocus={() => setScopeOpen(true)}
              onBlur={() => setScopeOpen(false)}
              className={`shrink-0 rounded-l-lg border-r border-line bg-soft pr-1 pl-2 text-sm text-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-brand ${large ? "hidden sm:block" : "hidden xl:block"}`}
            >
              {SEARCH_SCOPES.map((value) => (
                <option key={value} value={value}>
                  {scopeLabels[value]}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={id} className="sr-only">
          Produkte suchen
        </label>
        <input
          id={id}
          name="search"
          type="search"
          role="combobox"
          aria-expanded={showPreview && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          ref={(field) => {
            // Typed before the page was live: kept, and previewed if the box still has the focus (record 032).
            keepTypedText(text, (typed, hasFocus) => {
              setText(typed);
              setOpen(hasFocus);
            })(field);
            // Focused before the page was live: the chips and the paused headline as for a focus now.
            if (!field || mounted.current) return;
            mounted.current = true;
            if (document.activeElement !== field) return;
            setFocused(true);
            setOpen(true);
            onFocusChange?.(true);
          }}
          value={text}
          autoFocus={autoFocus}
          maxLength={MAX_SEARCH_TERM_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder ?? PLACEHOLDERS[variant]}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
            onFocusChange?.(true);
          }}
          onBlur={() => onFocusChange?.(false)}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" && results.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActiveIndex((index) => (index + 1) % results.length);
            } else if (event.key === "ArrowUp" && results.length > 0) {
              event.preventDefault();
              setActiveIndex((index) => (index <= 0 ? results.length - 1 : index - 1));
            } else if (event.key === "Escape") {
              if (showPreview || showChips) {
                event.preventDefault();
                event.stopPropagation();
              }
              setOpen(false);
              setFocused(false);
              setActiveIndex(-1);
            }
          }}
          className={`min-w-0 flex-1 rounded-lg bg-transparent pl-4 text-ink placeholder:text-muted focus:outline-none ${large ? "text-base" : "text-[15px]"} [&::-webkit-search-cancel-button]:hidden`}
        />
        <button
          type="submit"
          aria-label="Suchen"
          className={`flex shrink-0 items-center justify-center rounded-r-lg text-white ${large ? "w-14 bg-brand hover:bg-brand-hover" : "w-11 text-muted hover:text-brand"}`}
        >
          <Search aria-hidden size={20} className={large ? "text-white" : ""} />
        </button>
      </div>
      {showPreview && (
        <SearchPreview
          listId={listId}
          state={state}
          activeIndex={activeIndex}
          onHover={setActiveIndex}
          onChoose={choose}
          onSuggestion={(term) => {
            setText(term);
            setOpen(true);
          }}
        />
      )}
      {showChips && (
        <div className="absolute top-full right-0 left-0 z-40 mt-2 flex flex-wrap gap-2 rounded-card border border-line bg-white p-3 shadow-float">
          {quickTerms.map((term) => (
            <button
              key={term}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText(term);
                submit(term);
              }}
              className="min-h-11 rounded-full border border-line bg-soft px-4 text-sm text-ink hover:border-brand hover:text-brand"
            >
              {term}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
