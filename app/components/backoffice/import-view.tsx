import { FileSpreadsheet } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { IMPORT_TEXTS } from "./backoffice-texts.ts";
import { importHref } from "./backoffice-views.tsx";
import { ImportJobPanel } from "./import-job-panel.tsx";
import { ImportList } from "./import-list.tsx";
import { ImportUploadForm } from "./import-upload-form.tsx";

/**
 * The import page: a new upload and the earlier imports on the side, the chosen job in the middle. The job on
 * screen is in the address (`?import=`), so a reload or a bookmark comes back to it while it validates or commits.
 */
export function ImportView() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selected = search.get("import");
  return (
    // On a phone or a narrow tablet the list comes after the job, so the job is what one sees after an upload; on a
    // wide screen the list sits under the upload form.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[340px_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="lg:col-start-1 lg:row-start-1">
        <ImportUploadForm onUploaded={(job) => navigate(importHref(job._id))} />
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {selected ? (
          <ImportJobPanel key={selected} id={selected} onDiscarded={() => navigate(importHref(), { replace: true })} />
        ) : (
          <EmptyState icon={FileSpreadsheet} title={IMPORT_TEXTS.chooseJob}>
            {IMPORT_TEXTS.chooseJobText}
          </EmptyState>
        )}
      </div>
      <div className="lg:col-start-1 lg:row-start-2">
        <ImportList selected={selected} />
      </div>
    </div>
  );
}
