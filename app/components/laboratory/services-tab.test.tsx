import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServicesTab } from "./services-tab.tsx";

describe("the laboratory's services tab", () => {
  it("has the page's h1, as /vacinationspage?tab=services shows it alone (issue 41)", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ServicesTab tests={[]} packs={[]} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Impfungen und Labordiagnostik<\/h1>/);
  });
});
