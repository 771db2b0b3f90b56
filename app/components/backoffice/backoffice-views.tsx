import { FileUp, FlaskConical, PackageSearch } from "lucide-react";
import { ViewTabs } from "#app/components/ui/view-tabs.tsx";

/**
 * The back office's views in the address (`?ansicht=`), as the desk's: "import" (with `import=<id>` for the job on
 * screen), "artikel" (with `suche`, `filter`, `seite`) and "verlauf" (one article's audit, `pharmacode=`), which
 * belongs to the articles' tab, and "labor" (the laboratory's tests and packs, issue 40).
 */
export type BackofficeView = "import" | "artikel" | "verlauf" | "labor";

export const backofficeViewOf = (value: string | null): BackofficeView => (value === "artikel" || value === "verlauf" || value === "labor" ? value : "import");

export const importHref = (id?: string) => (id ? `/backoffice?import=${encodeURIComponent(id)}` : "/backoffice");
export const auditHref = (pharmacode: number) => `/backoffice?ansicht=verlauf&pharmacode=${pharmacode}`;

const TABS = [
  { key: "import", label: "Import", icon: FileUp, to: "/backoffice" },
  { key: "artikel", label: "Artikel", icon: PackageSearch, to: "/backoffice?ansicht=artikel" },
  { key: "labor", label: "Labor", icon: FlaskConical, to: "/backoffice?ansicht=labor" },
] as const;

export function BackofficeTabs({ current }: { current: BackofficeView }) {
  return <ViewTabs label="Backoffice-Ansichten" tabs={TABS} current={current === "verlauf" ? "artikel" : current} />;
}
