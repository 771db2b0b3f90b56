import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const E2E_DATA_DIR = `.test-output/e2e-data-${PORT}`;

// Debian's Chromium, never a downloaded browser: its headless shell (package chromium-headless-shell, the build
// Playwright itself runs headless), the same Blink and V8 without the full browser's window, compositor and GPU
// process. On two cores the full browser's own processes took half the e2e step's CPU (record 027, "The browser").
// Without the shell, the full browser. The flags keep it off the (closed) network at start.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  outputDir: `test-results/${PORT}`,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? `.test-output/e2e-${PORT}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace (screenshots and DOM snapshots of every step) for each test kept the browser busy; on CI a
    // failed test is run once more with its trace, locally a failure keeps the trace of its run.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    // The pages' endless animations (help button pulse, hero typing) are drawn in software here and kept about a
    // third of a core busy per open page, which slowed the whole suite on two cores and made timing-sensitive
    // tests flaky. The tests of those animations ask for motion themselves (`motion(page)` in their specs).
    reducedMotion: "reduce",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions: chromium },
      // Only the tests whose outcome depends on the layout (tagged @layout: they branch on the phone layout, check
      // what is in view or wider than the screen, or run axe on it); the rest would repeat the desktop run's
      // requests and assertions on a narrower window (docs/decisions/027-test-suite-speed.md).
      grep: /@layout/,
    },
  ],
  // The production build on a fresh embedded database with a small seeded catalogue, run as `npm start` runs it:
  // the pages and the server bundle are built only when older than their sources (scripts/build-if-stale.ts), then
  // plain node runs the bundle (no TypeScript loader to start).
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx --no-install tsx scripts/build-if-stale.ts && exec node ${process.env.BUILD_DIR ?? "build"}/server-app/main.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? "400",
      LOG_LEVEL: "warn",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
