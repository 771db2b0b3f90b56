/** Canonical URL tags for a route's `meta` (one address per page for crawlers). */
export function canonical(origin: string, path: string) {
  return { tagName: "link", rel: "canonical", href: `${origin}${path}` } as const;
}

/** The status a loader failure maps to: a domain error's own, else 500. */
export function errorStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
