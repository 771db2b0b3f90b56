import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { queryKeys } from "#app/lib/queries/query-keys.ts";
import { ORDER_TEXTS, type DeskOrder, type DeskOrders } from "#contracts/orders.ts";
import { OrdersView } from "./orders-view.tsx";

const order = (n: number): DeskOrder => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  number: `RA-2026-${String(n).padStart(6, "0")}`,
  status: "RECEIVED",
  fulfilment: "PICKUP",
  payment: "AT_PICKUP",
  contact: { name: "Anna", surname: "Muster", email: "anna@example.ch", phone: "+41 61 123 45 67" },
  notes: "",
  lines: [{ pharmacode: 1, description: "Artikel", unitPrice: 10, quantity: 1, inStock: 1, backordered: 0, vatRate: 8.1, lineTotal: 10 }],
  subtotal: 10,
  shipping: 0,
  vat: [{ rate: 8.1, amount: 0.75 }],
  total: 10,
  currency: "CHF",
  createdAt: "2026-11-26T09:00:00.000Z",
  history: [{ status: "RECEIVED", at: "2026-11-26T09:00:00.000Z" }],
  overdue: false,
  audit: [],
  customerEmail: "anna@example.ch",
});

function render(pages: DeskOrders[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.desk.orders("TO_PREPARE"), { pages, pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)) });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <OrdersView />
    </QueryClientProvider>,
  );
}

const page = (from: number, count: number, total: number, nextCursor: string | null): DeskOrders => ({
  orders: Array.from({ length: count }, (_, i) => order(from + i)),
  counts: { toPrepare: total, ready: 0, overdue: 0 },
  total,
  nextCursor,
});

describe("the desk's orders list (issue 37)", () => {
  it("says how many of how many are shown and offers the next page while there is one", () => {
    const html = render([page(1, 2, 5, "2026-11-26T09:00:00.000Z_00000000-0000-4000-8000-000000000002")]);
    expect(html).toContain(ORDER_TEXTS.deskShown(2, 5));
    expect(html).toContain(ORDER_TEXTS.deskLoadMore);
    expect(html).toContain("RA-2026-000002");
  });

  it("shows every loaded page's orders and no button after the last page", () => {
    const html = render([page(1, 2, 5, "c1"), page(3, 2, 5, "c2"), page(5, 1, 5, null)]);
    expect(html).toContain(ORDER_TEXTS.deskShown(5, 5));
    for (const n of [1, 2, 3, 4, 5]) expect(html).toContain(`RA-2026-00000${n}`);
    expect(html).not.toContain(ORDER_TEXTS.deskLoadMore);
  });
});
