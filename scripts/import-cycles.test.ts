import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-cycles.ts";

describe("import cycles", () => {
  it("finds a cycle of two and one of three, and leaves a chain alone", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["a.ts", "c.ts"]],
      ["c.ts", ["d.ts"]],
      ["d.ts", ["e.ts"]],
      ["e.ts", ["c.ts"]],
      ["f.ts", ["a.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([
      ["a.ts", "b.ts"],
      ["c.ts", "d.ts", "e.ts"],
    ]);
  });

  it("resolves the project's aliases (#contracts/..) and relative imports", () => {
    const graph = importGraph();
    expect(graph.get("app/components/appointments/wizard/appointment-wizard.tsx")).toContain("app/components/appointments/wizard/wizard-storage.ts");
    expect(graph.get("server/http/app.ts")).toEqual(expect.arrayContaining(["contracts/envelope.ts", "server/http/middleware/errors.ts"]));
  });

  it("app/, server/ and contracts/ have none", { timeout: 60_000 }, () => {
    expect(importCycles(importGraph())).toEqual([]);
  });
});
