import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import PrivacyPolicy from "./privacy-policy.tsx";

describe("privacy policy: what the browser keeps", () => {
  it("names the keys the shop stores now, not Saved for Later's old browser list (issue 41)", () => {
    const html = renderToStaticMarkup(<PrivacyPolicy />);
    expect(html).not.toContain("savedItems");
    expect(html).toContain("recentlyViewed:");
    expect(html).toContain("für später gemerkte Produkte speichern wir nicht im Browser");
  });
});
