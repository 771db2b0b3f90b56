import { CheckCircle2, Download, ExternalLink, Store, Truck, XCircle } from "lucide-react";
import { useState } from "react";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { downloadInvoice } from "#app/lib/queries/orders.ts";
import { MONEY_TEXTS } from "#contracts/money.ts";
import { customerMay } from "#contracts/workflow.ts";
import { ORDER_CUSTOMER_MAY, ORDER_MESSAGES, ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { postTrackingUrl } from "#contracts/swiss-numbers.ts";
import { CancelOrderDialog } from "./cancel-order-dialog.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { orderDate, orderDateTime, ORDER_UI_TEXTS } from "./order-texts.ts";
import { OrderTotals } from "./order-totals.tsx";
import { PickupInfo } from "./pickup-info.tsx";
import { StatusTimeline } from "./status-timeline.tsx";

const card = "rounded-card border border-line bg-white p-5";

/** One order with real data: lines, totals with VAT, the status history, the invoice and cancelling while received. */
export function OrderDetail({ order, confirmation }: { order: Order; confirmation: boolean }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const pickup = order.fulfilment === "PICKUP";
  const cancellable = customerMay(ORDER_CUSTOMER_MAY, order.status, "cancel");

  async function invoice() {
    setInvoiceError(null);
    setDownloading(true);
    try {
      await downloadInvoice(order);
    } catch {
      setInvoiceError(ORDER_UI_TEXTS.invoiceFailed);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-6">
      {confirmation ? <Confirmation order={order} /> : null}
      <Alert kind="success" dismissAfterMs={4000} onDismiss={() => setBanner(null)}>
        {banner}
      </Alert>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="tabular text-xl text-ink">Bestellung {order.number}</h2>
        <OrderStatusBadge status={order.status} />
        <p className="w-full text-sm text-gray-700">Bestellt am {orderDateTime(order.createdAt)}</p>
      </div>

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px] xl:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-lines" className={`${card} pb-2`}>
            <h3 id="order-lines" className="text-lg text-ink">
              Bestellte Artikel
            </h3>
            <OrderLines lines={order.lines} fulfilment={order.fulfilment} showStock={order.status === "RECEIVED" || order.status === "PREPARING"} />
          </section>
          <section aria-label="Beträge" className={card}>
            <OrderTotals totals={order} pickup={pickup} />
          </section>
          {order.notes ? (
            <section aria-labelledby="order-notes" className={card}>
              <h3 id="order-notes" className="text-lg text-ink">
                Ihre Anmerkungen
              </h3>
              <p className="mt-2 whitespace-pre-line text-muted">{order.notes}</p>
            </section>
          ) : null}
        </div>

        {/* On a phone the status and what to do come first, the lines below. */}
        <div className="order-first space-y-6 xl:order-none">
          <section aria-labelledby="order-history" className={card}>
            <h3 id="order-history" className="mb-4 text-lg text-ink">
              Status
            </h3>
            <StatusTimeline history={order.history} fulfilment={order.fulfilment} />
            {order.trackingNumber ? (
              <p className="mt-4 text-sm text-muted">
                Sendungsnummer: <span className="tabular font-medium break-all text-ink">{order.trackingNumber}</span>
                <br />
                <a
                  href={postTrackingUrl(order.trackingNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 font-medium text-brand underline hover:text-brand-hover"
                >
                  {ORDER_TEXTS.trackAtPost}
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only"> (neues Fenster)</span>
                </a>
              </p>
            ) : null}
            {order.status === "CANCELLED" && order.cancelReason ? <p className="mt-4 text-sm text-muted">Grund: {order.cancelReason}</p> : null}
          </section>

          <section aria-labelledby="order-fulfilment" className={card}>
            <h3 id="order-fulfilment" className="flex items-center gap-2 text-lg text-ink">
              {pickup ? <Store aria-hidden className="size-5 text-brand" /> : <Truck aria-hidden className="size-5 text-brand" />}
              {ORDER_TEXTS.fulfilment[order.fulfilment]}
            </h3>
            {order.address ? (
              <address className="mt-2 text-muted not-italic">
                {order.contact.name} {order.contact.surname}
                <br />
                {order.address.street}
                <br />
                {order.address.zip} {order.address.city}
              </address>
            ) : null}
            <p className="mt-3 text-sm font-medium text-ink">Zahlung</p>
            <p className="text-sm text-muted">{ORDER_TEXTS.payment[order.payment]}</p>
            <div className="mt-4 flex flex-col gap-2">
              {order.payment === "INVOICE" && order.status === "CANCELLED" ? (
                <p className="text-sm text-ink">
                  {ORDER_TEXTS.invoiceCancelled}. {ORDER_TEXTS.doNotPay}
                </p>
              ) : null}
              {order.payment === "INVOICE" ? (
                <Button variant="secondary" onClick={() => void invoice()} disabled={downloading}>
                  <Download aria-hidden className="size-4" />
                  {downloading ? "Rechnung wird geladen…" : order.status === "CANCELLED" ? ORDER_TEXTS.cancelledInvoiceDownload : ORDER_TEXTS.invoiceDownload}
                </Button>
              ) : null}
              {cancellable ? (
                <Button variant="secondary" className="text-danger hover:border-danger hover:text-danger" onClick={() => setCancelOpen(true)}>
                  <XCircle aria-hidden className="size-4" />
                  Bestellung stornieren
                </Button>
              ) : null}
            </div>
            <div className="mt-3">
              <Alert kind="error">{invoiceError}</Alert>
            </div>
          </section>
          {pickup && !confirmation && order.status !== "CANCELLED" && order.status !== "COLLECTED" ? <PickupInfo title="Abholort" /> : null}
        </div>
      </div>
      <CancelOrderDialog order={order} open={cancelOpen} onOpenChange={setCancelOpen} onCancelled={() => setBanner(ORDER_MESSAGES.cancelled)} />
    </div>
  );
}

/** After the order: thanks, the number, what happens next, and where to collect it. */
function Confirmation({ order }: { order: Order }) {
  const pickup = order.fulfilment === "PICKUP";
  const when = order.readyBy ? orderDateTime(order.readyBy) : null;
  return (
    <section aria-labelledby="confirmation" className="rounded-card border border-brand/30 bg-white p-5 sm:p-6">
      <div className="flex flex-col items-start gap-3 sm:flex-row">
        <CheckCircle2 className="size-10 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h2 id="confirmation" className="text-2xl text-ink">
            Vielen Dank für Ihre Bestellung
          </h2>
          <p className="mt-1 text-muted">
            Ihre Bestellnummer: <strong className="tabular whitespace-nowrap text-ink">{order.number}</strong> vom {orderDate(order.createdAt)}
          </p>
        </div>
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink">So geht es weiter</h3>
          <ol className="mt-2 list-decimal space-y-2 pl-5 text-muted">
            <li>{ORDER_TEXTS.confirmationSent}</li>
            {pickup ? (
              <>
                <li>
                  Wir stellen Ihre Bestellung bereit{when ? <>, voraussichtlich bis {when}</> : null}. Sobald sie abholbereit ist, erhalten Sie eine E-Mail.
                </li>
                <li>
                  Holen Sie sie in der Apotheke ab und nennen Sie die Bestellnummer.
                  {order.payment === "AT_PICKUP" ? " Bezahlt wird an der Kasse: bar, mit Karte oder TWINT." : ` Die Rechnung zahlen Sie ${MONEY_TEXTS.invoiceWithin}.`}
                </li>
              </>
            ) : (
              <>
                <li>Wir verpacken Ihre Bestellung und senden Ihnen die Sendungsnummer der Post per E-Mail.</li>
                <li>Voraussichtliche Zustellung{when ? <> bis {when.split(",")[0]}</> : " innert weniger Werktage"}. Die Rechnung zahlen Sie {MONEY_TEXTS.invoiceWithin}.</li>
              </>
            )}
          </ol>
        </div>
        {pickup ? <PickupInfo title="Abholung in der Apotheke" /> : null}
      </div>
    </section>
  );
}
