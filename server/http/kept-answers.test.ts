import { describe, expect, it } from "vitest";
import { parseCatalogueChange, type CatalogueChange, type CatalogueFeed } from "#server/db/change-feed.ts";
import { createKeptStore, type KeptEntry } from "./kept-answers.ts";

/** A catalogue feed the test moves by hand; null: not heard. */
function fakeFeed() {
  let generation = 0;
  let heard = true;
  const listeners: ((change: CatalogueChange) => void)[] = [];
  const feed: CatalogueFeed = { generation: () => (heard ? generation : null), onChange: (fn) => void listeners.push(fn) };
  return {
    feed,
    change(change: CatalogueChange) {
      generation++;
      for (const fn of listeners) fn(change);
    },
    hear: (on: boolean) => void (heard = on),
  };
}

type Entry = KeptEntry & { body: string };

function storeWith(feed: CatalogueFeed) {
  const store = createKeptStore<Entry, never>(feed, { maxEntries: 10, fresh: () => true });
  const keep = (key: string, body: string, product?: number) => store.keep(key, { generation: store.generation()!, body, ...(product === undefined ? {} : { product }) });
  const kept = (key: string) => store.current(key, store.generation()!)?.body;
  return { store, keep, kept };
}

describe("kept answers and what a catalogue change touched (record 033)", () => {
  it("keeps a product's detail across changes to other products and to lists, and drops it when its product changes", () => {
    const f = fakeFeed();
    const { keep, kept } = storeWith(f.feed);
    keep("/api/products/1001", "detail 7", 7);
    keep("/api/products/2002", "detail 8", 8);
    keep("/api/getAllProducts", "list");

    f.change({ products: new Set([9, 10]) });
    expect(kept("/api/products/1001")).toBe("detail 7");
    expect(kept("/api/products/2002")).toBe("detail 8");
    expect(kept("/api/getAllProducts")).toBeUndefined();

    f.change("lists");
    expect(kept("/api/products/1001")).toBe("detail 7");

    f.change({ products: new Set([8]) });
    expect(kept("/api/products/1001")).toBe("detail 7");
    expect(kept("/api/products/2002")).toBeUndefined();
  });

  it("drops every answer on a change that may have touched anything, and while the feed cannot hear", () => {
    const f = fakeFeed();
    const { store, keep, kept } = storeWith(f.feed);
    keep("/api/products/1001", "detail 7", 7);
    f.change("all");
    expect(kept("/api/products/1001")).toBeUndefined();

    keep("/api/products/1001", "detail 7", 7);
    f.hear(false);
    f.change({ products: new Set([9]) });
    f.hear(true);
    expect(kept("/api/products/1001")).toBeUndefined();
    expect(store.current("/api/products/1001", 1)).toBeUndefined();
  });

  it("does not keep an answer built across a change, even of another product: it may predate it", () => {
    const f = fakeFeed();
    const { store, kept } = storeWith(f.feed);
    const builtAt = store.generation()!;
    f.change({ products: new Set([9]) });
    store.keep("/api/products/1001", { generation: builtAt, body: "detail 7", product: 7 });
    expect(kept("/api/products/1001")).toBeUndefined();
  });
});

describe("parseCatalogueChange (migration 0034's payload)", () => {
  it("reads products, lists and everything, and takes what it does not know for everything", () => {
    expect(parseCatalogueChange("p:3,17,240")).toEqual({ products: new Set([3, 17, 240]) });
    expect(parseCatalogueChange("l")).toBe("lists");
    expect(parseCatalogueChange("")).toBe("all");
    for (const unknown of ["p:", "p:3,", "p:3;4", "x", "P:3", "p:-1"]) expect(parseCatalogueChange(unknown), unknown).toBe("all");
  });
});
