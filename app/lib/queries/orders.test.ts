import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDER_MESSAGES, type PlaceOrderInput } from "#contracts/orders.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { placeOrder, TotalChangedError } from "./orders.ts";

const input: PlaceOrderInput = { fulfilment: "PICKUP", payment: "AT_PICKUP", contact: { name: "Lea", surname: "Keller", email: "lea@example.ch", phone: "+41 61 555 12 34" }, expectedTotal: 20 };
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("placeOrder", () => {
  it("sends the attempt's Idempotency-Key and the confirmed total, and answers the order", async () => {
    const fetch = vi.fn(async () => answer(201, { success: true, data: { _id: "o1", number: "RA-2026-000001" } }));
    vi.stubGlobal("fetch", fetch);
    await expect(placeOrder(input, "key-1")).resolves.toMatchObject({ number: "RA-2026-000001" });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe("/api/orders");
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe("key-1");
    expect(JSON.parse(String(init.body))).toMatchObject({ expectedTotal: 20 });
  });

  it("turns a 409 with a new quote into TotalChangedError carrying that quote", async () => {
    const quote = { total: 24.5, lines: [] };
    vi.stubGlobal("fetch", vi.fn(async () => answer(409, { success: false, error: ORDER_MESSAGES.totalChanged, data: quote })));
    const error = await placeOrder(input, "key-2").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TotalChangedError);
    expect((error as TotalChangedError).quote).toEqual(quote);
  });

  it("keeps the server's words for a refusal and a plain text for a server failure", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => answer(400, { success: false, error: ORDER_MESSAGES.emptyCart })));
    const refused = await placeOrder(input, "key-3").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(ORDER_MESSAGES.emptyCart);
    vi.stubGlobal("fetch", vi.fn(async () => answer(500, { success: false, error: "boom" })));
    await expect(placeOrder(input, "key-4")).rejects.toThrow("Die Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es in einem Moment erneut.");
  });
});
