import { describe, expect, it } from "vitest";
import { greeting, plainName } from "./greeting.ts";

describe("a mail's greeting", () => {
  it("greets a name that reads as one", () => {
    for (const [name, surname] of [
      ["Anna", "Muster"],
      ["Anna-Lena", "O'Brien"],
      ["Zoë", "Müller-Lüdenscheidt"],
      ["J.", "Dupont"],
      ["Jean Marc", "d’Arc"],
    ]) expect(greeting(name!, surname!)).toBe(`Guten Tag ${name} ${surname},`);
  });

  it("leaves out a name that looks like a link, an address, a number or nothing", () => {
    for (const parts of [
      ["Ihr Gutschein:", "http://phish.example/x"],
      ["www.phish.example", ""],
      ["phish.example", "Muster"],
      ["Anna", "info@phish.example"],
      ["12345", "67"],
      ["Anna", "Muster 2"],
      ["   ", ""],
      ["<b>Anna</b>", "Muster"],
      ["Anna", "a".repeat(130)],
    ]) {
      expect(plainName(...parts), parts.join(" ")).toBeNull();
      expect(greeting(...parts)).toBe("Guten Tag,");
    }
  });
});
