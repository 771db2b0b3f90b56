import { redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { consentCookie } from "#app/lib/cookies.ts";

/** Only paths of this site: a crafted form must not turn the notice into an open redirect. */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")
    ? value
    : "/";
}

/**
 * The cookie notice's buttons as a plain form: a choice made before the page's script has loaded still
 * counts. After hydration the notice sets the cookie itself and this action is not called.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice");
  const back = safeReturnPath(form.get("returnTo"));
  if (choice !== "accepted" && choice !== "dismissed") return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": consentCookie(choice, new Date()) } });
}

export function loader() {
  return redirect("/");
}
