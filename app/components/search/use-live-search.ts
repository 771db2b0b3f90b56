import { useEffect, useRef, useState } from "react";
import type { SearchResult, SearchScope } from "#contracts/catalogue.ts";
import { api } from "#app/lib/api-client.ts";

export const PREVIEW_MIN_CHARS = 2;
export const PREVIEW_DEBOUNCE_MS = 150;
export const PREVIEW_LIMIT = 5;

export type LiveSearchState =
  | { status: "idle" }
  | { status: "loading"; term: string }
  | { status: "done"; term: string; result: SearchResult };

/**
 * The search preview's data (spec §4, §9): from 2 trimmed characters, 150 ms after the last keystroke, the
 * first 5 hits. A newer term aborts the older request, and a sequence number drops any answer that still
 * arrives late, so a stale answer never overwrites a newer one. Failures are logged only (spec §8).
 */
export function useLiveSearch(text: string, scope: SearchScope, enabled: boolean): LiveSearchState {
  const [state, setState] = useState<LiveSearchState>({ status: "idle" });
  const sequence = useRef(0);
  const term = text.trim();

  useEffect(() => {
    const current = ++sequence.current;
    if (!enabled || term.length < PREVIEW_MIN_CHARS) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: "loading", term });
      api<SearchResult>("/search", {
        // No sort: the server orders a term's hits by relevance, so the five shown are the best, not a random five.
        query: { searchTerms: term, page: 1, limit: PREVIEW_LIMIT, scope: scope === "default" ? undefined : scope },
        signal: controller.signal,
      })
        .then((body) => {
          if (current !== sequence.current || !body.data) return;
          setState({ status: "done", term, result: body.data });
        })
        .catch((error: unknown) => {
          if ((error as Error).name === "AbortError" || current !== sequence.current) return;
          console.error("search preview failed", error);
          setState({ status: "done", term, result: { products: [], pagination: { page: 1, limit: PREVIEW_LIMIT, totalPages: 0, totalProducts: 0 }, didYouMean: null, categories: [] } });
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, scope, enabled]);

  return state;
}
