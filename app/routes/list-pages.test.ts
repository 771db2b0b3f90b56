import { describe, expect, it } from "vitest";
import { loader as categoryLoader } from "./category-products.tsx";
import { loader as productsLoader } from "./products.tsx";

const emptyPage = (page: number, totalPages: number) => ({ products: [], pagination: { page, limit: 24, totalPages, totalProducts: totalPages * 24 } });
const context = (catalogue: Record<string, unknown>) => ({
  services: { catalogue: { getCategories: async () => [], ...catalogue }, search: {} },
  log: { error: () => undefined },
  publicUrl: "http://shop.test",
});

/** A loader's outcome: the redirect's target, the thrown status, or the data's error text. */
async function outcome(run: () => Promise<unknown>) {
  try {
    const result = await run();
    if (result instanceof Response) return { redirect: result.headers.get("Location") };
    const value = (result as { data?: { error?: unknown } }).data ?? result;
    return { error: (value as { error?: unknown }).error ?? null };
  } catch (error) {
    return { thrown: (error as { init?: { status?: number } }).init?.status };
  }
}

describe("a page past the list's end (spec §5)", () => {
  it("/products?page=999 goes to the last page, keeping the other parameters", async () => {
    const listProducts = async (q: { page: number }) => emptyPage(q.page, 125);
    const request = new Request("http://shop.test/products?page=999&sort=price-asc");
    expect(await outcome(() => productsLoader({ request, context: context({ listProducts }) } as never))).toEqual({
      redirect: "/products?page=125&sort=price-asc",
    });
  });

  it("a category's page past its end goes to the last page", async () => {
    const listByCategoryName = async (q: { page: number }) => emptyPage(q.page, 1);
    const request = new Request("http://shop.test/categories/Vitamine/products?page=7");
    const args = { params: { name: "Vitamine" }, request, context: context({ listByCategoryName }) };
    expect(await outcome(() => categoryLoader(args as never))).toEqual({ redirect: "/categories/Vitamine/products" });
  });

  it("an empty list stays (nothing to go back to)", async () => {
    const listProducts = async (q: { page: number }) => emptyPage(q.page, 0);
    const request = new Request("http://shop.test/products?page=3");
    expect(await outcome(() => productsLoader({ request, context: context({ listProducts }) } as never))).toEqual({ error: null });
  });
});

describe("an unknown category", () => {
  it("is the not-found page, not a list with 'Failed to fetch products'", async () => {
    const listByCategoryName = async () => {
      throw Object.assign(new Error("Category not found"), { status: 404 });
    };
    const request = new Request("http://shop.test/categories/Gibtsnicht/products");
    const args = { params: { name: "Gibtsnicht" }, request, context: context({ listByCategoryName }) };
    expect(await outcome(() => categoryLoader(args as never))).toEqual({ thrown: 404 });
  });

  it("another failure keeps the spec's category fetch text", async () => {
    const listByCategoryName = async () => {
      throw new Error("connection refused");
    };
    const request = new Request("http://shop.test/categories/Vitamine/products");
    const args = { params: { name: "Vitamine" }, request, context: context({ listByCategoryName }) };
    expect(await outcome(() => categoryLoader(args as never))).toEqual({ error: "Failed to fetch products" });
  });
});
