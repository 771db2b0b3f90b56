import { z } from "zod";

/**
 * The API's own description: each router file declares its routes' documentation beside them (`documentRoutes`,
 * at module level, so a test app built twice declares nothing twice), and GET /api/openapi.json serves the
 * OpenAPI 3.1 document built from those entries and the contracts/ schemas. tests/api/openapi.test.ts fails when a
 * route registered on the app has no entry here, or an entry no route. Conventions: docs/api.md.
 */
export type RouteDoc = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As registered on the app, Hono's syntax: `/api/orders/:id`, `/api/:pharmacode{[0-9]+}`, `/uploads/*`. */
  path: string;
  summary: string;
  /** The bearer token it needs: any account's, a staff account's or a manager's (role read from the database). */
  auth?: "user" | "staff" | "manager";
  params?: Record<string, z.ZodType>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data (its fields `body`, plus files), not JSON. */
  multipart?: boolean;
  headers?: Record<string, z.ZodType>;
  /** What the envelope's `data` holds, by the name of its type in contracts/ (answer shapes are TypeScript types there). */
  answer?: string;
  status?: 200 | 201;
  /** An answer other than the JSON envelope (a PDF, a calendar, an image): its media type. */
  file?: string;
  /** Failure statuses beyond those the entry implies (400 for parsed input, 401 and 403 for a token). */
  errors?: number[];
};

type Entry = RouteDoc & { tag: string };

const entries: Entry[] = [];

/** Declares the documentation of a router's routes under one heading (tag). */
export function documentRoutes(tag: string, docs: RouteDoc[]) {
  for (const doc of docs) {
    if (entries.some((e) => e.method === doc.method && e.path === doc.path)) throw new Error(`Route documented twice: ${doc.method} ${doc.path}`);
    entries.push({ ...doc, tag });
  }
}

export const documentedRoutes = (): readonly Entry[] => entries;

/** `/api/orders/:id` -> `/api/orders/{id}`; a regex constraint goes, a trailing `*` becomes `{path}`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}").replace(/\/\*$/, "/{path}");
}

const pathParams = (openPath: string) => [...openPath.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);

/** The JSON Schema of what a client sends (the input side of transforms and defaults), without its `$schema`. */
function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

function queryParameters(query: z.ZodType) {
  const schema = jsonSchema(query) as { properties?: Record<string, unknown>; required?: string[] };
  if (!schema.properties) throw new Error("A query schema must be an object");
  return Object.entries(schema.properties).map(([name, s]) => ({ name, in: "query", required: schema.required?.includes(name) ?? false, schema: s }));
}

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid input (the first problem in `error`, every field in `details`)",
  401: "Missing, expired, revoked or invalid token",
  403: "Authenticated but not allowed",
  404: "Unknown resource",
  409: "Conflict with the current state",
  413: "Body too large",
  429: "Rate limited (with Retry-After)",
};

const failure = (status: number) => ({
  description: STATUS_TEXT[status] ?? "Failure",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
});

function operation(e: Entry) {
  const openPath = openApiPath(e.path);
  const parameters = [
    ...pathParams(openPath).map((name) => ({ name, in: "path", required: true, schema: e.params?.[name] ? jsonSchema(e.params[name]) : { type: "string" } })),
    ...(e.query ? queryParameters(e.query) : []),
    ...Object.entries(e.headers ?? {}).map(([name, s]) => ({ name, in: "header", required: true, schema: jsonSchema(s) })),
  ];
  const success = e.file
    ? { description: e.answer ?? "The file", content: { [e.file]: {} } }
    : {
        description: e.answer ? `data: ${e.answer}` : "Success",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Envelope" } } },
      };
  const parsed = e.params || e.query || e.body || e.headers;
  const failures = new Set([...(parsed ? [400] : []), ...(e.auth ? [401] : []), ...(e.auth === "staff" || e.auth === "manager" ? [403] : []), ...(e.errors ?? [])]);
  return {
    tags: [e.tag],
    summary: e.summary,
    ...(e.auth ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(e.body
      ? { requestBody: { required: true, content: { [e.multipart ? "multipart/form-data" : "application/json"]: { schema: jsonSchema(e.body) } } } }
      : {}),
    responses: {
      [String(e.status ?? 200)]: success,
      ...Object.fromEntries([...failures].sort().map((s) => [String(s), failure(s)])),
    },
  };
}

const fieldError = { type: "object", properties: { field: { type: "string" }, message: { type: "string" } }, required: ["field", "message"] };

/** The OpenAPI 3.1 document of every documented route. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of entries) (paths[openApiPath(e.path)] ??= {})[e.method.toLowerCase()] = operation(e);
  return {
    openapi: "3.1.0",
    info: {
      title: "Rheinbogen Apotheke API",
      version: "1",
      description: "JSON in and out under /api; every answer is the envelope. Conventions (errors, auth, money, dates): docs/api.md.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(entries.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Envelope: {
          type: "object",
          properties: { success: { type: "boolean" }, data: {}, message: { type: "string" }, error: { type: "string" }, details: { type: "array", items: fieldError }, code: { type: "string" } },
          required: ["success"],
        },
        Failure: {
          type: "object",
          properties: { success: { const: false }, error: { type: "string" }, message: { type: "string" }, details: { type: "array", items: fieldError }, code: { type: "string" }, data: {} },
          required: ["success", "error", "message"],
        },
      },
    },
  };
}

documentRoutes("Meta", [{ method: "GET", path: "/api/openapi.json", summary: "This document", file: "application/json", answer: "The OpenAPI 3.1 document itself, without the envelope" }]);
