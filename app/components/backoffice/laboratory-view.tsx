import { FlaskConical, Pencil, Plus, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { DataTable, SHOWN_FROM } from "#app/components/ui/data-table.tsx";
import { useBackofficeLabTests, useBackofficePacks } from "#app/lib/queries/backoffice-laboratory.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import type { BackofficeLabTest, BackofficePack } from "#contracts/laboratory-admin.ts";
import { formatMoney } from "#contracts/money.ts";
import { BACKOFFICE_TEXTS, LAB_TEXTS } from "./backoffice-texts.ts";
import { LabItemForm } from "./lab-item-form.tsx";

type Editing = { kind: "test"; item: BackofficeLabTest | null } | { kind: "pack"; item: BackofficePack | null };

/**
 * The laboratory's tests and packs (issue 40): name, category, price in EUR and whether each is offered, with their
 * form in a dialog for a change or a new one. What is saved reaches the laboratory page and the booking wizard on
 * every instance within seconds (the tables notify the caches); booked appointments keep what they copied.
 */
export function LaboratoryView() {
  const tests = useBackofficeLabTests();
  const packs = useBackofficePacks();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (tests.isPending || packs.isPending || (tests.isError && isSessionEnded(tests.error)) || (packs.isError && isSessionEnded(packs.error))) {
    return (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label={LAB_TEXTS.loading} />
      </div>
    );
  }
  if (tests.isError || packs.isError) {
    return (
      <EmptyState
        icon={TriangleAlert}
        title={BACKOFFICE_TEXTS.loadFailed}
        action={<Button onClick={() => void Promise.all([tests.refetch(), packs.refetch()])}>{BACKOFFICE_TEXTS.retry}</Button>}
      />
    );
  }
  const categories = [...new Set(tests.data.map((t) => t.category))];
  const open = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };
  const title = editing ? (editing.item ? (editing.kind === "pack" ? LAB_TEXTS.editPack : LAB_TEXTS.editTest) : editing.kind === "pack" ? LAB_TEXTS.newPack : LAB_TEXTS.newTest) : "";

  return (
    <section aria-label={LAB_TEXTS.tab} className="space-y-6">
      <p className="max-w-3xl text-sm text-gray-700">{LAB_TEXTS.intro}</p>
      {saved ? (
        <Alert kind="success" dismissAfterMs={6000} onDismiss={() => setSaved(null)}>
          {LAB_TEXTS.saved(saved)}
        </Alert>
      ) : null}
      <ItemTable
        heading={LAB_TEXTS.tests}
        newLabel={LAB_TEXTS.newTest}
        empty={LAB_TEXTS.emptyTests}
        items={tests.data}
        detail={(t) => t.category}
        onNew={() => open({ kind: "test", item: null })}
        onEdit={(t) => open({ kind: "test", item: t })}
      />
      <ItemTable
        heading={LAB_TEXTS.packs}
        newLabel={LAB_TEXTS.newPack}
        empty={LAB_TEXTS.emptyPacks}
        items={packs.data}
        detail={(p) => `${p.category} · ${LAB_TEXTS.testsCount(p.labTests.length)}`}
        onNew={() => open({ kind: "pack", item: null })}
        onEdit={(p) => open({ kind: "pack", item: p })}
      />
      <Dialog open={editing !== null} onOpenChange={(next) => (next ? undefined : setEditing(null))} title={title} size="lg">
        {editing ? (
          <LabItemForm
            key={`${editing.kind}:${editing.item?._id ?? "new"}`}
            kind={editing.kind}
            item={editing.item}
            tests={tests.data}
            categories={categories}
            onSaved={(name) => {
              setEditing(null);
              setSaved(name);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

function ItemTable<T extends BackofficeLabTest | BackofficePack>({
  heading,
  newLabel,
  empty,
  items,
  detail,
  onNew,
  onEdit,
}: {
  heading: string;
  newLabel: string;
  empty: string;
  items: T[];
  detail: (item: T) => string;
  onNew: () => void;
  onEdit: (item: T) => void;
}) {
  const headingId = `lab-${heading.toLowerCase()}`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl">
          {heading}
        </h2>
        <Button variant="secondary" onClick={onNew}>
          <Plus aria-hidden className="size-4" />
          {newLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <EmptyState icon={FlaskConical} title={empty} />
      ) : (
        <DataTable
          label={`${heading} (seitlich scrollbar)`}
          labelledBy={headingId}
          columns={[{ label: "Name" }, { label: "Preis", align: "right" }, { label: "Status", from: "sm" }, { label: LAB_TEXTS.edit, readOutOnly: true }]}
        >
          {items.map((item) => (
            <tr key={item._id} className="align-top" data-lab-item={item._id}>
              <td className="px-3 py-2.5">
                <span className="block font-medium text-ink">{item.name}</span>
                <span className="block text-gray-700">{detail(item)}</span>
                {!item.active ? (
                  <Badge tone="neutral" className="mt-1 sm:hidden">
                    {LAB_TEXTS.inactive}
                  </Badge>
                ) : null}
              </td>
              <td className="tabular px-3 py-2.5 text-right font-medium whitespace-nowrap text-ink">{formatMoney(item.price, "EUR")}</td>
              <td className={`${SHOWN_FROM.sm} px-3 py-2.5`}>
                {item.active ? <Badge tone="brand">{LAB_TEXTS.offered}</Badge> : <Badge tone="neutral">{LAB_TEXTS.inactive}</Badge>}
              </td>
              <td className="px-3 py-2.5 text-right">
                <Button variant="secondary" size="sm" onClick={() => onEdit(item)} aria-label={`${item.name} ${LAB_TEXTS.edit.toLowerCase()}`}>
                  <Pencil aria-hidden className="size-4" />
                  <span className="hidden sm:inline">{LAB_TEXTS.edit}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
