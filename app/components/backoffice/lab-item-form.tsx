import { useId, useMemo } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, TextAreaField } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useSaveLabTest, useSavePack } from "#app/lib/queries/backoffice-laboratory.ts";
import type { z } from "zod";
import { labTestCreateSchema, packCreateSchema, type BackofficeLabTest, type BackofficePack, type LabTestCreate, type PackCreate } from "#contracts/laboratory-admin.ts";
import { formatMoney } from "#contracts/money.ts";
import { LAB_TEXTS, refusalText } from "./backoffice-texts.ts";

type Values = { name: string; description: string; category: string; price: string; preparation: string; active: boolean; labTests: string };

/** What the manager typed as a price: "39.50" or "39,50"; empty stays missing (the schema's "Bitte geben Sie einen Preis…"). */
function priceOf(typed: string): number | undefined {
  const text = typed.trim().replace(",", ".");
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A pack's chosen tests travel in the form as their ids, comma-separated, in the order they were ticked. */
const idsOf = (joined: string) => (joined === "" ? [] : joined.split(","));

const valuesOf = (item: BackofficeLabTest | BackofficePack | null): Values => ({
  name: item?.name ?? "",
  description: item?.description ?? "",
  category: item?.category ?? "",
  price: item ? item.price.toFixed(2) : "",
  preparation: item?.preparation ?? "",
  active: item?.active ?? true,
  labTests: item && "labTests" in item ? item.labTests.map((t) => t._id).join(",") : "",
});

type Props = {
  kind: "test" | "pack";
  /** null: a new one. */
  item: BackofficeLabTest | BackofficePack | null;
  /** Every test (for a pack's checkbox list) and the categories in use (offered while typing). */
  tests: BackofficeLabTest[];
  categories: string[];
  onSaved: (name: string) => void;
  onCancel: () => void;
};

/**
 * A test's or pack's form on the project's one form layer (useForm over the contract's schema): the same messages as
 * the server's, checked on submit and then live; a 400 the server alone can give (a test that no longer exists)
 * lands at its field too. A pack's tests are chosen from a checkbox list.
 */
export function LabItemForm({ kind, item, tests, categories, onSaved, onCancel }: Props) {
  const saveTest = useSaveLabTest();
  const savePack = useSavePack();
  const listId = useId();
  const initialValues = useMemo(() => valuesOf(item), [item]);
  const isPack = kind === "pack";
  const toInput = useMemo(
    () => (v: Values) => {
      const base = { name: v.name, description: v.description, category: v.category, price: priceOf(v.price), preparation: v.preparation, active: v.active };
      return isPack ? { ...base, labTests: idsOf(v.labTests) } : base;
    },
    [isPack],
  );
  const form = useForm({
    // The form reads strings (a typed price, the ticked ids); toInput hands the schema what the API receives.
    schema: (isPack ? packCreateSchema : labTestCreateSchema) as z.ZodType<LabTestCreate | PackCreate>,
    initialValues,
    toInput,
    onSubmit: async (data) => {
      try {
        const saved = isPack
          ? await savePack.mutateAsync({ id: item?._id ?? null, input: data as PackCreate })
          : await saveTest.mutateAsync({ id: item?._id ?? null, input: data });
        onSaved(saved.name);
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && error.body?.details?.length) {
          form.setServerErrors(error.body.details);
          return;
        }
        throw new Error(refusalText(error));
      }
    },
  });

  const chosen = idsOf(String(form.values.labTests));
  const toggle = (id: string, on: boolean) => form.setValues({ labTests: (on ? [...chosen, id] : chosen.filter((x) => x !== id)).join(",") });
  const testsError = form.errors.labTests;
  const byCategory = useMemo(() => {
    const groups = new Map<string, BackofficeLabTest[]>();
    for (const t of tests) groups.set(t.category, [...(groups.get(t.category) ?? []), t]);
    return [...groups];
  }, [tests]);

  return (
    <form {...form.form} className="space-y-4" aria-label={item ? (isPack ? LAB_TEXTS.editPack : LAB_TEXTS.editTest) : isPack ? LAB_TEXTS.newPack : LAB_TEXTS.newTest}>
      {form.formError ? <Alert kind="error">{form.formError}</Alert> : null}
      <Field label={LAB_TEXTS.nameLabel} autoComplete="off" {...form.field("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Field label={LAB_TEXTS.categoryLabel} list={listId} autoComplete="off" hint={LAB_TEXTS.categoryHint} {...form.field("category")} />
          <datalist id={listId}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
        <Field label={LAB_TEXTS.priceLabel} inputMode="decimal" autoComplete="off" hint={LAB_TEXTS.priceHint} {...form.field("price")} />
      </div>
      <TextAreaField label={LAB_TEXTS.descriptionLabel} rows={4} {...form.field("description")} />
      <TextAreaField label={LAB_TEXTS.preparationLabel} rows={3} hint={LAB_TEXTS.preparationHint} {...form.field("preparation")} />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
        <input type="checkbox" className="size-5 accent-brand" {...form.checkbox("active")} />
        {LAB_TEXTS.activeLabel}
      </label>
      {isPack ? (
        <fieldset aria-describedby={testsError ? `${listId}-tests-error` : `${listId}-tests-hint`} aria-invalid={testsError ? true : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">
            {LAB_TEXTS.packTestsLegend} <span className="font-normal text-gray-700">({LAB_TEXTS.testsCount(chosen.length)})</span>
          </legend>
          <p id={`${listId}-tests-hint`} className="mb-2 text-sm text-gray-700">
            {LAB_TEXTS.packTestsHint}
          </p>
          <div
            tabIndex={0}
            role="group"
            aria-label={LAB_TEXTS.packTestsLegend}
            className={`max-h-72 space-y-3 overflow-y-auto rounded-lg border bg-white p-3 ${testsError ? "border-danger" : "border-line"}`}
          >
            {byCategory.map(([category, list]) => (
              <div key={category}>
                <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{category}</p>
                <ul className="mt-1 space-y-0.5">
                  {list.map((t) => (
                    <li key={t._id}>
                      <label className="flex min-h-10 items-center gap-3 rounded px-1 text-sm hover:bg-soft">
                        <input type="checkbox" name="labTests" value={t._id} className="size-5 shrink-0 accent-brand" checked={chosen.includes(t._id)} onChange={(e) => toggle(t._id, e.target.checked)} />
                        <span className="flex-1 text-ink">
                          {t.name}
                          {!t.active ? <span className="text-gray-700"> ({LAB_TEXTS.inactive})</span> : null}
                        </span>
                        <span className="tabular whitespace-nowrap text-gray-700">{formatMoney(t.price, "EUR")}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {testsError ? (
            <p id={`${listId}-tests-error`} className="mt-1 text-sm text-danger">
              {testsError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          {LAB_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? LAB_TEXTS.saving : LAB_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
