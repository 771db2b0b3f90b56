import { describe, expect, it } from "vitest";
import { isSafeText, safeText, safeTextOrNull, unsafeTextMessage } from "./text.ts";

describe("the shared text rule", () => {
  it("refuses every C0 control character and DEL in single-line text", () => {
    for (let code = 0; code < 0x20; code++) expect(isSafeText(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(false);
    expect(isSafeText("a\u007fb")).toBe(false);
  });

  it("lets multi-line text keep line feed, carriage return and tab, and nothing else below U+0020", () => {
    expect(isSafeText("Zeile 1\r\nZeile 2\tEnde", { multiline: true })).toBe(true);
    expect(isSafeText("a\u0000b", { multiline: true })).toBe(false);
    expect(isSafeText("a\u000bb", { multiline: true })).toBe(false);
    expect(isSafeText("a\nb")).toBe(false);
  });

  it("refuses lone surrogates but keeps paired ones (emoji) and the rest of Unicode", () => {
    expect(isSafeText("\ud800")).toBe(false);
    expect(isSafeText("x\udc00y")).toBe(false);
    expect(isSafeText("\udc00\ud800")).toBe(false);
    expect(isSafeText("Zürich 💊 Ærø – ½ \u0085")).toBe(true);
  });

  it("gives a schema whose message names the field, before trimming and length checks", () => {
    const schema = safeText("company").trim().min(1).max(5);
    expect(schema.parse("  Abc ")).toBe("Abc");
    const result = schema.safeParse("a\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([unsafeTextMessage("company")]);
    expect(safeText("x", { required: "x is required" }).safeParse(42).error?.issues[0]?.message).toBe("x is required");
  });

  it("reads leniently for pages: a hostile value is absent", () => {
    expect(safeTextOrNull("Headache")).toBe("Headache");
    expect(safeTextOrNull("\u0000")).toBeNull();
    expect(safeTextOrNull(null)).toBeNull();
  });
});
