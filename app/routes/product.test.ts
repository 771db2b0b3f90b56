import { describe, expect, it } from "vitest";
import { loader, productErrorTexts } from "./product.tsx";

/** The loader with a catalogue that fails as PostgreSQL does on a pharmacode past its integer column. */
async function load(pharmacode: string) {
  const calls: number[] = [];
  const getProduct = async (code: number) => {
    calls.push(code);
    throw new Error(`value "${code}" is out of range for type integer`);
  };
  const args = {
    params: { pharmacode },
    context: { services: { catalogue: { getProduct } }, log: { error: () => undefined } },
    request: new Request(`http://shop.test/product/${pharmacode}`),
  };
  try {
    await loader(args as never);
    return { status: 200, calls };
  } catch (error) {
    // What data(..., { status }) throws; the framework renders the route's error page with that status.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status === undefined) throw error;
    return { status, calls };
  }
}

describe("product page pharmacodes", () => {
  it.each(["2147483648", "99999999999", "0", "00", "1e3", "-5", " 12", "12abc"])("%s is the 404 page without asking the catalogue", async (code) => {
    expect(await load(code)).toEqual({ status: 404, calls: [] });
  });

  it("asks the catalogue for the largest pharmacode the column holds", async () => {
    const result = await load("2147483647");
    expect(result.calls).toEqual([2147483647]);
  });
});

describe("product page failure texts (spec §8)", () => {
  it("shows the spec's text, never a body the failure carried", () => {
    expect(productErrorTexts(502)).toEqual({ title: "Error Loading Product", message: "Failed to load product details" });
    expect(productErrorTexts(0).message).toBe("Failed to load product details");
    expect(productErrorTexts(404)).toEqual({ title: "Product Not Found", message: "No article found for this pharmacode" });
  });
});
