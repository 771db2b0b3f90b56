import { describe, expect, it } from "vitest";
import { LAB_CATEGORIES, labTestContent, packContent } from "./content.ts";
import { labUid } from "./seeder.ts";

const testsByKey = new Map(labTestContent.map((t) => [t.key, t]));
const diagnostics = labTestContent.filter((t) => t.category !== "Impfungen");

describe("laboratory content", () => {
  it("offers at least 40 diagnostic tests in at least 6 categories, each category in use", () => {
    expect(diagnostics.length).toBeGreaterThanOrEqual(40);
    expect(new Set(diagnostics.map((t) => t.category)).size).toBeGreaterThanOrEqual(6);
    for (const category of LAB_CATEGORIES) expect(labTestContent.some((t) => t.category === category), category).toBe(true);
  });

  it("offers the vaccinations of the issue as their own category", () => {
    const names = labTestContent.filter((t) => t.category === "Impfungen").map((t) => t.name).join(" | ");
    for (const expected of [/Grippe/, /FSME/, /Hepatitis-A/, /Hepatitis-B/, /Tetanus.*Diphtherie.*Pertussis/, /Masern.*Mumps.*Röteln/, /Herpes.zoster/i]) {
      expect(names).toMatch(expected);
    }
  });

  it("has at least 8 packs, each cheaper than its tests bought one by one, whose tests all exist", () => {
    expect(packContent.length).toBeGreaterThanOrEqual(8);
    for (const pack of packContent) {
      expect(pack.tests.length, pack.title).toBeGreaterThanOrEqual(3);
      expect(new Set(pack.tests).size, `${pack.title} lists a test twice`).toBe(pack.tests.length);
      for (const key of pack.tests) expect(testsByKey.has(key), `${pack.title}: ${key}`).toBe(true);
      const sum = pack.tests.reduce((total, key) => total + testsByKey.get(key)!.price, 0);
      expect(pack.price, pack.title).toBeLessThan(sum);
    }
    for (const title of ["Basis-Check-up", "Müdigkeits-Check", "Sport-Check", "Hormonprofil Frau", "Schilddrüsen-Check"]) {
      expect(packContent.map((p) => p.title)).toContain(title);
    }
  });

  it("writes every text for real: no empty field, no filler, whole-cent prices", () => {
    const items = [...labTestContent.map((t) => ({ ...t, title: t.name })), ...packContent];
    for (const item of items) {
      for (const text of [item.title, item.description, item.preparation, item.category]) {
        expect(text.trim().length, item.key).toBeGreaterThan(2);
        expect(text, item.key).not.toMatch(/lorem|ipsum|todo|tbd|xxx|placeholder/i);
      }
      expect(item.description.length, item.key).toBeGreaterThan(60);
      expect(Number.isInteger(item.price) && item.price > 0, item.key).toBe(true);
    }
  });

  it("has unique keys, names and ids", () => {
    expect(new Set(labTestContent.map((t) => t.key)).size).toBe(labTestContent.length);
    expect(new Set(labTestContent.map((t) => t.name)).size).toBe(labTestContent.length);
    expect(new Set(packContent.map((p) => p.key)).size).toBe(packContent.length);
    const ids = [...labTestContent.map((t) => labUid("test", t.key)), ...packContent.map((p) => labUid("pack", p.key))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});
