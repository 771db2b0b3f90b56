import { defineConfig } from "vitest/config";

// Not vite.config.ts: the React Router plugin has no place in unit and API tests.
export default defineConfig({
  test: {
    // Vitest 4.1 leaves one core free by default, which is a single worker on a two-core machine. The API files
    // wait on databases, sockets and timers for much of their time, so one per core halves them (PGlite 160 s to
    // 93 s, PostgreSQL 60 s to 40 s here). Each file has its own database, so they do not share state.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,server,contracts,scripts}/**/*.test.{ts,tsx}"],
          environment: "node",
          // npm test runs typecheck and lint beside the unit tests (record 027): a test that starts a child process
          // (tick-shape, the bundle) gets a third of a core then, and the default 5 s is too short for it.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Migrates once, not in every file: the template databases each file's database is copied from.
          globalSetup: ["tests/helpers/database-setup.ts"],
          // Each worker imports the app's modules once, not once per file: every file builds its own app and
          // database (createTestApp), so files share only code and the pure caches keyed by their input. Importing
          // the server's module graph was the largest part of a small file's time (record 027, "Figures").
          isolate: false,
        },
      },
    ],
  },
});
