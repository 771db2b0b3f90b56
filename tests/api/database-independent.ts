/**
 * API test files that run once, on PGlite only: what they check lies above the database or beside it, so a second
 * run on PostgreSQL would repeat the same assertions (docs/decisions/027-test-suite-speed.md). scripts/test-all.ts
 * leaves them out of the PostgreSQL step; run by hand with TEST_DB=postgres, they still run there.
 *
 * A file belongs here when no assertion of it can come out differently on the other database: the HTTP layer
 * (proxies, Host header, body limits, headers, compression, the node front and its kept bytes), the request log,
 * and the process tests that start the server on its embedded database whatever TEST_DB says. What the change
 * feed does on each database is covered on both by catalogue-freshness.test.ts. Files with a PostgreSQL-only
 * test (backup-restore, metrics, migrations) stay on both.
 */
export const DATABASE_INDEPENDENT = [
  // Start the server on its embedded database (startServer and npm start drop TEST_DB and DATABASE_URL).
  "tests/api/shutdown.test.ts",
  "tests/api/start-signals.test.ts",
  "tests/api/log-backpressure.test.ts",
  // The HTTP layer in front of the services.
  "tests/api/host-header-links.test.ts",
  "tests/api/trusted-proxies.test.ts",
  "tests/api/static-assets.test.ts",
  "tests/api/too-large-keep-alive.test.ts",
  "tests/api/node-front.test.ts",
  "tests/api/page-bytes.test.ts",
  "tests/api/request-log-secrets.test.ts",
  // The routes' documentation against the routes registered on the app.
  "tests/api/openapi.test.ts",
  // The tests' own port claims.
  "tests/api/test-ports.test.ts",
];
