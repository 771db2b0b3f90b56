import { Link } from "react-router";

/** The desk's views; the first is the default. Another view adds its entry here and its branch in routes/desk.tsx. */
export const DESK_VIEWS = [
  { key: "termine", label: "Termine" },
  { key: "rezepte", label: "Rezepte" },
] as const;
export type DeskView = (typeof DESK_VIEWS)[number]["key"];

export const deskViewOf = (param: string | null): DeskView => DESK_VIEWS.find((v) => v.key === param)?.key ?? DESK_VIEWS[0].key;

/** The switch between the desk's views: links (`/desk?view=rezepte`), so each view has its address and Back works. */
export function DeskTabs({ current }: { current: DeskView }) {
  return (
    <nav aria-label="Desk-Bereiche" className="border-b border-line">
      <ul className="-mb-px flex gap-1">
        {DESK_VIEWS.map((v) => (
          <li key={v.key}>
            <Link
              to={v.key === DESK_VIEWS[0].key ? "/desk" : `/desk?view=${v.key}`}
              aria-current={v.key === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold transition-colors ${v.key === current ? "border-brand text-brand" : "border-transparent text-gray-700 hover:text-ink"}`}
            >
              {v.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
