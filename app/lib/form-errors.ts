import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** Runs a contract schema over form values: the parsed data, or the first message per field. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}
