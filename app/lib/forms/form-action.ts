import { data, type AppLoadContext } from "react-router";
import { fail, type Envelope } from "#contracts/envelope.ts";
import type { FieldErrors } from "./form-state.ts";

/*
 * The server half of the form layer (record 026, "Forms that carry a secret"). A form that carries a password or
 * personal data posts (`useForm` gives every form `method="post"`), so a form sent before the page's scripts have
 * run, or with scripts blocked, never puts what was typed into an address, the history or a proxy's log. The
 * page's action then does what the scripted form does, through the same API call, and answers with the form again
 * and its texts. With scripts the form never reaches the action: `useForm` sends it itself, as before.
 */

type Values = Record<string, string | boolean>;

/** The form again, as the action answers it: what was typed (secrets left out), the field messages, the form's error. */
export type FormAnswer<V extends Values> = { values: Partial<V>; errors: FieldErrors; formError: string | null };

export const NOT_A_FORM = "The request must be sent as a form";

/**
 * The posted form of a page's action. A body that is not one (JSON, an empty body without a form type, broken
 * multipart) is the caller's mistake: 400 in the envelope, never the 500 that `request.formData()` would become.
 */
export async function postedForm(request: Request, message = NOT_A_FORM): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw Response.json(fail(message), { status: 400 });
  }
}

/** The posted fields named by `initial`, typed as there: text as sent (missing: ""), a checkbox true when sent. */
export function postedValues<V extends Values>(form: FormData, initial: V): V {
  const values: Values = {};
  for (const [key, empty] of Object.entries(initial)) {
    const sent = form.get(key);
    values[key] = typeof empty === "boolean" ? sent !== null : typeof sent === "string" ? sent : "";
  }
  return values as V;
}

/** The answer that shows the form again; `secrets` (passwords) are never written back into the page. */
export function formAnswer<V extends Values>(
  values: V,
  secrets: readonly (keyof V)[],
  parts: { errors?: FieldErrors; formError?: string | null },
): FormAnswer<V> {
  const kept: Partial<V> = { ...values };
  for (const key of secrets) delete kept[key];
  return { values: kept, errors: parts.errors ?? {}, formError: parts.formError ?? null };
}

/**
 * Only a form of this site may log in or register through the page: another site's auto-submitted form could
 * otherwise log a visitor into the other site's account (login CSRF). Browsers say where a POST comes from in
 * Sec-Fetch-Site, older ones in Origin; a request with neither comes from no browser page.
 */
export function refuseCrossSite(request: Request, publicUrl: string): void {
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  let allowed = true;
  if (site !== null) allowed = site === "same-origin";
  else if (origin !== null) allowed = origin === new URL(publicUrl).origin || sameHost(origin, request.headers.get("host"));
  if (!allowed) throw data("Forbidden", { status: 403 });
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The API's answer to one in-process call: its status and envelope (undefined when the body was not one). */
export async function apiAnswer<T>(
  context: AppLoadContext,
  path: string,
  init: Parameters<AppLoadContext["callApi"]>[1],
): Promise<{ status: number; body: Envelope<T> | undefined }> {
  const res = await context.callApi(path, init);
  try {
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  } catch {
    return { status: res.status, body: undefined };
  }
}
