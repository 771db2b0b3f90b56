import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window.ts";

describe("pageWindow", () => {
  it("is empty for one page or none", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });
  it("lists every page when there are five or fewer", () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
  it("centres a window of five with first, last and ellipses", () => {
    expect(pageWindow(10, 20)).toEqual([1, "ellipsis-start", 8, 9, 10, 11, 12, "ellipsis-end", 20]);
  });
  it("keeps five numbers at the edges", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, "ellipsis-end", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "ellipsis-start", 16, 17, 18, 19, 20]);
  });
  it("has no ellipsis when the window touches first or last", () => {
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
