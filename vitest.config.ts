import { defineConfig } from "vitest/config";

// Not vite.config.ts: the React Router plugin has no place in unit and API tests.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{app,server,contracts,scripts}/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
