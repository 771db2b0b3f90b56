import type { Context } from "hono";
import type { z } from "zod";
import { InvalidInput } from "#server/services/errors.ts";

/**
 * Parses input with a contract schema; the first issue's message becomes the answer's error, and a custom issue
 * that names its refusal (`params: { code }`, e.g. ORDER_ERROR_CODES) gives the answer its `code`.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));
  const first = result.error.issues[0];
  const code = first?.code === "custom" && typeof first.params?.code === "string" ? first.params.code : undefined;
  throw new InvalidInput(details[0]?.message ?? "Invalid input", details, code);
}

/** The JSON body, or a 400 for malformed JSON; an empty body reads as {} (several calls send none). */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidInput("Malformed JSON body");
  }
}

export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => parse(schema, c.req.query());
export const parseBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> =>
  parse(schema, await readJson(c));
