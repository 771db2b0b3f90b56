import { describe, expect, it, vi } from "vitest";
import { signSessionToken, verifySessionToken } from "./tokens.ts";

const SECRET = "tokens-test-secret-tokens-test-secret-01";
const claims = { id: "6aa89687-1069-42fb-bbb5-64a8bfb1e0f7", role: 0, sessionId: "0b6f0c52-4a3e-4f3e-9d7e-2f0c1f4e5a6b" };

describe("session token verification (signatures remembered per token)", () => {
  it("still refuses a remembered token once it has expired, another secret's check, and a tampered copy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
      const token = await signSessionToken(SECRET, claims, 60);
      expect((await verifySessionToken(SECRET, token))?.jti).toBe(claims.sessionId);
      // Remembered now: the second answer comes from memory and must be the same.
      expect((await verifySessionToken(SECRET, token))?.id).toBe(claims.id);
      expect(await verifySessionToken(`${SECRET}-other`, token)).toBeNull();
      const [head, body, signature] = token.split(".");
      const flipped = signature!.startsWith("A") ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
      expect(await verifySessionToken(SECRET, `${head}.${body}.${flipped}`)).toBeNull();

      vi.setSystemTime(new Date("2026-11-23T12:00:59Z"));
      expect(await verifySessionToken(SECRET, token)).not.toBeNull();
      vi.setSystemTime(new Date("2026-11-23T12:01:00Z"));
      expect(await verifySessionToken(SECRET, token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
