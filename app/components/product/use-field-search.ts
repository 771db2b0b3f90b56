import { useState } from "react";
import type { ArticleDetail, ProductList, SoloField } from "#contracts/catalogue.ts";
import { api, ApiError } from "#app/lib/api-client.ts";
import { fieldValue, titleRetryValue } from "./field-search.ts";

export type FieldSearchResult = { field: SoloField; value: string; list: ProductList };

/** Spec §8 single-field search alerts by status. */
export function fieldSearchAlert(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return "Backend server is not accessible. Please make sure the server is running.";
    if (error.status === 400) return "Invalid search parameters. Please try a different search.";
    if (error.status >= 500) return "Server error occurred. Please try again later.";
  }
  return "Failed to search for related products. Please try again.";
}

const soloField = (field: SoloField, value: string) =>
  api<ProductList>("/getProductsBySoloField", { query: { field, value, page: 1, limit: 20 } }).then((body) => body.data!);

/**
 * 'Find More Products' (spec §4, §5): skip with an alert when the field has no value, check the server is
 * reachable, search, retry a title with its first word when nothing matched, then open the modal (also
 * when empty).
 */
export function useFieldSearch(article: ArticleDetail) {
  const [busy, setBusy] = useState<SoloField | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<FieldSearchResult | null>(null);

  async function run(field: SoloField) {
    setAlert(null);
    const value = fieldValue(field, article);
    if (!value) {
      setAlert("No data available for this field. Please try a different search option.");
      return;
    }
    setBusy(field);
    try {
      try {
        await api("/getAllProducts", { query: { page: 1, limit: 1 } });
      } catch {
        setAlert("Backend server is not accessible. Please make sure the server is running.");
        return;
      }
      let used = value;
      let list = await soloField(field, value);
      const retry = field === "consumerFolderTitle" && list.products.length === 0 ? titleRetryValue(value) : null;
      if (retry) {
        used = retry;
        list = await soloField(field, retry);
      }
      setResult({ field, value: used, list });
    } catch (error) {
      console.error("field search failed", error);
      setAlert(fieldSearchAlert(error));
    } finally {
      setBusy(null);
    }
  }

  return { busy, alert, result, run, close: () => setResult(null) };
}
