import { ORDER_TEXTS, ORDER_TRANSITIONS, type Fulfilment, type OrderStatus } from "#contracts/orders.ts";
import { orderDateTime } from "./order-texts.ts";

/** The forward path from `status` (never the cancellation), by ORDER_TRANSITIONS. */
const pathFrom = (status: OrderStatus, fulfilment: Fulfilment): OrderStatus[] => {
  const steps: OrderStatus[] = [];
  for (let next = ORDER_TRANSITIONS[fulfilment][status].find((s) => s !== "CANCELLED"); next; next = ORDER_TRANSITIONS[fulfilment][next].find((s) => s !== "CANCELLED")) {
    steps.push(next);
  }
  return steps;
};

/**
 * The steps still to come. Without the fulfilment (the public tracking answers none), only those both ways share;
 * the history tells it once the order is ready or shipped.
 */
export function upcomingSteps(status: OrderStatus, fulfilment?: Fulfilment): OrderStatus[] {
  if (fulfilment) return pathFrom(status, fulfilment);
  const pickup = pathFrom(status, "PICKUP");
  const delivery = pathFrom(status, "DELIVERY");
  const shared: OrderStatus[] = [];
  for (let i = 0; i < pickup.length && pickup[i] === delivery[i]; i++) shared.push(pickup[i]!);
  return shared;
}

const fulfilmentOf = (history: { status: OrderStatus }[]): Fulfilment | undefined =>
  history.some((h) => h.status === "READY_FOR_PICKUP" || h.status === "COLLECTED")
    ? "PICKUP"
    : history.some((h) => h.status === "SHIPPED" || h.status === "DELIVERED")
      ? "DELIVERY"
      : undefined;

/**
 * The order's history, oldest first, the current status last and marked; then the steps still to come, greyed
 * (issue 38 point 15), in a list of their own so that the history stays what happened.
 */
export function StatusTimeline({ history, fulfilment }: { history: { status: OrderStatus; at: string }[]; fulfilment?: Fulfilment }) {
  const current = history.at(-1)?.status;
  const upcoming = current ? upcomingSteps(current, fulfilment ?? fulfilmentOf(history)) : [];
  return (
    <div className="relative border-l-2 border-line pl-5">
      <ol className="space-y-4" aria-label="Verlauf">
        {history.map((entry, i) => {
          const isCurrent = i === history.length - 1;
          return (
            <li key={`${entry.status}-${entry.at}`} className="relative" aria-current={isCurrent ? "step" : undefined}>
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[27px] size-3 rounded-full border-2 ${isCurrent ? (entry.status === "CANCELLED" ? "border-danger bg-danger" : "border-brand bg-brand") : "border-brand bg-brand-soft"}`}
              />
              <p className={`font-medium ${isCurrent ? "text-ink" : "text-gray-700"}`}>{ORDER_TEXTS.status[entry.status]}</p>
              <p className="tabular text-sm text-muted">{orderDateTime(entry.at)}</p>
            </li>
          );
        })}
      </ol>
      {upcoming.length > 0 ? (
        <ol className="mt-4 space-y-4" aria-label="Nächste Schritte">
          {upcoming.map((status) => (
            <li key={status} className="relative" data-upcoming>
              <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-dashed border-gray-300 bg-white" />
              <p className="font-medium text-gray-500">{ORDER_TEXTS.status[status]}</p>
              <p className="text-sm text-gray-500">ausstehend</p>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
