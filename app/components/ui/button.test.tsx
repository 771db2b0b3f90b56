import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";

describe("Button", () => {
  it("is a plain button that never submits a form by accident", () => {
    expect(renderToStaticMarkup(<Button>Speichern</Button>)).toMatch(/^<button type="button" class="[^"]+">Speichern<\/button>$/);
  });

  it("while pending cannot be pressed again, shows a spinner before its label and says it is busy", () => {
    const html = renderToStaticMarkup(<Button pending>Speichern</Button>);
    expect(html).toMatch(/^<button type="button" class="[^"]+" disabled="" aria-busy="true"><span class="[^"]*animate-spin[^"]*" aria-hidden="true"><\/span>Speichern<\/button>$/);
  });

  it("stays disabled when asked, pending or not", () => {
    expect(renderToStaticMarkup(<Button disabled>Weiter</Button>)).toContain('disabled=""');
    const notPending = renderToStaticMarkup(<Button disabled pending={false}>Weiter</Button>);
    expect(notPending).not.toContain("aria-busy");
    expect(notPending).toContain('disabled=""');
  });
});
