import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

export const SESSION_SECONDS = 24 * 60 * 60;
export const REMEMBER_SECONDS = 30 * SESSION_SECONDS;

const sessionClaims = z.object({ id: z.string(), role: z.number(), jti: z.string(), iat: z.number(), exp: z.number() });
export type SessionClaims = z.infer<typeof sessionClaims>;

const ALGORITHM = "HS256";

const keyFor = (secret: string) => new TextEncoder().encode(secret);

/** Signs the login token: `id` and `role` for the client, `jti` = the sessions row that keeps it valid. */
export function signSessionToken(secret: string, claims: { id: string; role: number; sessionId: string }, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ id: claims.id, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setJti(claims.sessionId)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(keyFor(secret));
}

/**
 * Tokens whose signature was already verified, per secret. A signature's validity never changes, so checking it
 * once per token is enough; WebCrypto's HMAC (key import and verify) was 12 % of an authenticated read's CPU
 * (issue 19). Expiry is checked again on every use, and the session row still on every request (record 006):
 * this remembers only what the signature proved. Bounded: the oldest entry goes first.
 */
const verified = new Map<string, Map<string, SessionClaims>>();
const MAX_VERIFIED = 10_000;

function remember(secret: string, token: string, claims: SessionClaims) {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map()));
  if (tokens.size >= MAX_VERIFIED) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, claims);
}

/**
 * The claims of a well-signed, unexpired token, or null. The algorithm is pinned: `alg: none`, another
 * algorithm or a tampered signature never verifies.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  const known = verified.get(secret)?.get(token);
  if (known) return known.exp * 1000 > Date.now() ? known : null;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: [ALGORITHM] });
    const claims = sessionClaims.safeParse(payload);
    if (claims.success) remember(secret, token, claims.data);
    return claims.success ? claims.data : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** A link token: 256 random bits, URL-safe. Only its hash is stored, so a database leak opens no account. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and tokens are checked before they reach a uuid column (a malformed one is a 400, not a 500). */
export const isUuid = (value: string) => UUID.test(value);
