import { Store, Truck } from "lucide-react";
import { PriceTag } from "#app/components/ui/price-tag.tsx";
import { ORDER_TEXTS, type Fulfilment, type Quote } from "#contracts/orders.ts";
import { pharmacy } from "#contracts/pharmacy.ts";
import { ChoiceTile } from "./choice-tile.tsx";

type Props = {
  fulfilment: Fulfilment;
  onChange: (fulfilment: Fulfilment) => void;
  pickup: Quote | undefined;
  delivery: Quote | undefined;
  /** The articles that cannot be shipped (Sale.Web.CC): delivery is not offered. */
  pickupOnlyNames: string[];
};

/** Step 1: Click & Collect at the pharmacy or Swiss Post, each with its estimate from the server's quote. */
export function FulfilmentStep({ fulfilment, onChange, pickup, delivery, pickupOnlyNames }: Props) {
  const noDelivery = pickupOnlyNames.length > 0;
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-ink">Wie möchten Sie Ihre Bestellung erhalten?</legend>
      <div className="mt-4 space-y-3">
        <ChoiceTile
          name="fulfilment"
          value="PICKUP"
          checked={fulfilment === "PICKUP"}
          onSelect={() => onChange("PICKUP")}
          icon={Store}
          title="Click & Collect"
          aside={<span className="font-medium text-success">Kostenlos</span>}
        >
          {ORDER_TEXTS.fulfilment.PICKUP}: {pharmacy.name}, {pharmacy.street}, {pharmacy.postalCode} {pharmacy.city}.
          {pickup ? <span className="mt-1 block font-medium text-ink">{pickup.estimate.text}</span> : null}
        </ChoiceTile>
        <ChoiceTile
          name="fulfilment"
          value="DELIVERY"
          checked={fulfilment === "DELIVERY"}
          disabled={noDelivery}
          onSelect={() => onChange("DELIVERY")}
          icon={Truck}
          title="Lieferung per Post"
          aside={noDelivery ? null : delivery ? delivery.shipping === 0 ? <span className="font-medium text-success">Kostenlos</span> : <PriceTag amount={delivery.shipping} /> : null}
        >
          {ORDER_TEXTS.fulfilment.DELIVERY}, an eine Adresse in der Schweiz. {ORDER_TEXTS.freeShipping}.
          {noDelivery ? (
            <span className="mt-1 block font-medium text-warning">Versand nicht möglich: {pickupOnlyNames.join(", ")} darf nur in der Apotheke abgegeben werden.</span>
          ) : delivery ? (
            <span className="mt-1 block font-medium text-ink">{delivery.estimate.text}</span>
          ) : null}
        </ChoiceTile>
      </div>
    </fieldset>
  );
}
