import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./product.tsx";

/** The product route's boundary over the error a client navigation's data request failed with. */
function renderFailure(error: unknown): string {
  const router = createMemoryRouter([{ id: "product", path: "/product/:pharmacode", Component: () => null, ErrorBoundary }], {
    initialEntries: ["/product/4980085"],
    hydrationData: { errors: { product: error } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the product page's failure (spec §8)", () => {
  it("shows 'Failed to load product details' for a proxy's 502 page, not its HTML (issue 41)", () => {
    const html = renderFailure(new ErrorResponse(502, "Bad Gateway", "<html><body><h1>502 Bad Gateway</h1>nginx</body></html>"));
    expect(html).toContain("Error Loading Product");
    expect(html).toContain("Failed to load product details");
    expect(html).not.toContain("Bad Gateway");
  });

  it("shows the not-found texts for a 404", () => {
    const html = renderFailure(new ErrorResponse(404, "Not Found", "No article found for this pharmacode"));
    expect(html).toContain("Product Not Found");
  });
});
