import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { ApiError } from "#app/lib/api-client.ts";
import { getToken, subscribeToken } from "#app/lib/session.ts";

/**
 * An answer from the server is final (a 4xx is the request's fault, a 401 has already ended the session, and the
 * profile treats a 500 as the end of it too): only a failed connection is worth one more try.
 */
export function retry(failureCount: number, error: Error): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The data is the shopper's own and changes only through this tab's mutations, which invalidate it.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry },
      mutations: { retry: false },
    },
  });
}

/**
 * The query cache for the whole app. One client per mount: in the browser that is one per visit; on the server
 * every request renders its own, so no shopper's data can reach another's page (nothing is fetched there anyway,
 * as the token lives in the browser).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  // Logged out or session over: the cached data was that user's and must not show for the next one.
  useEffect(
    () =>
      subscribeToken(() => {
        if (!getToken()) client.removeQueries();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
