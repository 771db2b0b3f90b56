import { z } from "zod";
import { safeText } from "./text.ts";

/**
 * The laboratory's answer shapes and query strings (GET /api/openapi.json, "Laboratory",
 * spec laboratory.md §3). Prices are EUR, sent as numbers with two decimals.
 */

export type LabTest = {
  _id: string;
  name: string;
  description: string;
  price: number;
  category: string;
  preparation: string;
};

/** An analysis pack: several tests at a lower price than their sum. `name` repeats `title` (the spec allows either). */
export type AnalysisPack = {
  _id: string;
  title: string;
  name: string;
  description: string;
  price: number;
  category: string;
  preparation: string;
  labTests: LabTest[];
};

/** GET /lab-tests/getAllLabTests: the tests grouped by category, categories and tests in page order. */
export type LabTestsByCategory = Record<string, LabTest[]>;

export const MAX_LAB_CATEGORY_LENGTH = 100;
export const INVALID_LAB_TEST_ID = "Invalid lab test id";
export const INVALID_PACK_ID = "Invalid analysis pack id";
export const LAB_TEST_NOT_FOUND = "Lab test not found";
export const PACK_NOT_FOUND = "Analysis pack not found";

/** Optional `category` filter (exact name, case-insensitive); empty means all. */
export const labCategoryQuery = z.object({
  category: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    safeText("category")
      .trim()
      .max(MAX_LAB_CATEGORY_LENGTH, { error: `category must be at most ${MAX_LAB_CATEGORY_LENGTH} characters` })
      .optional(),
  ),
});
export type LabCategoryQuery = z.infer<typeof labCategoryQuery>;

const hexId = (message: string) => z.string().regex(/^[0-9a-f]{24}$/i, { error: message }).transform((id) => id.toLowerCase());
export const labTestIdParam = hexId(INVALID_LAB_TEST_ID);
export const packIdParam = hexId(INVALID_PACK_ID);
