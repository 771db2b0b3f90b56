import { Download, Mail, Phone, Store, TriangleAlert, Truck } from "lucide-react";
import { useState } from "react";
import { OrderStatusBadge } from "#app/components/orders/order-status-badge.tsx";
import { orderDateTime } from "#app/components/orders/order-texts.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { mailtoHref, telHref } from "#app/lib/contact-links.ts";
import { downloadInvoice } from "#app/lib/queries/orders.ts";
import { useSetOrderStatus } from "#app/lib/queries/desk.ts";
import { ORDER_TEXTS, type DeskOrder } from "#contracts/orders.ts";
import { AuditTrail } from "../audit-trail.tsx";
import { refusalText } from "../desk-texts.ts";
import { nextActions, ORDER_ACTIONS, type DeskOrderTarget } from "./order-actions.ts";
import { OrderStatusDialog } from "./order-status-dialog.tsx";

/** One order at the desk: number, status, customer and contact, what to prepare (with stock), amounts, the next steps. */
export function DeskOrderCard({ order }: { order: DeskOrder }) {
  const setStatus = useSetOrderStatus();
  const [target, setTarget] = useState<DeskOrderTarget | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [invoiceFailed, setInvoiceFailed] = useState<string | null>(null);
  const actions = nextActions(order);
  const pickup = order.fulfilment === "PICKUP";
  const headingId = `order-${order._id}`;
  const backordered = order.lines.some((l) => l.backordered > 0);

  async function confirm(input: { status: DeskOrderTarget; trackingNumber?: string; reason?: string }) {
    await setStatus.mutateAsync({ id: order._id, ...input }).catch((e: unknown) => {
      throw new Error(refusalText(e));
    });
    setTarget(null);
    setDone(ORDER_ACTIONS[input.status].done);
  }

  return (
    <article aria-labelledby={headingId} className="rounded-card border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="tabular text-lg text-ink">
            {order.number}
          </h3>
          <p className="text-sm text-muted">Bestellt {orderDateTime(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {order.overdue ? (
            <Badge tone="danger" size="md">
              Abholung überfällig
            </Badge>
          ) : null}
          <OrderStatusBadge status={order.status} />
        </div>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="text-sm">
          <p className="font-semibold text-ink">
            {order.contact.name} {order.contact.surname}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            <a href={mailtoHref(order.contact.email)} className="inline-flex min-h-11 items-center gap-1.5 break-all text-brand hover:underline">
              <Mail aria-hidden className="size-4 shrink-0" />
              {order.contact.email}
            </a>
            <a href={telHref(order.contact.phone)} className="inline-flex min-h-11 items-center gap-1.5 text-brand hover:underline">
              <Phone aria-hidden className="size-4 shrink-0" />
              {order.contact.phone}
            </a>
          </p>
          <p className="mt-2 flex items-start gap-2 text-ink">
            {pickup ? <Store aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" /> : <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />}
            <span>
              {ORDER_TEXTS.fulfilment[order.fulfilment]}
              {order.address ? (
                <span className="block text-muted">
                  {order.address.street}, {order.address.zip} {order.address.city}
                </span>
              ) : null}
              {order.readyBy && (order.status === "RECEIVED" || order.status === "PREPARING") ? (
                <span className="block text-muted">{pickup ? "Zugesagt bis" : "Zustellung bis"} {orderDateTime(order.readyBy)}</span>
              ) : null}
              {order.trackingNumber ? <span className="block text-muted">Sendungsnummer {order.trackingNumber}</span> : null}
            </span>
          </p>
          <p className="mt-2 text-muted">{ORDER_TEXTS.payment[order.payment]}</p>
          {order.notes ? <p className="mt-2 rounded-lg bg-soft px-3 py-2 text-ink">«{order.notes}»</p> : null}
        </div>
        <div>
          <ul className="divide-y divide-line rounded-lg border border-line text-sm" aria-label={`Artikel von ${order.number}`}>
            {order.lines.map((line) => (
              <li key={line.pharmacode} className="flex items-start justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <span className="tabular font-semibold">{line.quantity} ×</span> {line.description}
                  <span className="tabular block text-xs text-muted">Pharmacode {line.pharmacode}</span>
                  {line.backordered > 0 ? <span className="block text-xs font-medium text-warning">{line.backordered} nachbestellt</span> : null}
                </span>
                <PriceTag amount={line.lineTotal} />
              </li>
            ))}
            {/* The shipping line, so that the lines add up to the total (issue 38 point 8). */}
            {pickup ? null : (
              <li className="flex justify-between px-3 py-2">
                <span>{ORDER_TEXTS.shipping}</span>
                {order.shipping === 0 ? <span className="font-medium text-success">Kostenlos</span> : <PriceTag amount={order.shipping} />}
              </li>
            )}
            <li className="flex justify-between px-3 py-2 font-semibold">
              <span>Total</span>
              <PriceTag amount={order.total} />
            </li>
          </ul>
          {backordered ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-warning">
              <TriangleAlert aria-hidden className="size-4" /> Enthält nachbestellte Artikel
            </p>
          ) : null}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {actions.map((a) => (
          <Button key={a} size="sm" variant={a === "CANCELLED" ? "secondary" : "primary"} className={a === "CANCELLED" ? "text-danger hover:border-danger hover:text-danger" : ""} onClick={() => setTarget(a)}>
            {ORDER_ACTIONS[a].label}
          </Button>
        ))}
        {order.payment === "INVOICE" ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setInvoiceFailed(null);
              downloadInvoice(order, "desk").catch(() => setInvoiceFailed("Die Rechnung konnte nicht geladen werden."));
            }}
          >
            <Download aria-hidden className="size-4" />
            {order.status === "CANCELLED" ? "Stornierte Rechnung" : "Rechnung"}
          </Button>
        ) : null}
      </div>
      <div className="mt-3 space-y-3">
        <Alert kind="success" dismissAfterMs={5000} onDismiss={() => setDone(null)}>
          {done}
        </Alert>
        <Alert kind="error">{invoiceFailed}</Alert>
        <AuditTrail entries={order.audit} />
      </div>
      <OrderStatusDialog order={order} target={target} onClose={() => setTarget(null)} onConfirm={confirm} />
    </article>
  );
}
