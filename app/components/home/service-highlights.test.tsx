import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServiceHighlights } from "./service-highlights.tsx";

describe("service highlights", () => {
  it("says how payment is secure for invoice and counter payment, not an encryption neither needs (issue 41)", () => {
    const html = renderToStaticMarkup(<ServiceHighlights />);
    expect(html).toContain("Sichere Zahlung");
    expect(html).toContain("auf Rechnung innert 30 Tagen oder bei Abholung");
    expect(html).not.toContain("verschlüsselt");
  });
});
