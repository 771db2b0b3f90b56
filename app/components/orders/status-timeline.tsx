import { ORDER_TEXTS, type OrderStatus } from "#contracts/orders.ts";
import { orderDateTime } from "./order-texts.ts";

/** The order's history, oldest first, the current status last and marked. */
export function StatusTimeline({ history }: { history: { status: OrderStatus; at: string }[] }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-line pl-5" aria-label="Verlauf">
      {history.map((entry, i) => {
        const current = i === history.length - 1;
        return (
          <li key={`${entry.status}-${entry.at}`} className="relative" aria-current={current ? "step" : undefined}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[27px] size-3 rounded-full border-2 ${current ? (entry.status === "CANCELLED" ? "border-danger bg-danger" : "border-brand bg-brand") : "border-line bg-white"}`}
            />
            <p className={`font-medium ${current ? "text-ink" : "text-muted"}`}>{ORDER_TEXTS.status[entry.status]}</p>
            <p className="tabular text-sm text-muted">{orderDateTime(entry.at)}</p>
          </li>
        );
      })}
    </ol>
  );
}
