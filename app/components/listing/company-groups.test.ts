import { describe, expect, it } from "vitest";
import { groupCompanies } from "./company-groups.ts";

describe("groupCompanies", () => {
  it("groups alphabetically with Numbers last", () => {
    expect(groupCompanies(["Zeller AG", "3M Health", "Bayer", "alpinamed", "Öko Pharma", "Bio Vital"])).toEqual([
      { letter: "A", names: ["alpinamed"] },
      { letter: "B", names: ["Bayer", "Bio Vital"] },
      { letter: "O", names: ["Öko Pharma"] },
      { letter: "Z", names: ["Zeller AG"] },
      { letter: "Numbers", names: ["3M Health"] },
    ]);
  });
  it("is empty for no companies", () => {
    expect(groupCompanies([])).toEqual([]);
  });
});
