import { useCallback, useState } from "react";
import { api } from "#app/lib/api-client.ts";

/**
 * A list the server rendered (null when its loader read failed), with Try Again reading it from the API.
 * `retrying` is true while that read runs; a failed retry leaves the list null and the error in place.
 */
export function useOfferList<T, A>(initial: T[] | null, path: string, shape: (data: A) => T[]) {
  const [list, setList] = useState(initial);
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const answer = await api<A>(path);
      setList(answer.data === undefined ? null : shape(answer.data));
    } catch {
      setList(null);
    } finally {
      setRetrying(false);
    }
  }, [path, shape]);
  return { list, retrying, retry };
}
