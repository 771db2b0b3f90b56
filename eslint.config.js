import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layer boundaries of ARCHITECTURE.md, checked on every import, type import and re-export
 * (scripts/boundaries.test.ts proves each one fails on a violation). Each folder forbids the `#alias/` form
 * and the relative path (`../server/...`) of what it must not reach. Regexes, not gitignore-style groups:
 * there a leading `#` starts a comment, so a `#server/*` group never matched anything. No-restricted-imports
 * replaces its options per block, so each folder lists all of its rules in one block (the zones repeat the
 * layer rule of their folder).
 */
const forbidden = ({ aliases, relative }, message) => [
  { regex: `^#(${aliases.join("|")})(/|$)`, message },
  // Climbing out to a forbidden folder: ../server/x, ../../http/x, ../../../server/services/x.
  { regex: `^(\\.\\./)+(${relative.join("|")})(/|$)`, message },
];
const forbid = (files, ...rules) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: rules.flatMap(([targets, message]) => forbidden(targets, message)) }] },
});

const APP_OFF_SERVER = [{ aliases: ["server"], relative: ["server"] }, "app/ never imports server/: the browser gets data through the API."];
const SERVICES_OFF_HTTP = [
  { aliases: ["server/http"], relative: ["http", "server/http"] },
  "server/services never imports server/http: services know nothing of HTTP.",
];

/**
 * Cross-domain zones of the components (in the spirit of bulletproof-react's features): a domain's folder imports
 * the shared folders (ui, content, product: the article's picture, price and view) and the few domains named
 * here, never another one; layout and home compose the page from any of them. A component two domains need
 * moves to ui/ (as the quantity control did), or the domain is named here with the reason.
 */
const SHARED_COMPONENTS = ["ui", "content", "product"];
const COMPONENT_ZONES = {
  ui: [],
  content: ["ui"],
  product: ["ui", "content"],
  // Deleting an account cancels its appointments: the dialog says which.
  account: [...SHARED_COMPONENTS, "appointments"],
  // The tests chosen on the laboratory page are carried into the booking.
  appointments: [...SHARED_COMPONENTS, "laboratory"],
  // The back office names staff and audit entries in the desk's words.
  backoffice: [...SHARED_COMPONENTS, "desk"],
  cart: SHARED_COMPONENTS,
  // The staff's face of each domain shows that domain's badges and files.
  desk: [...SHARED_COMPONENTS, "appointments", "orders", "prescriptions"],
  favourites: SHARED_COMPONENTS,
  laboratory: SHARED_COMPONENTS,
  listing: SHARED_COMPONENTS,
  orders: SHARED_COMPONENTS,
  prescriptions: SHARED_COMPONENTS,
  search: SHARED_COMPONENTS,
};
const COMPOSING_COMPONENTS = ["layout", "home"];
const ALL_COMPONENTS = [...Object.keys(COMPONENT_ZONES), ...COMPOSING_COMPONENTS];
const componentZones = Object.entries(COMPONENT_ZONES).map(([folder, allowed]) => {
  const others = ALL_COMPONENTS.filter((f) => f !== folder && !allowed.includes(f));
  return forbid(
    [`app/components/${folder}/**`],
    APP_OFF_SERVER,
    [
      { aliases: others.map((f) => `app/components/${f}`), relative: others },
      `app/components/${folder} imports only ${allowed.join(", ") || "itself"} of the other component folders (eslint.config.js, COMPONENT_ZONES).`,
    ],
  );
});

/**
 * Cross-domain zones of the services: a domain imports another's named entry points only (its service, its index,
 * the modules shared on purpose such as the desk's audit and staff access), never its internals (rows, SQL,
 * helpers). The domain's own files and server/services/errors.ts are free.
 */
const SERVICE_ENTRY_POINTS = {
  appointments: ["appointment-service", "account-deletion", "desk-appointments", "desk-closures", "desk-feed"],
  auth: ["auth-service", "tokens"],
  backoffice: ["index"],
  // name-key: the back office writes article names the way the catalogue sorts and finds them; shuffle-shape: it keeps
  // sort=random's keys the way the list reads them.
  catalogue: ["catalogue-service", "shapes", "summaries", "name-key", "shuffle-shape"],
  desk: ["index", "audit", "staff-access", "staff-accounts"],
  laboratory: ["laboratory-service"],
  orders: ["index"],
  prescriptions: ["prescription-service", "retention"],
  shopping: ["articles", "cart", "favourites", "saved"],
};
const serviceZones = Object.keys(SERVICE_ENTRY_POINTS).map((domain) => {
  const message = `server/services/${domain} imports another domain only through its entry points (eslint.config.js, SERVICE_ENTRY_POINTS).`;
  const internals = Object.entries(SERVICE_ENTRY_POINTS)
    .filter(([other]) => other !== domain)
    .flatMap(([other, entries]) => {
      const inside = `${other}/(?!(${entries.join("|")})\\.ts$)`;
      return [
        { regex: `^#server/services/${inside}`, message },
        { regex: `^(\\.\\./)+${inside}`, message },
      ];
    });
  const block = forbid([`server/services/${domain}/**`], SERVICES_OFF_HTTP);
  block.rules["no-restricted-imports"][1].patterns.push(...internals);
  return block;
});

const boundaries = [
  forbid(["app/**"], APP_OFF_SERVER),
  forbid(
    ["contracts/**"],
    [{ aliases: ["app", "server", "tests"], relative: ["app", "server", "tests", "scripts"] }, "contracts/ imports nothing internal: both sides import it."],
  ),
  forbid(["server/services/**"], SERVICES_OFF_HTTP),
  forbid(
    ["server/search/**", "server/db/**"],
    [{ aliases: ["server/services"], relative: ["services", "server/services"] }, "server/search and server/db never import server/services: they are the layers below it."],
  ),
  // After the folder-wide blocks: a file's last matching block sets the rule's options, so each repeats them.
  ...componentZones,
  ...serviceZones,
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
