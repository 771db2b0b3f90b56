import { redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { sameSitePath } from "#contracts/same-site-path.ts";
import { consentCookie } from "#app/lib/cookies.ts";
import { postedForm } from "#app/lib/forms/form-action.ts";

export const NOT_A_FORM = "The cookie choice must be sent as a form";

/**
 * The cookie notice's buttons as a plain form: a choice made before the page's script has loaded still
 * counts. After hydration the notice sets the cookie itself and this action is not called.
 */
export async function action({ request }: Route.ActionArgs) {
  // JSON, an empty body without a form type, broken multipart: the caller's mistake, not the server's (was a 500).
  const form = await postedForm(request, NOT_A_FORM);
  const choice = form.get("choice");
  // Only a path of this site (contracts/same-site-path.ts): a crafted form must not make this an open redirect.
  const back = sameSitePath(form.get("returnTo")) ?? "/";
  if (choice !== "accepted" && choice !== "dismissed") return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": consentCookie(choice, new Date()) } });
}

export function loader() {
  return redirect("/");
}
