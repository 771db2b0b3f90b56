import { Outlet } from "react-router";
import { PageError } from "#app/components/layout/page-error.tsx";

/**
 * Every page sits under this route without a path, so that a page's failure (a loader's 404 for an unknown category
 * or product) is answered here, inside the root's frame. Answered by the root's boundary, the switch between it and
 * a page mounted the whole frame anew: a menu opened or a search typed while such a page was on its way was lost
 * (record 032).
 */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <PageError />;
}
