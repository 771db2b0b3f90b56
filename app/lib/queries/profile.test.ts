import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#app/lib/api-client.ts";
import { takeAuthFlash } from "#app/lib/session.ts";
import { fetchProfile } from "./profile.ts";
import { retry } from "./query-provider.tsx";
import { SessionEndedError } from "./session-ended.ts";

/** A browser stand-in: the two storages and the events session.ts sends. */
function fakeWindow() {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
  };
  return { localStorage: storage(), sessionStorage: storage(), location: { origin: "http://shop.test" }, dispatchEvent: () => true };
}

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const token = `${b64({ alg: "HS256" })}.${b64({ id: "u1", role: 2 })}.sig`;
const profile = { _id: "u1", name: "Anna", surname: "Muster", email: "anna@example.ch", phone: null, address: "Rheinweg 1", birthday: "1990-05-04" };

const answer = (status: number, body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

let win: ReturnType<typeof fakeWindow>;
beforeEach(() => {
  win = fakeWindow();
  vi.stubGlobal("window", win);
});
afterEach(() => vi.unstubAllGlobals());

describe("fetchProfile (spec §7, §8)", () => {
  it("reads the profile of the token's user", async () => {
    win.localStorage.setItem("token", token);
    const fetch = answer(200, { success: true, data: { user: profile } });
    vi.stubGlobal("fetch", fetch);
    await expect(fetchProfile()).resolves.toEqual(profile);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe("http://shop.test/api/authentication/u1/profile");
  });

  it("is null when the answer has no user ('No profile data available.')", async () => {
    win.localStorage.setItem("token", token);
    vi.stubGlobal("fetch", answer(200, { success: true, data: {} }));
    await expect(fetchProfile()).resolves.toBeNull();
  });

  it("ends the session with 'Invalid or expired token' for an unreadable token, without a call", async () => {
    win.localStorage.setItem("token", "not-a-jwt");
    const fetch = answer(200, {});
    vi.stubGlobal("fetch", fetch);
    await expect(fetchProfile()).rejects.toBeInstanceOf(SessionEndedError);
    expect(fetch).not.toHaveBeenCalled();
    expect(win.localStorage.getItem("token")).toBeNull();
    expect(takeAuthFlash()).toBe("Invalid or expired token");
  });

  it.each([401, 500])("ends the session with 'Session expired. Please login again.' on %i", async (status) => {
    win.localStorage.setItem("token", token);
    vi.stubGlobal("fetch", answer(status, { success: false, error: "nope" }));
    await expect(fetchProfile()).rejects.toBeInstanceOf(SessionEndedError);
    expect(win.localStorage.getItem("token")).toBeNull();
    expect(takeAuthFlash()).toBe("Session expired. Please login again.");
  });

  it("keeps the session on other failures, for the page's 'Failed to fetch profile information.'", async () => {
    win.localStorage.setItem("token", token);
    vi.stubGlobal("fetch", answer(404, { success: false, error: "User not found" }));
    await expect(fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(win.localStorage.getItem("token")).toBe(token);
  });
});

describe("retry", () => {
  it("tries a failed connection again, twice at most, and never an answer from the server", () => {
    expect(retry(0, new ApiError(0, "Network error"))).toBe(true);
    expect(retry(2, new ApiError(0, "Network error"))).toBe(false);
    expect(retry(0, new ApiError(500, "Server error"))).toBe(false);
    expect(retry(0, new ApiError(401, "Invalid or expired token"))).toBe(false);
  });
});
