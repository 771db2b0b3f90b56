import { ChevronRight, Store, Truck } from "lucide-react";
import { Link } from "react-router";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { ORDER_TEXTS, type Order } from "#contracts/orders.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { orderDate } from "./order-texts.ts";

/** One order in "Meine Bestellungen": number, date, status, how it comes, items and total; the whole card links. */
export function OrderCard({ order }: { order: Order }) {
  const items = order.lines.reduce((n, l) => n + l.quantity, 0);
  const Icon = order.fulfilment === "PICKUP" ? Store : Truck;
  return (
    <Link
      to={`/orderdetailspage/${order._id}`}
      className="group flex items-center gap-4 rounded-card border border-line bg-white p-4 transition-colors duration-150 hover:border-brand sm:p-5"
      aria-label={`Bestellung ${order.number} vom ${orderDate(order.createdAt)}, ${ORDER_TEXTS.status[order.status]}`}
    >
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand sm:flex" aria-hidden="true">
        <Icon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="tabular font-semibold text-ink">{order.number}</span>
          <OrderStatusBadge status={order.status} />
        </span>
        <span className="mt-1 block text-sm text-muted">
          {orderDate(order.createdAt)} · {ORDER_TEXTS.fulfilment[order.fulfilment]} · {items === 1 ? "1 Artikel" : `${items} Artikel`}
        </span>
      </span>
      <PriceTag amount={order.total} className="font-semibold text-ink" />
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted group-hover:text-brand" />
    </Link>
  );
}
