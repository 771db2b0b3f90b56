import { data } from "react-router";
import { NotFoundContent } from "#app/components/layout/not-found-content.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => pageMeta("Seite nicht gefunden", "Diese Seite gibt es bei der Rheinbogen Apotheke nicht.");

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
