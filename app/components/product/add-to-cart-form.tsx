import { Check, Minus, Plus, ShoppingCart } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { api, ApiError } from "#app/lib/api-client.ts";
import { getToken } from "#app/lib/session.ts";

const SUCCESS_MS = 2000;
const MAX_QUANTITY = 99;

/** Non-numeric input becomes 1 (spec §5); the API accepts 1..99. */
export function toQuantity(value: string | number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_QUANTITY) : 1;
}

type Status = { kind: "idle" } | { kind: "submitting" } | { kind: "success" } | { kind: "error"; message: string };

/**
 * Add to cart (spec §4): idle, 'Adding...', the 2-second confirmation or the error text. Without a token the
 * shopper goes to /loginpage; a 401 ends the session silently and does the same.
 */
export function AddToCartForm({ pharmacode }: { pharmacode: number }) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState("1");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = window.setTimeout(() => setStatus({ kind: "idle" }), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function submit() {
    if (!getToken()) {
      navigate("/loginpage");
      return;
    }
    const amount = toQuantity(quantity);
    setQuantity(String(amount));
    setStatus({ kind: "submitting" });
    try {
      await api(`/cart/${pharmacode}/addToCart`, { method: "POST", auth: true, body: { quantity: amount } });
      setStatus({ kind: "success" });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setStatus({ kind: "idle" });
        navigate("/loginpage");
        return;
      }
      const serverError = error instanceof ApiError && error.body?.error ? error.body.error : null;
      setStatus({ kind: "error", message: serverError ?? "Failed to add item to cart" });
    }
  }

  const step = (delta: number) => setQuantity(String(toQuantity(toQuantity(quantity) + delta)));
  const button = "flex h-11 w-11 items-center justify-center text-ink hover:text-brand disabled:text-line";
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center rounded-lg border border-line">
          <button type="button" onClick={() => step(-1)} disabled={toQuantity(quantity) <= 1} aria-label="Menge verringern" className={button}>
            <Minus aria-hidden size={16} />
          </button>
          <label htmlFor="quantity" className="sr-only">
            Menge
          </label>
          <input
            id="quantity"
            name="quantity"
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            onBlur={() => setQuantity(String(toQuantity(quantity)))}
            className="tabular h-11 w-12 border-x border-line text-center"
          />
          <button type="button" onClick={() => step(1)} disabled={toQuantity(quantity) >= MAX_QUANTITY} aria-label="Menge erhöhen" className={button}>
            <Plus aria-hidden size={16} />
          </button>
        </div>
        <button
          type="submit"
          disabled={status.kind === "submitting"}
          className="flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand px-6 font-semibold text-white hover:bg-brand-hover disabled:opacity-70 sm:flex-none"
        >
          <ShoppingCart aria-hidden size={18} />
          {status.kind === "submitting" ? "Adding..." : "In den Warenkorb"}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 min-h-6 text-sm">
        {status.kind === "success" && (
          <p className="flex items-center gap-1.5 font-medium text-success">
            <Check aria-hidden size={16} /> Produkt wurde in den Warenkorb gelegt!
          </p>
        )}
        {status.kind === "error" && <p className="text-danger">{status.message}</p>}
      </div>
    </form>
  );
}
