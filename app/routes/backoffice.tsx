import { TriangleAlert } from "lucide-react";
import { useSearchParams } from "react-router";
import { ArticleAudit } from "#app/components/backoffice/article-audit.tsx";
import { ArticlePage } from "#app/components/backoffice/article-page.tsx";
import { ArticlePhotos } from "#app/components/backoffice/article-photos.tsx";
import { ArticlesView } from "#app/components/backoffice/articles-view.tsx";
import { BACKOFFICE_TEXTS } from "#app/components/backoffice/backoffice-texts.ts";
import { backofficeViewOf, BackofficeTabs, type BackofficeView } from "#app/components/backoffice/backoffice-views.tsx";
import { DownloadButton } from "#app/components/backoffice/download-button.tsx";
import { ImportView } from "#app/components/backoffice/import-view.tsx";
import { OffersView } from "#app/components/backoffice/offers-view.tsx";
import { LaboratoryView } from "#app/components/backoffice/laboratory-view.tsx";
import { TeamView } from "#app/components/backoffice/team-view.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { NoAccess } from "#app/components/ui/no-access.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { fetchCatalogueCsv, isNoBackofficeAccess, useImportJobs } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta(BACKOFFICE_TEXTS.title, "Import, Artikel, Bestand, Angebote, Labor und Team der Apotheke."), { name: "robots", content: "noindex, nofollow" }];

export default function BackofficeRoute() {
  return (
    <RequireAuth>
      <Backoffice />
    </RequireAuth>
  );
}

/**
 * The back office (issue 39), managers only. The list of imports is asked first: until the server has said yes,
 * nothing of the back office shows; a customer's or a staff member's 403 gets the refusal, as the desk's does.
 */
function Backoffice() {
  const [search] = useSearchParams();
  const view = backofficeViewOf(search.get("ansicht"));
  const probe = useImportJobs();
  if (probe.error && isNoBackofficeAccess(probe.error)) return <NoAccess title={BACKOFFICE_TEXTS.noAccessTitle}>{BACKOFFICE_TEXTS.noAccessText}</NoAccess>;
  let main;
  if (probe.isPending || (probe.isError && isSessionEnded(probe.error))) {
    main = (
      <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Backoffice wird geladen…" />
      </div>
    );
  } else if (probe.isError) {
    main = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void probe.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else {
    main = <View view={view} pharmacode={Number.parseInt(search.get("pharmacode") ?? "", 10)} />;
  }
  return (
    <div className="bg-soft">
      {/* Bottom room: the floating help button must not sit on the last row's buttons. */}
      <div className="mx-auto max-w-[1280px] px-4 pt-6 pb-28 lg:px-8 lg:pt-10">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">{BACKOFFICE_TEXTS.kicker}</p>
            <h1 className="text-2xl lg:text-3xl">{BACKOFFICE_TEXTS.title}</h1>
          </div>
          {probe.isSuccess ? (
            <DownloadButton
              label={BACKOFFICE_TEXTS.exportCatalogue}
              busyLabel={BACKOFFICE_TEXTS.exporting}
              failedText={BACKOFFICE_TEXTS.exportFailed}
              fileName="catalogue.csv"
              fetchFile={fetchCatalogueCsv}
            />
          ) : null}
        </div>
        <div className="mt-4">
          <BackofficeTabs current={view} />
        </div>
        <div className="mt-6">{main}</div>
      </div>
    </div>
  );
}

function View({ view, pharmacode }: { view: BackofficeView; pharmacode: number }) {
  if (view === "artikel" && pharmacode > 0) return <ArticlePage key={pharmacode} pharmacode={pharmacode} photos={<ArticlePhotos pharmacode={pharmacode} />} />;
  if (view === "artikel") return <ArticlesView />;
  if (view === "labor") return <LaboratoryView />;
  if (view === "verlauf" && pharmacode > 0) return <ArticleAudit key={pharmacode} pharmacode={pharmacode} />;
  if (view === "verlauf") return <ArticlesView />;
  if (view === "angebote") return <OffersView />;
  if (view === "team") return <TeamView />;
  return <ImportView />;
}
