import { describe, expect, it } from "vitest";
import type { Category } from "#contracts/catalogue.ts";
import { germanCategoryName } from "./category-names.ts";

const categories = [
  { _id: "1", key: "SleepNerves", category: { en: "Sleep & Nerves", de: "Schlaf & Nerven" }, subcategories: [{ en: "Sleep", de: "Schlaf" }], image: null },
] as unknown as Category[];

describe("German category names (issue 30)", () => {
  it("maps a category or subcategory key, whatever its case, to its German name", () => {
    expect(germanCategoryName(categories, "Sleep & Nerves")).toBe("Schlaf & Nerven");
    expect(germanCategoryName(categories, "SLEEP & NERVES")).toBe("Schlaf & Nerven");
    expect(germanCategoryName(categories, "Sleep")).toBe("Schlaf");
    expect(germanCategoryName(categories, "Unknown")).toBeNull();
  });
});
