import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./page-cache.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each distinct inline script's text as the browser does, in order, and skips scripts with src", () => {
    const html = [
      "<head><script>a()</script>",
      '<script type="module" async="">import "/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="module" src="/z.js"></script>',
      "</head><body><p>é</p><script>a()</script>",
      '<script id="_R_">ü = "ß";\n</script></body>',
    ].join("");
    expect(inlineScriptHashes(html)).toBe([sha("a()"), sha('import "/x.js";'), sha('ü = "ß";\n')].join(" "));
  });

  it("is empty for a page without inline scripts", () => {
    expect(inlineScriptHashes('<html><script src="/a.js"></script></html>')).toBe("");
  });
});
