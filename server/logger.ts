import pino from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    // Tokens travel in the Authorization header and reset links in query strings: never log either.
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
  });
}
