import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MAX_CART_QUANTITY } from "#contracts/cart-messages.ts";
import { QuantityControl } from "#app/components/ui/quantity-control.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { useAddToCart } from "#app/lib/queries/cart.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { sendToLogin } from "#app/lib/login-redirect.ts";
import { getToken } from "#app/lib/session.ts";

const SUCCESS_MS = 2000;
export const ADDED_TO_CART = "Produkt wurde in den Warenkorb gelegt!";
const ADD_FAILED = "Failed to add item to cart";

/** Non-numeric input becomes 1 (spec §5); the API accepts 1..99. */
export function toQuantity(value: string | number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_CART_QUANTITY) : 1;
}

/**
 * Add to cart (spec §4): idle, 'Adding...', the 2-second confirmation or the error text (§8: the server's
 * error, else 'Failed to add item to cart'). Without a token the shopper goes to /loginpage and back, where the
 * article is then added (login-redirect.ts); a 401 has
 * already ended the session in the shared layer, which goes there itself, so nothing is shown. The answer is
 * the new cart, which the header's badge reads at once.
 */
export function AddToCartForm({ pharmacode }: { pharmacode: number }) {
  const navigate = useNavigate();
  const add = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  function submit(form: HTMLFormElement) {
    // The typed text, not the last committed value: Enter in the field submits before its blur.
    const amount = toQuantity(String(new FormData(form).get("quantity") ?? quantity));
    if (!getToken()) {
      sendToLogin(navigate, { kind: "cart", pharmacode, quantity: amount });
      return;
    }
    setQuantity(amount);
    setMessage(null);
    add.mutate(
      { pharmacode, quantity: amount },
      {
        onSuccess: () => setMessage({ kind: "success", text: ADDED_TO_CART }),
        onError: (error) => {
          if (isSessionEnded(error)) return;
          setMessage({ kind: "error", text: error instanceof ApiError && error.body?.error ? error.body.error : ADD_FAILED });
        },
      },
    );
  }

  return (
    <form
      className="mt-6"
      // Sent before the page is live, it is held and sent once it is (record 032); with no scripts at all, it
      // posts (the page's action sends the shopper to log in), never a GET with the quantity in the address.
      method="post"
      data-replay
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <QuantityControl name="quantity" value={quantity} onChange={setQuantity} parse={toQuantity} />
        <Button type="submit" disabled={add.isPending} className="flex-1 sm:flex-none">
          <ShoppingCart aria-hidden size={18} />
          {add.isPending ? "Adding..." : "In den Warenkorb"}
        </Button>
      </div>
      <div className="mt-3 min-h-11">
        <Alert kind="success" dismissAfterMs={SUCCESS_MS} onDismiss={() => setMessage(null)}>
          {message?.kind === "success" ? message.text : null}
        </Alert>
        <Alert kind="error">{message?.kind === "error" ? message.text : null}</Alert>
      </div>
    </form>
  );
}
