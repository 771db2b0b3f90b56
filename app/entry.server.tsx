import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
// Node's build. Until Node 20 the Web Streams build (react-dom/server.edge) was used instead: Node's build runs
// each render in an AsyncLocalStorage, which on Node 20 turned on an async hook for the rest of the process. Node
// 24 implements AsyncLocalStorage without hooks (AsyncContextFrame), and there this build renders a product page
// with less CPU than the Web Streams one (record 017, "Node 24").
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterFirstPaintStream } from "./lib/scripts-after-paint.ts";

export const streamTimeout = 5_000;

/**
 * Server rendering with the CSP nonce of this request on every inline script React Router emits,
 * so the policy can forbid all other inline script. Bots get the complete document in one piece. The page's scripts
 * are fetched after its first paint (scripts-after-paint.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce;
  const userAgent = request.headers.get("user-agent");
  const whole = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still streaming after this is cut off (React Router's own loaders give up at streamTimeout).
    let abortRender = () => {};
    const cutOff = setTimeout(() => abortRender(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [whole ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = scriptsAfterFirstPaintStream();
        body.on("close", () => clearTimeout(cutOff));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      // The shell failed: React Router renders its error page instead.
      onShellError(error: unknown) {
        clearTimeout(cutOff);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.log.error({ err: error }, "page render failed");
      },
    });
    abortRender = abort;
  });
}
