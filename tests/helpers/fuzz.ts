import fc from "fast-check";

/**
 * Building blocks of the fuzz suite (tests/api/fuzz.test.ts): hostile values by class, the parameter and
 * field names the contracts know, and the routes of the Hono table and of the React Router build.
 */

const text = (maxLength = 8) => fc.string({ maxLength });
const around = (inner: fc.Arbitrary<string>) => fc.tuple(text(), inner, text()).map((parts) => parts.join(""));

/**
 * Hostile values by class. Every field of every route gets one value of each class (drawn from the seed), so
 * each kind of attack reaches each field; the value inside a class varies with the seed.
 */
export const HOSTILE_CLASSES = {
  control: around(fc.oneof(fc.integer({ min: 0, max: 31 }), fc.constant(127)).map((code) => String.fromCharCode(code))),
  nul: around(fc.constant("\u0000")),
  surrogate: around(fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff")),
  number: fc.oneof(
    fc.constantFrom("2147483648", "9223372036854775808", "1e308", "-1e308", "9".repeat(400), "-1", "0", "-0", "1.5", "NaN", "Infinity", "0x1F"),
    fc.double().map(String),
  ),
  long: fc.constantFrom("x", "ä", "💊", "%", "'", "a ").map((unit) => unit.repeat(Math.ceil(10_240 / unit.length))),
  tsquery: around(fc.constantFrom("&|!:*()", "a & b | !c", "foo:*", "!!!", "((((", "):*", "<->", "a:* & !", "\\:*", "|")),
  sql: around(fc.constantFrom("'", "''; DROP TABLE users; --", '" OR 1=1 --', "%", "_%", "\\", "$1", "%00", "\\'", "E'\\x00'")),
  traversal: fc.constantFrom("../../etc/passwd", "..\\..\\windows\\win.ini", "/etc/passwd\u0000.png", "..%2F..%2Fetc%2Fpasswd", "....//....//", "."),
  empty: fc.constantFrom("", " ", "\u00a0", "\u3000", "\t"),
  markup: fc.constantFrom("<script>alert(1)</script>", "${7*7}", "{{7*7}}", "\u202e\u200b\ufeff", "\uffff\ufffe", "__proto__", "constructor"),
  unicode: fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
  // Not text at all: what a JSON body can carry instead (a query carries it as a repeated key or as JSON text).
  types: fc.oneof(
    fc.constantFrom<unknown>(null, true, false, 0, -1, 2_147_483_648, 1e308, [], {}, [1, 2], { $gt: "" }, ["a", "b"], [["x"]]),
    fc.array(fc.string({ maxLength: 5 }), { minLength: 1, maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 }),
  ),
} satisfies Record<string, fc.Arbitrary<unknown>>;

export type HostileClass = keyof typeof HOSTILE_CLASSES;
export const CLASS_NAMES = Object.keys(HOSTILE_CLASSES) as HostileClass[];

/** Any hostile value, for the random cases. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(...Object.values(HOSTILE_CLASSES));

/** As a query string carries it: text as it is, an array as a repeated key, anything else as JSON text. */
export function asQueryValues(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.length > 0) return value.map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? "")));
  return [JSON.stringify(value) ?? ""];
}

/** Percent-encodings a client can send raw that no encoder would produce (broken, overlong, surrogate UTF-8). */
export const RAW_ENCODINGS = ["%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%80", "%FF%FE", "%00", "%2e%2e%2f%2e%2e%2f", "%0D%0A"] as const;

/** Bodies that are not what they claim: broken JSON, deep nesting, over the 100 kB limit. */
export const MALFORMED_BODIES = ["{", "not json", "", '{"email":', "[".repeat(5_000), "x".repeat(120_000)] as const;

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes the three bytes a careless
 * encoder writes for it: invalid UTF-8, as a hostile client would send.
 */
export function percentEncode(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** A path segment: hostile text encoded (empty would drop the segment: a space instead), or JSON text. */
export const encodeSegment = (value: unknown) => percentEncode(typeof value === "string" ? value : (JSON.stringify(value) ?? "")) || "%20";

type ZodLike = { _zod?: { def?: Record<string, unknown> } };

/**
 * Every object key of every zod schema the contracts export: the query parameters and body fields the
 * handlers read. Read from the modules, so a new contract's fields are fuzzed without a list to keep.
 */
export function contractFieldNames(modules: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown) => {
    const def = (schema as ZodLike | null)?._zod?.def;
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    if (def.type === "object") {
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) {
        names.add(key);
        walk(inner);
      }
    }
    for (const key of ["in", "out", "innerType", "left", "right", "element", "schema"]) walk(def[key]);
    if (Array.isArray(def.options)) def.options.forEach(walk);
  };
  for (const module of modules) for (const value of Object.values(module)) walk(value);
  return [...names].sort();
}

export type RouteCase = { method: string; path: string };

/** Concrete routes of the Hono table (middleware, registered as ALL, is not a route of its own). */
export function honoRoutes(routes: readonly { method: string; path: string }[]): RouteCase[] {
  const unique = new Map<string, RouteCase>();
  for (const { method, path } of routes) if (method !== "ALL") unique.set(`${method} ${path}`, { method, path });
  return [...unique.values()];
}

/** A route path with its parameters (`:name`, `:name{regex}`, `*`) filled in by `value(parameterName)`. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?\??|\*/g, (_match, name: string | undefined) => value(name ?? "*"));
}

export const pathParameters = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)|\*/g)].map((m) => m[1] ?? "*");

type BuildRoute = { id: string; path?: string; index?: boolean; parentId?: string; module: { action?: unknown } };

/** The page routes of a React Router server build, as full paths, with whether each has an action. */
export function pageRoutes(routes: Record<string, BuildRoute | undefined>): { path: string; action: boolean }[] {
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : "";
    return route.path ? `${base.replace(/\/$/, "")}/${route.path}` : base || "/";
  };
  return Object.values(routes)
    .filter((r): r is BuildRoute => Boolean(r && r.id !== "root" && (r.path !== undefined || r.index)))
    .map((r) => ({ path: fullPath(r), action: Boolean(r.module.action) }));
}

/** A 32-bit seed from a text: each route keeps its cases when other routes come and go. */
export function seedOf(text: string, base: number): number {
  let hash = base | 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}
