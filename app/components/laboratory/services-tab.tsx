import { CircleAlert, FlaskConical } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import type { AnalysisPack, LabTest, LabTestsByCategory } from "#contracts/laboratory.ts";
import { InfoTiles } from "./info-tiles.tsx";
import { PackList, TestList } from "./lab-lists.tsx";
import { LAB_MESSAGES } from "./messages.ts";
import { SelectedPanel } from "./selected-panel.tsx";
import { storeForBooking } from "./selection-storage.ts";
import { useLabSelection } from "./use-lab-selection.ts";
import { useOfferList } from "./use-offer-list.ts";

// Radix Dialog and the details load with the first item opened, alongside its API call, not with the laboratory
// page: about 13 kB brotli less before a phone's first visit is live (record 032).
const loadDetailDialogs = () => import("./detail-dialogs.tsx");
const TestDetailDialog = lazy(() => loadDetailDialogs().then((m) => ({ default: m.TestDetailDialog })));
const PackDetailDialog = lazy(() => loadDetailDialogs().then((m) => ({ default: m.PackDetailDialog })));

const LISTS = [
  { id: "tests", label: "Individual Tests" },
  { id: "packs", label: "Analysis Packs" },
] as const;
type ListId = (typeof LISTS)[number]["id"];

// Tailwind's lg breakpoint (app.css), where the panel moves beside the list.
const WIDE = "(min-width: 64.375rem)";
const flatten = (grouped: LabTestsByCategory) => Object.values(grouped).flat();
const asIs = (packs: AnalysisPack[]) => packs;

function LoadError({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-card border border-danger-soft bg-danger-soft/40 px-6 py-10 text-center">
      <CircleAlert aria-hidden size={32} className="mx-auto text-danger" />
      <p className="mt-3 font-medium text-ink">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} pending={retrying}>
        Try Again
      </Button>
    </div>
  );
}

function ListOrState<T>({ list, failed, retrying, onRetry, children }: { list: T[] | null; failed: string; retrying: boolean; onRetry: () => void; children: (list: T[]) => ReactNode }) {
  if (list === null) return <LoadError message={failed} retrying={retrying} onRetry={onRetry} />;
  if (list.length === 0) return <EmptyState icon={FlaskConical} title={LAB_MESSAGES.noTests} />;
  return children(list);
}

/** Dienstleistungen: vaccinations and diagnostics to choose from, the selection and the way to booking. */
export function ServicesTab({ tests: initialTests, packs: initialPacks }: { tests: LabTest[] | null; packs: AnalysisPack[] | null }) {
  const tests = useOfferList(initialTests, "/lab-tests/getAllLabTests", flatten);
  const packs = useOfferList(initialPacks, "/pack-analyses/getPackAnalyses", asIs);
  const { selection, selectedIds, count, total, toggleTest, togglePack, clear } = useLabSelection(tests.list, packs.list);
  const [list, setList] = useState<ListId>("tests");
  const [openTest, setOpenTest] = useState<LabTest | null>(null);
  const [openPack, setOpenPack] = useState<AnalysisPack | null>(null);
  const panel = useRef<HTMLElement>(null);
  const tabRefs = useRef<Record<ListId, HTMLButtonElement | null>>({ tests: null, packs: null });
  const navigate = useNavigate();
  // The dialogs open from a list button, not a Radix trigger: focus goes back to that button by hand.
  const opener = useRef<HTMLElement | null>(null);
  // Stays true once a dialog was opened, so the dialogs stay mounted and close with their animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const showTest = (test: LabTest) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDialogUsed(true);
    setOpenTest(test);
  };
  const showPack = (pack: AnalysisPack) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDialogUsed(true);
    setOpenPack(pack);
  };
  const closeDialog = () => {
    setOpenTest(null);
    setOpenPack(null);
    window.setTimeout(() => opener.current?.focus(), 0);
  };

  // After an item is added, bring the selection into view. On wide screens that is the panel, sticky beside the
  // list; on phones the summary bar fixed at the bottom shows it, and scrolling past the list would be in the way.
  const reveal = useCallback(() => {
    if (!window.matchMedia(WIDE).matches) return;
    window.requestAnimationFrame(() => {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.current?.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    });
  }, []);
  const onToggleTest = (test: LabTest) => {
    if (!selectedIds.has(test._id)) reveal();
    toggleTest(test);
  };
  const onTogglePack = (pack: AnalysisPack) => {
    if (!selectedIds.has(pack._id)) reveal();
    togglePack(pack);
  };
  const remove = (id: string) => {
    const test = selection.tests.find((t) => t._id === id);
    if (test) toggleTest(test);
    const pack = selection.packs.find((p) => p._id === id);
    if (pack) togglePack(pack);
  };
  const book = () => {
    if (count === 0) {
      window.alert(LAB_MESSAGES.emptySelection);
      return;
    }
    storeForBooking(selection);
    void navigate("/appointment");
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next: ListId = list === "tests" ? "packs" : "tests";
    setList(next);
    tabRefs.current[next]?.focus();
  };

  return (
    // Room below for the phone's summary bar, so that it never covers the end of the page.
    <div className={`mx-auto max-w-7xl px-4 py-8 lg:px-8 ${count > 0 ? "pb-28 lg:pb-8" : ""}`}>
      <h1 className="text-3xl text-ink">Impfungen und Labordiagnostik</h1>
      <p className="mt-2 max-w-3xl text-ink/80">
        Wählen Sie Impfungen, einzelne Laborwerte oder ein Analysepaket. Ein Klick wählt aus, ein zweiter Klick entfernt wieder; über das Info-Symbol sehen
        Sie Beschreibung und Vorbereitung. Alle Preise in EUR.
      </p>
      <div className="mt-5">
        <InfoTiles />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <div role="tablist" aria-label="Angebot" className="flex gap-1 rounded-lg bg-soft p-1" onKeyDown={onTabKey}>
            {LISTS.map(({ id, label }) => (
              <button
                key={id}
                ref={(el) => {
                  tabRefs.current[id] = el;
                }}
                type="button"
                data-replay
                role="tab"
                id={`liste-${id}`}
                aria-selected={list === id}
                aria-controls={`liste-${id}-inhalt`}
                tabIndex={list === id ? 0 : -1}
                onClick={() => setList(id)}
                className={`min-h-11 flex-1 rounded-md px-4 font-semibold transition-colors duration-150 ${list === id ? "bg-white text-brand shadow-sm" : "text-ink hover:text-brand"}`}
              >
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`liste-${list}-inhalt`} aria-labelledby={`liste-${list}`} className="mt-5">
            {list === "tests" ? (
              <ListOrState list={tests.list} failed={LAB_MESSAGES.testsFailed} retrying={tests.retrying} onRetry={() => void tests.retry()}>
                {(all) => <TestList tests={all} selectedIds={selectedIds} onToggle={onToggleTest} onDetails={showTest} />}
              </ListOrState>
            ) : (
              <ListOrState list={packs.list} failed={LAB_MESSAGES.packsFailed} retrying={packs.retrying} onRetry={() => void packs.retry()}>
                {(all) => <PackList packs={all} selectedIds={selectedIds} onToggle={onTogglePack} onDetails={showPack} />}
              </ListOrState>
            )}
          </div>
        </div>
        <div className="lg:sticky lg:top-24">
          <SelectedPanel ref={panel} selection={selection} count={count} total={total} onRemove={remove} onClear={clear} onBook={book} />
        </div>
      </div>

      {count > 0 ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 py-3 pr-20 pl-4 shadow-[var(--shadow-float)] backdrop-blur lg:hidden">
          {/* pr-20 keeps the bar's button clear of the floating help button. */}
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
            <span className="text-sm text-ink">
              {count} ausgewählt · <PriceTag amount={total} currency="EUR" className="font-semibold" />
            </span>
            <Button size="sm" className="whitespace-nowrap" onClick={() => panel.current?.scrollIntoView({ block: "start" })}>
              Zur Auswahl
            </Button>
          </div>
        </div>
      ) : null}

      {dialogUsed ? (
        <Suspense fallback={null}>
          <TestDetailDialog item={openTest} selected={openTest !== null && selectedIds.has(openTest._id)} onToggle={onToggleTest} onClose={closeDialog} />
          <PackDetailDialog item={openPack} selected={openPack !== null && selectedIds.has(openPack._id)} onToggle={onTogglePack} onClose={closeDialog} />
        </Suspense>
      ) : null}
    </div>
  );
}
