/**
 * The pages' CSP has no 'unsafe-eval'. zod compiles object parsers with `new Function` when it may, and its probe
 * for that, although caught, is reported as a CSP violation (Lighthouse's best practices, the browser console).
 * zod reads its settings from this global when it loads (shared by every copy) and decides per schema when the
 * schema is built, at module load: so this module is root.tsx's first import, evaluated before any module that
 * defines a schema, and it does not pull zod into every page. Only in the browser: the server keeps the compiled
 * parsers.
 */
if (typeof document !== "undefined") {
  const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
}

export {};
