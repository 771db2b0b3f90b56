import { describe, expect, it } from "vitest";
import { PRESCRIPTION_TEXTS } from "#contracts/prescriptions.ts";
import { checkFiles, fileSize } from "./file-checks.ts";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const file = (bytes: Uint8Array | string, name: string) => new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

describe("checkFiles", () => {
  it("takes files by their bytes and names the refused ones", async () => {
    const result = await checkFiles([], [file(png, "seite.png"), file("<html>nope</html>", "rezept.jpg"), file("%PDF-1.7 rest", "scan.bin"), file("", "leer.pdf")]);
    expect(result.picked.map((p) => [p.file.name, p.type])).toEqual([
      ["seite.png", "image/png"],
      ["scan.bin", "application/pdf"],
    ]);
    expect(result.errors).toEqual([PRESCRIPTION_TEXTS.wrongType("rezept.jpg"), PRESCRIPTION_TEXTS.emptyFile("leer.pdf")]);
  });

  it("refuses a file over 10 MB and a sixth file", async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "gross.pdf");
    expect((await checkFiles([], [big])).errors).toEqual([PRESCRIPTION_TEXTS.tooLarge("gross.pdf")]);
    const five = (await checkFiles([], Array.from({ length: 5 }, (_, i) => file(png, `${i}.png`)))).picked;
    const six = await checkFiles(five, [file(png, "6.png"), file(png, "7.png")]);
    expect(six.picked).toHaveLength(5);
    expect(six.errors).toEqual([PRESCRIPTION_TEXTS.tooMany]);
  });

  it("writes sizes in kB and MB", () => {
    expect(fileSize(300)).toBe("1 kB");
    expect(fileSize(340 * 1024)).toBe("340 kB");
    expect(fileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
