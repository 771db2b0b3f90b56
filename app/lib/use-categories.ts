import { useEffect, useSyncExternalStore } from "react";
import type { Category } from "#contracts/catalogue.ts";
import { api } from "./api-client.ts";

/*
 * The category list of the header menu and the mobile panel: fetched once per page load and shared in module
 * scope. Until it answers (or when it fails) the menus simply show no categories; a failure is only logged
 * (spec §7) and the next mount of a menu tries again.
 */
const NONE: Category[] = [];
let categories: Category[] | null = null;
let loading = false;
const listeners = new Set<() => void>();

function load() {
  if (categories || loading) return;
  loading = true;
  api<Category[]>("/getCategories")
    .then((envelope) => {
      if (!Array.isArray(envelope.data)) throw new Error("getCategories answered without a list");
      categories = envelope.data;
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => {
      console.warn("Categories could not be loaded", error);
    })
    .finally(() => {
      loading = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop's categories in catalogue order; empty until loaded (and always during server rendering). */
export function useCategories(): Category[] {
  useEffect(load, []);
  return useSyncExternalStore(
    subscribe,
    () => categories ?? NONE,
    () => NONE,
  );
}
