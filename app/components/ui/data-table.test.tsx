import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table.tsx";

const table = (props: Partial<Parameters<typeof DataTable>[0]> = {}) =>
  renderToStaticMarkup(
    <DataTable
      label="Artikel (seitlich scrollbar)"
      columns={[
        { label: "Pharmacode", from: "sm" },
        { label: "Preis", align: "right" },
        { label: "Status", from: "md" },
        { label: "Verlauf", readOutOnly: true },
      ]}
      {...props}
    >
      <tr>
        <td>1</td>
      </tr>
    </DataTable>,
  );

describe("DataTable", () => {
  it("names its scrolling frame and heads each column for a screen reader", () => {
    const html = table({ caption: "Artikel, Seite 2" });
    expect(html).toMatch(/^<div tabindex="0" role="region" aria-label="Artikel \(seitlich scrollbar\)"/);
    expect(html).toContain('<caption class="sr-only">Artikel, Seite 2</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html).toContain('<th scope="col" class="px-3 py-2"><span class="sr-only">Verlauf</span></th>');
  });

  it("leaves a column out below its width and right-aligns figures", () => {
    const html = table();
    expect(html).toContain('<th scope="col" class="hidden sm:table-cell px-3 py-2">Pharmacode</th>');
    expect(html).toContain('<th scope="col" class="hidden md:table-cell px-3 py-2">Status</th>');
    expect(html).toContain('<th scope="col" class="px-3 py-2 text-right">Preis</th>');
  });

  it("puts the rows in a divided body and dims them while they are stale", () => {
    expect(table()).toContain('<tbody class="divide-y divide-line"><tr><td>1</td></tr></tbody>');
    expect(table()).toContain('<table class="w-full text-left text-sm">');
    expect(table({ stale: true, busy: true })).toContain('<table class="w-full text-left text-sm opacity-60" aria-busy="true">');
    expect(table({ labelledBy: "lab-tests" })).toContain('aria-labelledby="lab-tests"');
    expect(table({ labelledBy: "lab-tests" })).not.toContain("<caption");
  });
});
