import { PackageSearch } from "lucide-react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useTrackOrder } from "#app/lib/queries/orders.ts";
import { ORDER_MESSAGES, ORDER_TEXTS, trackQuery } from "#contracts/orders.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { StatusTimeline } from "./status-timeline.tsx";

const TOO_MANY = "Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.";

/**
 * Anyone can ask: order number and the e-mail of the order answer the status and its history, nothing personal.
 * An unknown pair gets the server's one message, whichever half was wrong.
 */
export function TrackOrderForm() {
  const track = useTrackOrder();
  const form = useForm({
    schema: trackQuery,
    initialValues: { number: "", email: "" },
    onSubmit: async (data) => {
      track.reset();
      try {
        await track.mutateAsync({ number: data.number, email: data.email });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw new Error(ORDER_MESSAGES.trackNotFound);
        if (error instanceof ApiError && error.status === 429) throw new Error(TOO_MANY);
        if (error instanceof ApiError && error.status === 400) throw new Error(error.message);
        throw new Error("Die Abfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.");
      }
    },
  });
  const result = track.data;

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
