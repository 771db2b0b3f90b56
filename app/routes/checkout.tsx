import { CheckoutPage } from "#app/components/orders/checkout/checkout-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta("Kasse", "Bestellen bei der Rheinbogen Apotheke: Click & Collect am Marktplatz 9 oder Lieferung per Post."), { name: "robots", content: "noindex" }];

export default function CheckoutRoute() {
  return (
    <RequireAuth>
      <CheckoutPage />
    </RequireAuth>
  );
}
