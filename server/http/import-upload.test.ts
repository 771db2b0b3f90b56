import { describe, expect, it } from "vitest";
import { sniffImportFile } from "./import-upload.ts";

describe("the upload's type from its bytes", () => {
  it("tells XML, CSV text and binary apart", () => {
    expect(sniffImportFile(Buffer.from("\ufeff  <?xml version='1.0'?><Articles/>"))).toBe("xml");
    expect(sniffImportFile(Buffer.from("pharmacode;name\n1;Crème", "latin1"))).toBe("csv");
    expect(sniffImportFile(Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).toBeNull();
    expect(sniffImportFile(Buffer.from([0x25, 0x50, 0x44, 0x46, 0]))).toBeNull();
  });
});
