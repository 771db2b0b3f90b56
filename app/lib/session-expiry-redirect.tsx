import { useEffect } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "#contracts/auth-messages.ts";
import { LOGIN_PATH, loginHrefHere } from "./login-redirect.ts";
import { expireSession, getToken, isTokenExpired, readTokenPayload, SESSION_EXPIRED_EVENT, TOKEN_KEY } from "./session.ts";

const CHECK_EVERY_MS = 60_000;

/**
 * Mounted once in the app: sends the user to /loginpage whenever a session ends under them (a 401 on any
 * call, a token that expired while the tab was open, or one that cannot be read), on every page.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const toLogin = () => {
      if (window.location.pathname !== LOGIN_PATH) navigate(loginHrefHere());
    };
    const check = () => {
      const token = getToken();
      if (!token) return;
      if (!readTokenPayload(token)) expireSession(AUTH_MESSAGES.invalidToken);
      else if (isTokenExpired(token)) expireSession(AUTH_MESSAGES.sessionExpired);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === TOKEN_KEY) check();
    };
    check();
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    window.addEventListener(SESSION_EXPIRED_EVENT, toLogin);
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(SESSION_EXPIRED_EVENT, toLogin);
      window.removeEventListener("storage", onStorage);
    };
  }, [navigate]);
  return null;
}
