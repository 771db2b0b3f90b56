import type { Context, MiddlewareHandler } from "hono";
import { AUTH_MESSAGES } from "#contracts/auth.ts";
import type { AuthUser } from "#server/services/auth/auth-service.ts";
import { Unauthorized } from "#server/services/errors.ts";
import type { AppEnv } from "../types.ts";

declare module "hono" {
  interface ContextVariableMap {
    authUser?: AuthUser;
  }
}

function bearer(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Lets a request through only with a valid bearer token whose session still exists, so logout, password
 * reset and account deletion take effect at once: read from the database on every request (PostgreSQL), or
 * kept until the database announces a change to sessions (PGlite, services/auth/session-cache.ts).
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearer(c);
  if (!token) throw new Unauthorized(AUTH_MESSAGES.authRequired);
  c.set("authUser", await c.get("deps").services.auth.authenticate(token));
  await next();
};

/** The caller of a route behind `requireUser`. */
export function currentUser(c: Context): AuthUser {
  const user = c.get("authUser");
  if (!user) throw new Unauthorized(AUTH_MESSAGES.authRequired);
  return user;
}
