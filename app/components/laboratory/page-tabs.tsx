import { Link } from "react-router";

export type LabTab = "overview" | "services";

const tabs: { id: LabTab; label: string; to: string }[] = [
  { id: "overview", label: "Übersicht", to: "/vacinationspage" },
  { id: "services", label: "Dienstleistungen", to: "/vacinationspage?tab=services" },
];

/**
 * The page's two tabs. Each is a link, so switching pushes a history entry (back and forward move between the
 * tabs), works before the script has loaded, and a tab can be bookmarked (?tab=services).
 */
export function PageTabs({ active }: { active: LabTab }) {
  return (
    <div className="border-b border-line bg-white">
      <nav aria-label="Laborseite" className="mx-auto flex max-w-7xl gap-2 px-4 lg:px-8">
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to}
            preventScrollReset
            aria-current={tab.id === active ? "page" : undefined}
            className={`-mb-px inline-flex min-h-12 items-center border-b-2 px-4 font-semibold transition-colors duration-150 ${tab.id === active ? "border-brand text-brand" : "border-transparent text-muted hover:text-ink"}`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
