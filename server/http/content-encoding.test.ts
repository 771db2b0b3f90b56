import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./content-encoding.ts";

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
    // A name that merely contains "br" is not brotli.
    expect(chooseEncoding("xbr, gzip")).toBe("gzip");
  });

  it("reads weights, case and the wildcard as RFC 9110 does", () => {
    expect(chooseEncoding("GZIP;Q=0.001")).toBe("gzip");
    expect(chooseEncoding("gzip ; q = 0")).toBe("identity");
    expect(chooseEncoding("gzip;q=0.000")).toBe("identity");
    expect(chooseEncoding("gzip;q=1.0")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
    expect(chooseEncoding("*;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*;q=0")).toBe("identity");
    // Not a weight: the coding is refused, the plain bytes never are.
    for (const broken of ["gzip;q=x", "gzip;q=", "gzip;q=2", "gzip;q=-1", "gzip;q=0.0001", "gzip;q=NaN"]) expect(chooseEncoding(broken), broken).toBe("identity");
    expect(chooseEncoding(",,;, gzip")).toBe("gzip");
  });

  it("chooses among what the caller offers (the kept API answers have no brotli)", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe("identity");
    expect(chooseEncoding("br, gzip;q=0", ["gzip"])).toBe("identity");
    expect(chooseEncoding("gzip", [])).toBe("identity");
  });
});
