import { expect, test as base, type Page } from "@playwright/test";
import { HYDRATION } from "./storefront-fixtures.ts";

/**
 * Waits until React has hydrated the page `page.goto` or `page.reload` just loaded. Pages fetch their scripts after
 * their first paint (app/lib/scripts-after-paint.ts, record 025), so the load event, where those calls return, can
 * come before the scripts run; a click then reaches a button that has no handler yet. The page frame's open/closed
 * badge is filled only in the browser, so it shows that the page has hydrated (as `hydrated()` does). A document
 * without the frame (a PDF, an API answer), or a navigation asked to return at `commit`, is left as it is.
 */
export function waitForHydrationOnLoad(page: Page): void {
  for (const method of ["goto", "reload"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      // A test that asks for the response's first bytes wants the page as it is before its scripts run.
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      if (options?.waitUntil === "commit") return response;
      const badge = page.getByTestId("open-status");
      if ((await badge.count()) > 0) await expect(badge).not.toBeEmpty(HYDRATION);
      return response;
    };
  }
}

/**
 * The specs' screenshots are for a person to look at (.test-output/screenshots-*); no test compares them, and a
 * full-page one costs up to seconds of software rendering. They are taken only with E2E_SCREENSHOTS=1; otherwise
 * page.screenshot and locator.screenshot (on every page, also those of contexts a test opens itself) do nothing.
 */
function skipScreenshots(page: Page): void {
  if (process.env.E2E_SCREENSHOTS === "1") return;
  for (const prototype of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator("body"))] as { screenshot: unknown }[]) {
    prototype.screenshot = async () => Buffer.alloc(0);
  }
}

/** Playwright's `test`, with a page whose navigations return once the page has hydrated. */
export const test = base.extend({
  // Playwright's callback is usually called `use`; named otherwise so the React hooks rule does not mistake it.
  page: async ({ page }, provide) => {
    skipScreenshots(page);
    waitForHydrationOnLoad(page);
    await provide(page);
  },
});
