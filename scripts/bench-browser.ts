import type { BrowserContext } from "playwright-core";

/**
 * What the browser benches share (bench:interactive, bench:islands): the two settings, the observer that notes when a
 * page became live, and one visit measured from its first paint.
 *
 * Settings: desktop (1280x800, unthrottled) and phone (390x844, Lighthouse's mobile throttling applied through the
 * DevTools protocol: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower).
 */
export type Setting = { name: "desktop" | "phone"; viewport: { width: number; height: number }; throttle: boolean };
export const SETTINGS: Setting[] = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, throttle: false },
  { name: "phone", viewport: { width: 390, height: 844 }, throttle: true },
];

/*
 * Runs in the page before its own scripts: notes when the page became live (the frame's open/closed badge, which only
 * the browser fills, has its text; the e2e suite waits for the same) and when <main> held no loading placeholder any
 * more (spinners, pulsing skeletons, the protected pages' "Loading…"), once live.
 */
// As text: tsx would wrap a function's inner names in a helper the page does not have.
export const OBSERVER = `(() => {
  const check = () => {
    const badge = document.querySelector('[data-testid="open-status"]');
    if (window.__live === undefined && badge && badge.textContent) window.__live = performance.now();
    if (window.__live !== undefined && window.__data === undefined) {
      const main = document.querySelector("main");
      if (main && !main.querySelector('.animate-spin, .animate-pulse, [role="status"][aria-live] .sr-only')) window.__data = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

/** First paint from the navigation's start; live and data from the first paint (ms). */
export type Sample = { fcp: number; live: number; data: number };

/** One visit in `context` (which has OBSERVER as an init script); `account`: wait for the data too. */
export async function visit(context: BrowserContext, setting: Setting, url: string, account: boolean): Promise<Sample> {
  const page = await context.newPage();
  if (setting.throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.goto(url, { waitUntil: "commit" });
  const times = await page.waitForFunction(
    (needData) => {
      const w = window as unknown as { __live?: number; __data?: number };
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const data = needData ? w.__data : w.__live;
      return fcp !== undefined && w.__live !== undefined && data !== undefined ? { fcp, live: w.__live, data } : null;
    },
    account,
    { polling: 50, timeout: 60_000 },
  ).catch(async (error: unknown) => {
    const seen = await page.evaluate(() => [(window as unknown as { __live?: number }).__live, performance.getEntriesByName("first-contentful-paint").length]);
    throw new Error(`${url}: not live or no paint seen (${JSON.stringify(seen)})`, { cause: error });
  });
  const { fcp, live, data } = (await times.jsonValue())!;
  await page.close();
  return { fcp, live: Math.max(0, live - fcp), data: Math.max(0, data - fcp) };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const launchOptions = () => ({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
