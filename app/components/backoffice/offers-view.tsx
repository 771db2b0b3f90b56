import { Tags, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog, DialogActions } from "#app/components/ui/dialog.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useEndOffer, useOffers, useStartOffer } from "#app/lib/queries/backoffice.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { offerEndText, offerFormSchema, type BackofficeOffer } from "#contracts/backoffice.ts";
import { isoDayText, zurichDay } from "#contracts/calendar.ts";
import { formatChf } from "#contracts/money.ts";
import { BACKOFFICE_TEXTS, OFFER_TEXTS, refusalText } from "./backoffice-texts.ts";
import { auditHref } from "./backoffice-views.tsx";

/**
 * The offers (issue 40): every article whose price is below its original price, with its end; start one (a
 * dialog), end one now (after asking). An offer with an end leaves by itself at that moment; the list shows it
 * until the next load.
 */
export function OffersView() {
  const offers = useOffers();
  const [starting, setStarting] = useState(false);
  const [ending, setEnding] = useState<BackofficeOffer | null>(null);
  const [done, setDone] = useState<string | null>(null);

  let body;
  if (offers.isPending || (offers.isError && isSessionEnded(offers.error))) {
    body = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status">
        <Spinner label="Aktionen werden geladen…" />
      </div>
    );
  } else if (offers.isError) {
    body = <EmptyState icon={TriangleAlert} title={BACKOFFICE_TEXTS.loadFailed} action={<Button onClick={() => void offers.refetch()}>{BACKOFFICE_TEXTS.retry}</Button>} />;
  } else if (offers.data.length === 0) {
    body = (
      <EmptyState icon={Tags} title={OFFER_TEXTS.empty}>
        {OFFER_TEXTS.emptyText}
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        label="Aktionen (seitlich scrollbar)"
        caption="Artikel in Aktion"
        busy={offers.isFetching}
        columns={[{ label: "Artikel" }, { label: "Preis", align: "right" }, { label: "Ende" }, { label: "Aktion beenden", readOutOnly: true }]}
      >
        {offers.data.map((offer) => (
          <tr key={offer.pharmacode} className="align-top">
            <td className="px-3 py-2.5">
              <Link to={auditHref(offer.pharmacode)} className="block font-medium text-ink underline-offset-4 hover:text-brand hover:underline">
                {offer.name}
              </Link>
              <span className="tabular block text-gray-700">{offer.pharmacode}</span>
              {!offer.active ? (
                <Badge tone="neutral" className="mt-1">
                  {OFFER_TEXTS.inactive}
                </Badge>
              ) : null}
            </td>
            <td className="tabular px-3 py-2.5 text-right whitespace-nowrap">
              <span className="block font-medium text-ink">{formatChf(offer.price)}</span>
              <span className="block text-gray-700">
                <span className="sr-only">statt </span>
                <span className="line-through">{formatChf(offer.originalPrice)}</span>
              </span>
            </td>
            <td className="px-3 py-2.5 text-gray-700">{offer.offerUntil ? offerEndText(offer.offerUntil) : OFFER_TEXTS.noEnd}</td>
            <td className="px-3 py-2.5 text-right">
              <Button variant="secondary" size="sm" onClick={() => setEnding(offer)} aria-label={`Aktion für ${offer.name} jetzt beenden`}>
                {OFFER_TEXTS.end}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <section aria-labelledby="offers-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="offers-heading" className="text-xl">
            {OFFER_TEXTS.heading}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{OFFER_TEXTS.intro}</p>
        </div>
        <Button onClick={() => setStarting(true)}>
          <Tags aria-hidden className="size-4" />
          {OFFER_TEXTS.start}
        </Button>
      </div>
      <Alert kind="success" dismissAfterMs={8000} onDismiss={() => setDone(null)}>
        {done}
      </Alert>
      {body}
      {starting ? <StartOfferDialog onClose={() => setStarting(false)} onStarted={(name) => setDone(OFFER_TEXTS.started(name))} /> : null}
      {ending ? <EndOfferDialog offer={ending} onClose={() => setEnding(null)} onEnded={(name) => setDone(OFFER_TEXTS.ended(name))} /> : null}
    </section>
  );
}

const initialValues = { pharmacode: "", price: "", offerUntil: "" };
type OfferFormValues = typeof initialValues;

/** "12,90" or "12.90" → 12.9; an empty field is missing (the schema says so), anything else not a number. */
const decimal = (text: string) => (text.trim() === "" ? undefined : Number(text.trim().replace(",", ".")));
// What the schema reads: a field left empty goes as undefined (or NaN when not a number), so its message shows.
const toInput = (v: OfferFormValues) =>
  ({
    pharmacode: v.pharmacode.trim() === "" ? undefined : Number(v.pharmacode.trim()),
    price: decimal(v.price),
    offerUntil: v.offerUntil === "" ? null : v.offerUntil,
  }) as z.input<typeof offerFormSchema>;

/** Starts an offer: pharmacode, offer price, optional last day; the regular price becomes the struck-through one. */
function StartOfferDialog({ onClose, onStarted }: { onClose: () => void; onStarted: (name: string) => void }) {
  const start = useStartOffer();
  const form = useForm({
    schema: offerFormSchema,
    initialValues,
    toInput,
    onSubmit: async ({ pharmacode, price, offerUntil }) => {
      try {
        const article = await start.mutateAsync({ pharmacode, offer: { price, offerUntil } });
        onStarted(article.name);
        onClose();
      } catch (error) {
        throw new Error(refusalText(error));
      }
    },
  });
  // The first day an offer can end on is today (it then runs to midnight), in Zurich.
  const today = isoDayText(zurichDay(new Date()));
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={OFFER_TEXTS.startTitle} description={OFFER_TEXTS.startText}>
      <form {...form.form} className="space-y-4">
        <Field label={OFFER_TEXTS.pharmacode} inputMode="numeric" autoComplete="off" {...form.field("pharmacode")} />
        <Field label={OFFER_TEXTS.price} inputMode="decimal" autoComplete="off" hint={OFFER_TEXTS.priceHint} {...form.field("price")} />
        <Field label={OFFER_TEXTS.until} type="date" min={today} hint={OFFER_TEXTS.untilHint} {...form.field("offerUntil")} />
        <Alert kind="error">{form.formError}</Alert>
        <DialogActions>
          <Button type="submit" pending={form.pending}>
            {OFFER_TEXTS.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Ends an offer now, after asking: the price goes back to the original one at once. */
function EndOfferDialog({ offer, onClose, onEnded }: { offer: BackofficeOffer; onClose: () => void; onEnded: (name: string) => void }) {
  const end = useEndOffer();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={OFFER_TEXTS.endTitle}
      description={OFFER_TEXTS.endText(offer.name)}
      confirmLabel={OFFER_TEXTS.end}
      pending={end.isPending}
      error={end.error ? refusalText(end.error) : null}
      onConfirm={() =>
        end.mutate(offer.pharmacode, {
          onSuccess: () => {
            onEnded(offer.name);
            onClose();
          },
        })
      }
    />
  );
}
