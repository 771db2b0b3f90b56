import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { queryKeys } from "#app/lib/queries/query-keys.ts";
import type { ImportJob } from "#contracts/backoffice.ts";
import { ImportJobPanel } from "./import-job-panel.tsx";

const ID = "00000000-0000-4000-8000-000000000001";
const job = (patch: Partial<ImportJob>): ImportJob => ({
  _id: ID,
  kind: "articles",
  fileName: "sortiment.csv",
  status: "VALIDATED",
  rows: 4,
  processed: 4,
  counts: { create: 2, update: 1, unchanged: 0, error: 1, warning: 0, unknown: 0 },
  errors: [{ row: 3, column: "price_chf", code: "PRICE", message: "price_chf must be 0.05 to 99999.95" }],
  warnings: [],
  policy: null,
  failure: null,
  createdBy: { email: "leitung@example.ch", name: "Lea Leitung" },
  createdAt: "2026-11-26T09:00:00.000Z",
  committedAt: null,
  ...patch,
});

function render(seeded: ImportJob) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.backoffice.import(ID), seeded);
  return renderToStaticMarkup(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ImportJobPanel id={ID} onDiscarded={() => {}} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("import job panel", () => {
  it("offers commit, the error report and discard once a job is validated, without a progress bar", () => {
    const html = render(job({}));
    expect(html).toContain("Übernehmen…");
    expect(html).toContain("Fehlerbericht herunterladen");
    expect(html).toContain("Verwerfen");
    expect(html).not.toContain('role="progressbar"');
  });

  it("shows the commit's progress (processed of rows) and offers nothing to click while it runs", () => {
    const html = render(job({ status: "COMMITTING", processed: 2, policy: "SKIP_FAILED" }));
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuemax="4"[^>]*aria-valuenow="2"/);
    expect(html).toContain("Übernahme: 2 von 4 Zeilen");
    expect(html).not.toContain("Übernehmen…");
    expect(html).not.toContain("Verwerfen");
  });

  it("says what a finished commit did and why a failed job failed", () => {
    expect(render(job({ status: "DONE", committedAt: "2026-11-26T09:05:00.000Z" }))).toContain("Übernommen: 2 neu, 1 geändert.");
    expect(render(job({ status: "FAILED", failure: "The server stopped during the commit" }))).toContain("The server stopped during the commit");
  });
});
