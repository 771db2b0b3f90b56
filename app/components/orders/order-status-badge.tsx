import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { ORDER_TEXTS, type OrderStatus } from "#contracts/orders.ts";

const tones: Record<OrderStatus, BadgeTone> = {
  RECEIVED: "neutral",
  PREPARING: "warning",
  READY_FOR_PICKUP: "brand",
  COLLECTED: "brand",
  SHIPPED: "brand",
  DELIVERED: "brand",
  CANCELLED: "danger",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={tones[status]} size="md">
      {ORDER_TEXTS.status[status]}
    </Badge>
  );
}
