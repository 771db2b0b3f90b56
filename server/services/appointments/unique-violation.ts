/**
 * Whether an error is PostgreSQL's unique violation (23505) of the named constraint or index. Drizzle wraps
 * the driver's error, so the chain of causes is searched; node-postgres and PGlite both set `code` and
 * `constraint` on theirs.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === "23505" && (name === constraint || (typeof message === "string" && message.includes(`"${constraint}"`)))) return true;
  }
  return false;
}
