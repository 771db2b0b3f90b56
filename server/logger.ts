import pino, { type DestinationStream } from "pino";

/** The process's logger; `destination` (default stdout) lets a test read what would be written. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    // Tokens travel in the Authorization header and reset links in query strings: never log either.
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
