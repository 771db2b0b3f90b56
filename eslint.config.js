import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["#server/*", "**/server/*"], message: "app/ never imports server/ (ARCHITECTURE.md boundaries)." }] },
      ],
    },
  },
  {
    // The boundary rule above is for browser code only.
    files: ["server/**", "scripts/**", "tests/**", "types/**", "*.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
