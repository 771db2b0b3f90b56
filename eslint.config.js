import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layer boundaries of ARCHITECTURE.md, checked on every import, type import and re-export
 * (scripts/boundaries.test.ts proves each one fails on a violation). Each folder forbids the `#alias/` form
 * and the relative path (`../server/...`) of what it must not reach. Regexes, not gitignore-style groups:
 * there a leading `#` starts a comment, so a `#server/*` group never matched anything. No-restricted-imports
 * replaces its options per block, so each folder lists all of its rules in one block.
 */
const forbid = (files, { aliases, relative }, message) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { regex: `^#(${aliases.join("|")})(/|$)`, message },
          // Climbing out to a forbidden folder: ../server/x, ../../http/x, ../../../server/services/x.
          { regex: `^(\\.\\./)+(${relative.join("|")})(/|$)`, message },
        ],
      },
    ],
  },
});

const boundaries = [
  forbid(["app/**"], { aliases: ["server"], relative: ["server"] }, "app/ never imports server/: the browser gets data through the API."),
  forbid(
    ["contracts/**"],
    { aliases: ["app", "server", "tests"], relative: ["app", "server", "tests", "scripts"] },
    "contracts/ imports nothing internal: both sides import it.",
  ),
  forbid(
    ["server/services/**"],
    { aliases: ["server/http"], relative: ["http", "server/http"] },
    "server/services never imports server/http: services know nothing of HTTP.",
  ),
  forbid(
    ["server/search/**", "server/db/**"],
    { aliases: ["server/services"], relative: ["services", "server/services"] },
    "server/search and server/db never import server/services: they are the layers below it.",
  ),
];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", ".test-output/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", ignoreRestSiblings: true, varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  ...boundaries,
);
