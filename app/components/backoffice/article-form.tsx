import { Scale } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogActions } from "#app/components/ui/dialog.tsx";
import { Field, SelectField, TextAreaField } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { currentArticleOf, usePatchArticle } from "#app/lib/queries/backoffice.ts";
import { useCategories } from "#app/lib/use-categories.ts";
import { articlePatchSchema, type ArticlePatch, type ArticlePatchField, type BackofficeArticle } from "#contracts/backoffice.ts";
import { REGULATION_CODES, saleCodeAllowed, stricterSaleCode, SWISSMEDIC_CATEGORIES, type RegulationCode, type SwissmedicCategory } from "#contracts/regulation.ts";
import { changedPatch, isLargePriceChange, toFormValues, toPatchInput, type ArticleFormValues } from "./article-form-values.ts";
import { ARTICLE_TEXTS, FIELD_LABELS, priceChangeText, refusalText, SALE_CODE_OPTION_LABELS, valueText } from "./backoffice-texts.ts";

type Conflict = { lines: string[] };

/**
 * Every field of an article (BackofficeArticle but pharmacode, stock, images) through the one form layer: the
 * contract's schema checks the types in the browser, the server applies the import's rules and its messages come
 * back at the fields. Only changed fields are sent, with the `updatedAt` the form was filled from; a price change
 * over 30 % is confirmed first; a 409 puts the current values into the form and says what was not saved.
 */
export function ArticleForm({ article }: { article: BackofficeArticle }) {
  const categories = useCategories();
  const save = usePatchArticle();
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirming, setConfirming] = useState<ArticlePatch | null>(null);

  const form = useForm({
    schema: articlePatchSchema,
    initialValues: toFormValues(article),
    toInput: toPatchInput,
    onSubmit: (data) => {
      setSaved(null);
      setConflict(null);
      const patch = changedPatch(article, data);
      if (Object.keys(patch).length === 1) {
        setSaved(ARTICLE_TEXTS.nothingChanged);
        return;
      }
      if (isLargePriceChange(article.price, patch.price)) {
        setConfirming(patch);
        return;
      }
      return send(patch);
    },
  });

  async function send(patch: ArticlePatch) {
    try {
      const next = await save.mutateAsync({ pharmacode: article.pharmacode, patch });
      form.reset(toFormValues(next));
      setSaved(ARTICLE_TEXTS.saved);
    } catch (error) {
      const current = currentArticleOf(error);
      if (current && error instanceof ApiError && error.code === "ARTICLE_CHANGED") {
        // What the manager wanted that the article now has otherwise: they can enter it again on the current values.
        const lines = (Object.keys(patch) as (ArticlePatchField | "updatedAt")[])
          .filter((f): f is ArticlePatchField => f !== "updatedAt" && patch[f] !== current[f])
          .map((f) => `${FIELD_LABELS[f]}: Ihre Eingabe ${valueText(f, patch[f] ?? null)}, jetzt ${valueText(f, current[f])}`);
        setConflict({ lines });
        form.reset(toFormValues(current));
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.body?.details?.length) {
        form.setServerErrors(error.body.details);
        form.setFormError(ARTICLE_TEXTS.checkFields);
        return;
      }
      form.setFormError(refusalText(error));
    }
  }

  const v = form.values;
  const smc = (v.swissmedicCategory || null) as SwissmedicCategory | null;
  const categoryNames = categories.flatMap((c) => [c.category.en, ...c.subcategories.map((s) => s.en)]);
  const set = (patch: Partial<ArticleFormValues>) => form.setValues(patch);

  return (
    <form {...form.form} aria-label="Artikel bearbeiten" className="mt-4 space-y-5">
      {conflict ? (
        <div role="alert" className="rounded-lg border border-warning bg-warning-soft p-4 text-sm text-ink">
          <p className="font-semibold">{ARTICLE_TEXTS.conflictTitle}</p>
          <p className="mt-1">{conflict.lines.length > 0 ? ARTICLE_TEXTS.conflictText : ARTICLE_TEXTS.conflictNone}</p>
          {conflict.lines.length > 0 ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {conflict.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Field label={FIELD_LABELS.name} {...form.field("name")} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={FIELD_LABELS.brand} {...form.field("brand")} autoComplete="off" />
        <Field label={FIELD_LABELS.company} {...form.field("company")} autoComplete="off" />
      </div>
      <SelectField label={FIELD_LABELS.category} name="category" value={v.category} error={form.errors.category} onChange={(e) => set({ category: e.target.value })}>
        {/* Until the list has loaded (or for a name it does not have), the article's own category stays choosable. */}
        {categoryNames.includes(v.category) ? null : <option value={v.category}>{v.category}</option>}
        {categories.map((c) => (
          <optgroup key={c._id} label={c.category.de}>
            <option value={c.category.en}>{c.category.de} (alle)</option>
            {c.subcategories.map((s) => (
              <option key={s.en} value={s.en}>
                {s.de}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={`${FIELD_LABELS.price} (CHF)`} {...form.field("price")} inputMode="decimal" hint={ARTICLE_TEXTS.priceHint} className="tabular" />
        <Field label={`${FIELD_LABELS.originalPrice} (CHF)`} {...form.field("originalPrice")} inputMode="decimal" hint={ARTICLE_TEXTS.offerHint} className="tabular" />
        <SelectField label={FIELD_LABELS.vatRate} name="vatRate" value={v.vatRate} error={form.errors.vatRate} onChange={(e) => set({ vatRate: e.target.value })}>
          <option value="8.1">8.1 %</option>
          <option value="2.6">2.6 % (reduziert)</option>
        </SelectField>
      </div>

      <fieldset className="rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-semibold text-ink">Abgabe und Regulierung</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={FIELD_LABELS.swissmedicCategory}
            name="swissmedicCategory"
            value={v.swissmedicCategory}
            error={form.errors.swissmedicCategory}
            onChange={(e) => {
              const category = (e.target.value || null) as SwissmedicCategory | null;
              // The legal rule: a stricter category makes the sale code stricter at once (as an import does).
              set({ swissmedicCategory: e.target.value, saleCode: stricterSaleCode(v.saleCode as RegulationCode, category) });
            }}
          >
            <option value="">{ARTICLE_TEXTS.noMedicine}</option>
            {SWISSMEDIC_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                Kategorie {c}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={FIELD_LABELS.saleCode}
            name="saleCode"
            value={v.saleCode}
            error={form.errors.saleCode}
            hint={smc ? `Kategorie ${smc} erlaubt nur die wählbaren Codes.` : undefined}
            onChange={(e) => set({ saleCode: e.target.value })}
          >
            {[...REGULATION_CODES].reverse().map((code) => (
              <option key={code} value={code} disabled={!saleCodeAllowed(smc, code)}>
                {SALE_CODE_OPTION_LABELS[code]}
              </option>
            ))}
          </SelectField>
        </div>
        <aside aria-label={ARTICLE_TEXTS.legalTitle} className="mt-4 flex gap-3 rounded-lg bg-soft p-3 text-sm text-gray-700">
          <Scale aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          <p>
            <span className="font-semibold text-ink">{ARTICLE_TEXTS.legalTitle}: </span>
            {ARTICLE_TEXTS.legalText}
          </p>
        </aside>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label={FIELD_LABELS.gtin} {...form.field("gtin")} inputMode="numeric" autoComplete="off" className="tabular" />
          <Field label={FIELD_LABELS.atc} {...form.field("atc")} autoComplete="off" />
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={FIELD_LABELS.available} name="available" value={v.available} error={form.errors.available} onChange={(e) => set({ available: e.target.value })}>
          <option value="">{ARTICLE_TEXTS.unknown}</option>
          <option value="true">{ARTICLE_TEXTS.yes}</option>
          <option value="false">{ARTICLE_TEXTS.no}</option>
        </SelectField>
        <div>
          <label className="flex min-h-11 items-start gap-3 pt-7 text-ink">
            <input type="checkbox" {...form.checkbox("active")} className="mt-1 size-5 accent-brand" aria-describedby="article-active-hint" />
            <span className="font-medium">{ARTICLE_TEXTS.activeLabel}</span>
          </label>
          <p id="article-active-hint" className="mt-1 text-sm text-gray-700">
            {ARTICLE_TEXTS.activeHint}
          </p>
          {form.errors.active ? <p className="mt-1 text-sm text-danger">{form.errors.active}</p> : null}
        </div>
      </div>

      <TextAreaField label={FIELD_LABELS.summary} {...form.field("summary")} rows={5} hint={ARTICLE_TEXTS.summaryHint} />

      <Alert kind="error">{form.formError}</Alert>
      <Alert kind="success" dismissAfterMs={8000} onDismiss={() => setSaved(null)}>
        {saved}
      </Alert>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.pending} pending={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? ARTICLE_TEXTS.saving : ARTICLE_TEXTS.save}
        </Button>
      </div>

      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          title={ARTICLE_TEXTS.priceTitle}
          description={priceChangeText(article.price!, confirming.price!)}
        >
          <DialogActions cancelLabel={ARTICLE_TEXTS.priceBack}>
            <Button
              onClick={() => {
                const patch = confirming;
                setConfirming(null);
                void send(patch);
              }}
            >
              {ARTICLE_TEXTS.priceConfirm}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </form>
  );
}
