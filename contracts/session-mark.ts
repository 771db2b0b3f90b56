import { FIRST_SECOND_SCRIPT } from "./first-second.ts";
/**
 * The one inline script a page carries beyond React Router's own (issue 31): before the first paint it marks
 * `<html data-session>` when this browser holds a login, so the header hides "ANMELDEN" until it has hydrated and
 * knows the session itself. Shared by the page (app/root.tsx) and the Content-Security-Policy, which allows exactly
 * this text by its SHA-256 (server/http/middleware/security-headers.ts), so the page cache needs no nonce for it.
 */
export const SESSION_MARK_SCRIPT = `try{if(localStorage.getItem("token"))document.documentElement.dataset.session="1"}catch(e){}`;

/**
 * The page's one inline script of its own: the session mark and the first second's recorder
 * (contracts/first-second.ts), as one text so that the policy names one hash for both.
 */
export const HEAD_SCRIPT = SESSION_MARK_SCRIPT + FIRST_SECOND_SCRIPT;
