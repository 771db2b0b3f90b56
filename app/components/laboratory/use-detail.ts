import { useEffect, useState } from "react";
import { api } from "#app/lib/api-client.ts";

type Detail<T> = { status: "loading" | "ready"; item: T } | { status: "error"; item: null };

/**
 * The current details of the test or pack a dialog shows, read from the API when it opens (the list may be
 * from an earlier visit). The list's copy is shown meanwhile, so the dialog never opens empty.
 */
export function useDetail<T extends { _id: string }>(path: string, listed: T | null, attempt: number): Detail<T> | null {
  const [detail, setDetail] = useState<Detail<T> | null>(null);
  useEffect(() => {
    if (!listed) {
      setDetail(null);
      return;
    }
    const controller = new AbortController();
    setDetail({ status: "loading", item: listed });
    api<T>(`${path}/${listed._id}`, { signal: controller.signal }).then(
      (answer) => setDetail({ status: "ready", item: answer.data ?? listed }),
      (error: unknown) => {
        if ((error as Error).name !== "AbortError") setDetail({ status: "error", item: null });
      },
    );
    return () => controller.abort();
  }, [path, listed, attempt]);
  return detail;
}
