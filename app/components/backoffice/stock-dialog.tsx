import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogActions } from "#app/components/ui/dialog.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { currentArticleOf, useAdjustStock } from "#app/lib/queries/backoffice.ts";
import { STOCK_REASON_LABELS, STOCK_REASONS, stockAdjustSchema, type BackofficeArticle, type StockAdjust, type StockReason } from "#contracts/backoffice.ts";
import { ARTICLE_TEXTS, number, refusalText } from "./backoffice-texts.ts";

type Values = { direction: "in" | "out"; amount: string; reason: string };

/** The dialog's values as the contract's body: a signed whole number and the reason ("" fails the schema's enum). */
export const toStockInput = (v: Values) => ({ delta: (v.direction === "out" ? -1 : 1) * Number(v.amount.trim() === "" ? "0" : v.amount.trim()), reason: v.reason as StockReason });

/**
 * A hand correction of the stock (issue 40): in or out, how many, and why (Bruch, Verfall, Inventur, Lieferung).
 * The server keeps the stock at 0 or above; its 409 says what is on the shelf now.
 */
export function StockDialog({ article, open, onOpenChange, onDone }: { article: BackofficeArticle; open: boolean; onOpenChange: (open: boolean) => void; onDone: (text: string) => void }) {
  const adjust = useAdjustStock();
  const form = useForm({
    schema: stockAdjustSchema,
    initialValues: { direction: "in", amount: "", reason: "" } as Values,
    toInput: toStockInput,
    onSubmit: async (data: StockAdjust) => {
      try {
        const next = await adjust.mutateAsync({ pharmacode: article.pharmacode, adjust: data });
        onDone(ARTICLE_TEXTS.stockSaved(next.stock - data.delta, next.stock, data.reason));
        onOpenChange(false);
      } catch (error) {
        const current = currentArticleOf(error);
        if (current && error instanceof ApiError && error.code === "STOCK_NEGATIVE") form.setFormError(ARTICLE_TEXTS.stockNegative(current.stock));
        else form.setFormError(refusalText(error));
      }
    },
  });
  const { delta } = toStockInput(form.values);
  const preview = Number.isInteger(delta) && delta !== 0 ? article.stock + delta : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={ARTICLE_TEXTS.stockDialogTitle} description={`${article.name}: jetzt ${number(article.stock)} Stück.`}>
      <form {...form.form} aria-label={ARTICLE_TEXTS.stockDialogTitle} className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{ARTICLE_TEXTS.directionLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ["in", ARTICLE_TEXTS.directionIn],
                ["out", ARTICLE_TEXTS.directionOut],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
              >
                <input
                  type="radio"
                  name="direction"
                  value={value}
                  checked={form.values.direction === value}
                  onChange={() => form.setValues({ direction: value })}
                  className="size-4 accent-brand focus-visible:outline-none"
                />
                <span className="font-medium text-ink">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={ARTICLE_TEXTS.amount}
          {...form.field("amount")}
          error={form.errors.delta}
          inputMode="numeric"
          autoComplete="off"
          hint={preview === null ? undefined : `Neuer Bestand: ${number(preview)} Stück`}
        />
        <fieldset aria-describedby={form.errors.reason ? "stock-reason-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">{ARTICLE_TEXTS.reasonLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {STOCK_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand"
              >
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  checked={form.values.reason === reason}
                  onChange={() => form.setValues({ reason })}
                  className="size-4 accent-brand focus-visible:outline-none"
                  aria-invalid={form.errors.reason ? true : undefined}
                />
                <span className="text-ink">{STOCK_REASON_LABELS[reason]}</span>
              </label>
            ))}
          </div>
          {form.errors.reason ? (
            <p id="stock-reason-error" className="mt-1 text-sm text-danger">
              {form.errors.reason}
            </p>
          ) : null}
        </fieldset>
        <Alert kind="error">{form.formError}</Alert>
        <DialogActions>
          <Button type="submit" pending={form.pending}>
            {ARTICLE_TEXTS.stockSave}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
