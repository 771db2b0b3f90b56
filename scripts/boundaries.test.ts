import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layer boundaries in eslint.config.js, exercised on small snippets at virtual paths: each forbidden
 * import is reported (alias and relative form), and an allowed one next to it is not.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const cases: { file: string; forbidden: string[]; allowed: string[] }[] = [
  {
    file: "app/routes/some-page.tsx",
    forbidden: ["#server/db/client.ts", "../../server/services/errors.ts", "../server/env.ts"],
    allowed: ["#contracts/catalogue.ts", "#app/lib/format.ts", "react-dom/server", "../lib/format.ts"],
  },
  {
    file: "contracts/some-schema.ts",
    forbidden: ["#app/lib/format.ts", "#server/env.ts", "#tests/helpers/test-app.ts", "../app/lib/format.ts", "../server/env.ts"],
    allowed: ["./catalogue.ts", "zod"],
  },
  {
    file: "server/services/catalogue/some-service.ts",
    forbidden: ["#server/http/validate.ts", "../../http/validate.ts", "../../../server/http/app.ts"],
    allowed: ["#server/db/client.ts", "#server/search/fold.ts", "../errors.ts", "./shapes.ts"],
  },
  {
    file: "server/search/some-index.ts",
    forbidden: ["#server/services/catalogue/summaries.ts", "../services/errors.ts"],
    allowed: ["#server/db/client.ts", "./fold.ts"],
  },
  {
    file: "server/db/some-table.ts",
    forbidden: ["#server/services/errors.ts", "../services/errors.ts"],
    allowed: ["./client.ts", "#server/db/schema.ts"],
  },
  {
    file: "app/components/cart/some-part.tsx",
    forbidden: ["#app/components/desk/use-is-staff.ts", "#app/components/search/search-box.tsx", "../search/search-box.tsx", "#server/env.ts"],
    allowed: ["#app/components/ui/button.tsx", "#app/components/product/price-block.tsx", "#app/components/content/info-card.tsx", "./cart-tile.tsx"],
  },
  {
    file: "app/components/ui/some-part.tsx",
    forbidden: ["#app/components/layout/site-header.tsx", "#app/components/cart/cart-tile.tsx", "../product/price-block.tsx"],
    allowed: ["./dialog.tsx", "#contracts/cart.ts"],
  },
  {
    file: "app/components/desk/orders/some-part.tsx",
    forbidden: ["#app/components/cart/cart-tile.tsx", "#app/components/account/profile-sidebar.tsx"],
    allowed: ["#app/components/orders/order-texts.ts", "#app/components/prescriptions/status-badge.tsx", "../audit-trail.tsx", "../appointments/status-dialog.tsx"],
  },
  {
    file: "server/services/orders/some-part.ts",
    forbidden: ["#server/services/appointments/appointment-row.ts", "../appointments/unique-violation.ts", "#server/services/catalogue/detail.ts", "#server/http/validate.ts"],
    allowed: ["#server/services/desk/audit.ts", "../desk/staff-access.ts", "#server/services/shopping/articles.ts", "../errors.ts", "./order-sql.ts"],
  },
];

describe("import boundaries (eslint.config.js)", () => {
  // The first lint loads the config and the TypeScript parser (seconds on a busy machine).
  beforeAll(() => restrictedImports("app/root.tsx", ""), 60_000);

  for (const { file, forbidden, allowed } of cases) {
    it(`${file}: reports ${forbidden.length} forbidden imports and none of the allowed`, async () => {
      for (const target of forbidden) {
        const messages = await restrictedImports(file, `import { x } from "${target}";\nconsole.log(x);`);
        expect(messages, `${file} importing ${target}`).toHaveLength(1);
        // Type-only imports and re-exports cross the boundary too.
        expect(await restrictedImports(file, `import type { X } from "${target}";\nexport type Y = X;`), `type import of ${target}`).toHaveLength(1);
        expect(await restrictedImports(file, `export { x } from "${target}";`), `re-export of ${target}`).toHaveLength(1);
      }
      for (const target of allowed) {
        expect(await restrictedImports(file, `import { x } from "${target}";\nconsole.log(x);`), `${file} importing ${target}`).toEqual([]);
      }
    });
  }

  it("leaves the layers above free: server/http may import services, tests and scripts may import anything", async () => {
    expect(await restrictedImports("server/http/some-router.ts", `import { x } from "#server/services/errors.ts";\nconsole.log(x);`)).toEqual([]);
    expect(await restrictedImports("tests/api/some.test.ts", `import { x } from "#server/http/app.ts";\nconsole.log(x);`)).toEqual([]);
  });

  it("lets layout and home compose the page from any domain's components", async () => {
    expect(await restrictedImports("app/components/layout/some-header.tsx", `import { x } from "#app/components/search/search-box.tsx";\nconsole.log(x);`)).toEqual([]);
    expect(await restrictedImports("app/components/home/some-block.tsx", `import { x } from "#app/components/laboratory/use-rotation.ts";\nconsole.log(x);`)).toEqual([]);
  });

  it("names the boundary in its message", async () => {
    expect(await restrictedImports("app/root.tsx", `import { x } from "#server/env.ts";\nconsole.log(x);`)).toEqual([
      expect.stringContaining("app/ never imports server/"),
    ]);
  });
});
