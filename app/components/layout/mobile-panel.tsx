import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { mobileIconClass } from "./icon-classes.ts";
import { useLazyDialog } from "#app/components/ui/lazy-dialog.ts";

const loadPanel = () => import("./mobile-panel-dialog.tsx");
const MobilePanelDialog = lazy(loadPanel);

/** The phone menu button; the panel (main, categories, subcategories) is loaded on first use. */
export function MobilePanel() {
  const panel = useLazyDialog(loadPanel);
  return (
    <>
      <button {...panel.trigger} aria-label="Menü" className={mobileIconClass}>
        <Menu aria-hidden size={24} />
      </button>
      {panel.mounted && (
        <Suspense fallback={null}>
          <MobilePanelDialog {...panel.dialog} />
        </Suspense>
      )}
    </>
  );
}
