import { redirect } from "react-router";
import type { Route } from "./+types/cookie-consent";
import { isSafeText } from "#contracts/text.ts";
import { consentCookie } from "#app/lib/cookies.ts";

const ORIGIN = "http://shop.invalid";

/** A path of this site as given: starts with one slash, no backslash, no control character. */
const plainPath = (value: string) => value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && isSafeText(value);

/**
 * Only paths of this site: a crafted form must not turn the notice into an open redirect. Browsers drop tab,
 * CR and LF from a URL and read a backslash as a slash, so "/<TAB>/evil.example" is //evil.example to them;
 * the value is checked as given and once percent-decoded, then resolved, and must still be a path of this
 * origin. The answer is the resolved path, percent-encoded, so the Location header never holds a character
 * the Headers class refuses (CR, LF and NUL were a 500).
 */
export function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || value.length > 2000 || !plainPath(value)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return "/";
  }
  if (!plainPath(decoded)) return "/";
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN || url.pathname.startsWith("//")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
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
