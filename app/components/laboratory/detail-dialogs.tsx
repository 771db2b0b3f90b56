import { CircleAlert, ClipboardList } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { totalPrice } from "#contracts/lab-booking.ts";
import { LAB_MESSAGES } from "./messages.ts";
import { useDetail } from "./use-detail.ts";

type DialogProps<T> = {
  /** The item whose details are open, from the list; null: closed. */
  item: T | null;
  selected: boolean;
  onToggle: (item: T) => void;
  onClose: () => void;
};

function Preparation({ text }: { text: string }) {
  return (
    <div className="mt-4 rounded-lg bg-brand-soft p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-brand-hover">
        <ClipboardList aria-hidden size={16} />
        Vorbereitung
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-ink">{text}</p>
    </div>
  );
}

function DetailError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger-soft bg-danger-soft/40 p-4">
      <p className="flex items-center gap-2 font-semibold text-danger">
        <CircleAlert aria-hidden size={18} />
        {title}
      </p>
      <p className="mt-1 text-sm text-ink">{text}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

function Actions({ selected, onToggle, disabled }: { selected: boolean; onToggle: () => void; disabled?: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <Button variant={selected ? "secondary" : "primary"} onClick={onToggle} disabled={disabled}>
        {selected ? "Remove from Selection" : "Add to Selection"}
      </Button>
    </div>
  );
}

function Header({ category, price, children }: { category: string; price: number; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-3">
      <span className="text-sm font-medium text-muted">{category}</span>
      <span className="text-xl font-semibold text-ink">
        <PriceTag amount={price} currency="EUR" />
      </span>
      {children}
    </div>
  );
}

/** A lab test's details with its preparation; Add to Selection adds it and closes. */
export function TestDetailDialog({ item, selected, onToggle, onClose }: DialogProps<LabTest>) {
  const [attempt, setAttempt] = useState(0);
  const detail = useDetail("/lab-tests/getLabTest", item, attempt);
  const test = detail?.item ?? null;
  const loading = detail?.status === "loading";
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.name ?? ""} size="lg">
      {detail?.status === "error" || !test ? (
        <DetailError
          title="Failed to Load Details"
          // A retry that fails again says so in other words, so that the change is noticed and announced.
          text={attempt === 0 ? "Unable to load the test details. Please try again." : LAB_MESSAGES.testDetailsFailed}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <div aria-busy={loading}>
          <Header category={test.category} price={test.price} />
          <p className="mt-4 leading-relaxed text-ink">{test.description}</p>
          <Preparation text={test.preparation} />
          <Actions
            selected={selected}
            onToggle={() => {
              onToggle(test);
              onClose();
            }}
          />
        </div>
      )}
    </Dialog>
  );
}

/** A pack's details: its tests with their single prices, the saving and the preparation. */
export function PackDetailDialog({ item, selected, onToggle, onClose }: DialogProps<AnalysisPack>) {
  const [attempt, setAttempt] = useState(0);
  const detail = useDetail("/pack-analyses/getPackAnalysis", item, attempt);
  const pack = detail?.item ?? null;
  const loading = detail?.status === "loading";
  const single = pack ? totalPrice(pack.labTests) : 0;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()} title={item?.title ?? ""} size="lg">
      {detail?.status === "error" || !pack ? (
        <DetailError title="Error loading pack details" text="Please try again later." onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <div aria-busy={loading}>
          <Header category={pack.category} price={pack.price} />
          <p className="mt-4 leading-relaxed text-ink">{pack.description}</p>
          <h3 className="mt-5 text-sm font-semibold text-ink">
            {pack.labTests.length} Tests enthalten {loading ? <Spinner size="sm" className="ml-2 align-middle" label="Laden..." /> : null}
          </h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {pack.labTests.map((test) => (
              <li key={test._id} className="flex items-baseline justify-between gap-4 px-3 py-2 text-sm">
                <span className="text-ink">{test.name}</span>
                <PriceTag amount={test.price} currency="EUR" className="text-muted" />
              </li>
            ))}
          </ul>
          {single > pack.price ? (
            <p className="mt-2 text-right text-sm text-muted">
              Einzeln <PriceTag amount={single} currency="EUR" className="line-through" />, im Paket{" "}
              <PriceTag amount={Math.round((single - pack.price) * 100) / 100} currency="EUR" className="font-semibold text-success" /> günstiger
            </p>
          ) : null}
          <Preparation text={pack.preparation} />
          <Actions
            selected={selected}
            onToggle={() => {
              onToggle(pack);
              onClose();
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
