import { describe, expect, it } from "vitest";
import { imageOrderSchema, sniffImageType } from "./backoffice.ts";

describe("a photo's type from its bytes", () => {
  it("knows JPEG, PNG and WebP by their magic numbers and nothing else", () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe("image/jpeg");
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe("image/png");
    expect(sniffImageType(Buffer.from("RIFF\x24\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    // HTML named .png, a WAV (RIFF but not WEBP), a GIF, a HEIC, a PDF, a PNG signature cut short, nothing.
    expect(sniffImageType(Buffer.from("<!doctype html><html>"))).toBeNull();
    expect(sniffImageType(Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("\x00\x00\x00\x18ftypheic", "latin1"))).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7\n%"))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("takes an order of n's and refuses anything else", () => {
    expect(imageOrderSchema.parse({ order: [2, 0, 1] })).toEqual({ order: [2, 0, 1] });
    for (const order of [[], [-1], [0.5], ["0"], "0,1", null]) expect(imageOrderSchema.safeParse({ order }).success, JSON.stringify(order)).toBe(false);
  });
});
