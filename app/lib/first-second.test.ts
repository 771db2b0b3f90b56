import { afterEach, describe, expect, it } from "vitest";
import { EARLY_CALLS, FIRST_SECOND_SCRIPT } from "#contracts/first-second.ts";
import { keepTicked, keepTypedText, takeEarlyCall } from "./first-second.ts";

const answer = (text: string) => Promise.resolve(new Response(text));

describe("takeEarlyCall", () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("hands an early answer over once, and only for the token it was asked with", async () => {
    const calls = { "/api/orders": { token: "a", answer: answer("orders") }, "/api/prescriptions": { token: "a", answer: answer("rx") } };
    (globalThis as { window?: unknown }).window = { __firstSecond: { taps: [], calls } };
    expect(await (await takeEarlyCall("/api/orders", "a"))!.text()).toBe("orders");
    expect(takeEarlyCall("/api/orders", "a")).toBeUndefined();
    // Another login since: asked again, and the stale answer is dropped.
    expect(takeEarlyCall("/api/prescriptions", "b")).toBeUndefined();
    expect(takeEarlyCall("/api/prescriptions", "a")).toBeUndefined();
  });

  it("answers undefined on the server and without the head script", () => {
    expect(takeEarlyCall("/api/orders", "a")).toBeUndefined();
    (globalThis as { window?: unknown }).window = {};
    expect(takeEarlyCall("/api/orders", "a")).toBeUndefined();
  });
});

describe("keepTypedText", () => {
  it("hands over a value typed before hydration, with whether the field has the focus", () => {
    const field = { value: "Voltaren" } as HTMLInputElement;
    (globalThis as { document?: unknown }).document = { activeElement: field };
    const kept: [string, boolean][] = [];
    keepTypedText("", (typed, focused) => kept.push([typed, focused]))(field);
    keepTypedText("Voltaren", (typed, focused) => kept.push([typed, focused]))(field);
    keepTypedText("", (typed, focused) => kept.push([typed, focused]))(null);
    expect(kept).toEqual([["Voltaren", true]]);
    delete (globalThis as { document?: unknown }).document;
  });
});

describe("keepTicked", () => {
  it("hands over a box ticked or cleared before hydration, and nothing when the state matches", () => {
    const kept: boolean[] = [];
    keepTicked(false, (ticked) => kept.push(ticked))({ checked: true } as HTMLInputElement);
    keepTicked(true, (ticked) => kept.push(ticked))({ checked: false } as HTMLInputElement);
    keepTicked(true, (ticked) => kept.push(ticked))({ checked: true } as HTMLInputElement);
    keepTicked(false, (ticked) => kept.push(ticked))(null);
    expect(kept).toEqual([true, false]);
  });
});

describe("the head script", () => {
  it("asks early only for the API's own addresses, and parses as a script", () => {
    for (const addresses of Object.values(EARLY_CALLS)) for (const address of addresses) expect(address).toMatch(/^\/api\//);
    expect(() => new Function(FIRST_SECOND_SCRIPT)).not.toThrow();
  });
});
