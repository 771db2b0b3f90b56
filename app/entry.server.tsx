import { isbot } from "isbot";
// The Web Streams build, not Node's: Node's build runs every render inside an AsyncLocalStorage, and on Node 20
// the first render turns on an async hook for the rest of the process, so every later promise and nextTick of
// every request (API answers included) paid for it, about a sixth of a health probe's cost (issue 19). This
// build takes AsyncLocalStorage only from a global, which Node does not have. The answer is a Web stream
// either way: the server speaks fetch (Hono).
import { renderToReadableStream } from "react-dom/server.edge";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/**
 * Server rendering with the CSP nonce of this request on every inline script React Router emits,
 * so the policy can forbid all other inline script. Bots get the complete document in one piece.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // A render still streaming after this is cut off (React Router's own loaders give up at streamTimeout).
  const signal = AbortSignal.timeout(streamTimeout + 1000);
  // Rejects when the shell fails: React Router renders its error page instead.
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal,
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) loadContext.log.error({ err: error }, "page render failed");
    },
  });
  shellRendered = true;
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
