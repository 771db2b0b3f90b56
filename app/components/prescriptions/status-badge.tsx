import { Badge, type BadgeTone } from "#app/components/ui/badge.tsx";
import { STATUS_LABELS, type PrescriptionStatus } from "#contracts/prescriptions.ts";

const tones: Record<PrescriptionStatus, BadgeTone> = {
  SUBMITTED: "warning",
  ACCEPTED: "brand",
  REJECTED: "danger",
  READY_FOR_PICKUP: "brand",
  SHIPPED: "brand",
  COMPLETED: "neutral",
};

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  return (
    <Badge tone={tones[status]} size="md">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
