import { FileUp, FlaskConical, PackageSearch, Tags, Users } from "lucide-react";
import { ViewTabs } from "#app/components/ui/view-tabs.tsx";

/**
 * The back office's views in the address (`?ansicht=`), as the desk's: "import" (with `import=<id>` for the job on
 * screen), "artikel" (with `suche`, `filter`, `seite`; with `pharmacode=` one article's page, issue 40),
 * "verlauf" (one article's audit, `pharmacode=`), which belongs to the articles' tab, and of issue 40 "angebote"
 * (offers), "labor" (the laboratory's tests and packs) and "team" (staff).
 */
export type BackofficeView = "import" | "artikel" | "verlauf" | "angebote" | "labor" | "team";

const VIEWS: readonly BackofficeView[] = ["import", "artikel", "verlauf", "angebote", "labor", "team"];
export const backofficeViewOf = (value: string | null): BackofficeView => (VIEWS.includes(value as BackofficeView) ? (value as BackofficeView) : "import");

export const importHref = (id?: string) => (id ? `/backoffice?import=${encodeURIComponent(id)}` : "/backoffice");
export const auditHref = (pharmacode: number) => `/backoffice?ansicht=verlauf&pharmacode=${pharmacode}`;
export const articleHref = (pharmacode: number) => `/backoffice?ansicht=artikel&pharmacode=${pharmacode}`;

const TABS = [
  { key: "import", label: "Import", icon: FileUp, to: "/backoffice" },
  { key: "artikel", label: "Artikel", icon: PackageSearch, to: "/backoffice?ansicht=artikel" },
  { key: "angebote", label: "Angebote", icon: Tags, to: "/backoffice?ansicht=angebote" },
  { key: "labor", label: "Labor", icon: FlaskConical, to: "/backoffice?ansicht=labor" },
  { key: "team", label: "Team", icon: Users, to: "/backoffice?ansicht=team" },
] as const;

export function BackofficeTabs({ current }: { current: BackofficeView }) {
  return <ViewTabs label="Backoffice-Ansichten" tabs={TABS} current={current === "verlauf" ? "artikel" : current} />;
}
