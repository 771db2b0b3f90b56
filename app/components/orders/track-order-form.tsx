import { PackageSearch } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import type { FormAnswer } from "#app/lib/forms/form-action.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useTrackOrder } from "#app/lib/queries/orders.ts";
import { ORDER_MESSAGES, ORDER_TEXTS, trackQuery, type OrderTrack } from "#contracts/orders.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { StatusTimeline } from "./status-timeline.tsx";

const TOO_MANY = "Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.";

export const TRACK_EMPTY = { number: "", email: "" };

/** The form's text for a refused look-up: the server's answer status and error. */
export function trackFailure(status: number, error: string | undefined): string {
  if (status === 404) return ORDER_MESSAGES.trackNotFound;
  if (status === 429) return TOO_MANY;
  if (status === 400 && error) return error;
  return "Die Abfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.";
}

export type TrackAnswer = FormAnswer<typeof TRACK_EMPTY> & { result: OrderTrack | null };

/**
 * Anyone can ask: order number and the e-mail of the order answer the status and its history, nothing personal.
 * An unknown pair gets the server's one message, whichever half was wrong.
 */
export function TrackOrderForm({ answer }: { answer?: TrackAnswer }) {
  const track = useTrackOrder();
  // The page action's result, for a look-up sent before the scripts ran (record 026); the next one replaces it.
  const [answered, setAnswered] = useState(answer?.result ?? null);
  const form = useForm({
    schema: trackQuery,
    initialValues: TRACK_EMPTY,
    answer,
    onSubmit: async (data) => {
      track.reset();
      setAnswered(null);
      try {
        await track.mutateAsync({ number: data.number, email: data.email });
      } catch (error) {
        throw new Error(error instanceof ApiError ? trackFailure(error.status, error.message) : trackFailure(0, undefined));
      }
    },
  });
  const result = track.data ?? answered;

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form {...form.form} aria-label="Bestellung suchen" className="rounded-card border border-line bg-white p-5 sm:p-6">
        <h2 className="text-lg text-ink">Status Ihrer Bestellung</h2>
        <p className="mt-1 text-sm text-muted">Die Bestellnummer steht in Ihrer Bestellbestätigung per E-Mail.</p>
        <div className="mt-4 space-y-4">
          <Field label="Bestellnummer" placeholder="RA-2026-000123" autoComplete="off" autoCapitalize="characters" {...form.field("number")} />
          <Field label="E-Mail" type="email" autoComplete="email" {...form.field("email")} hint="Die E-Mail-Adresse, mit der Sie bestellt haben." />
          <Alert kind="error">{form.formError}</Alert>
          <Button type="submit" disabled={form.pending} className="w-full sm:w-auto">
            <PackageSearch aria-hidden className="size-4" />
            {form.pending ? "Wird gesucht…" : "Status anzeigen"}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {result ? (
          <section aria-labelledby="track-result" className="rounded-card border border-line bg-white p-5 sm:p-6">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="track-result" className="tabular text-lg text-ink">
                Bestellung {result.number}
              </h2>
              <OrderStatusBadge status={result.status} />
            </div>
            <p className="mt-1 mb-4 text-sm text-muted">Aktueller Status: {ORDER_TEXTS.status[result.status]}</p>
            <StatusTimeline history={result.history} />
          </section>
        ) : null}
      </div>
    </div>
  );
}
