import { Minus, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from "#contracts/cart-messages.ts";
import { keepTypedText } from "#app/lib/first-second.ts";

/** A whole number within the cart's range, or null: in the cart only such integers are sent (spec §5). */
export function parseCartQuantity(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= MIN_CART_QUANTITY && n <= MAX_CART_QUANTITY ? n : null;
}

type Props = {
  value: number;
  /** What the quantity is of, for screen readers ("Menge" alone where the page has one quantity). */
  label?: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
  /** Typed text to a quantity, or null to go back to the current one (default: the cart's rule). */
  parse?: (text: string) => number | null;
  /** Form field name, for a form that reads the typed value on submit. */
  name?: string;
};

/**
 * − / input / +, shared by the cart and the product page. The input commits on blur or Enter; text that
 * `parse` refuses goes back to the current quantity without a change.
 */
export function QuantityControl({ value, label, disabled, onChange, parse = parseCartQuantity, name }: Props) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function commit() {
    const next = parse(text);
    if (next === null || next === value) setText(String(value));
    else onChange(next);
  }

  const labelled = (what: string) => (label ? `${label}: ${what}` : what);
  const button = "flex h-11 w-11 items-center justify-center text-ink hover:text-brand disabled:text-line";
  return (
    <div className="flex w-fit items-center rounded-lg border border-line bg-white">
      <button type="button" data-replay="repeat" onClick={() => onChange(value - 1)} disabled={disabled || value <= MIN_CART_QUANTITY} aria-label={labelled("Menge verringern")} className={button}>
        <Minus aria-hidden size={16} />
      </button>
      <input
        aria-label={labelled("Menge")}
        name={name}
        inputMode="numeric"
        ref={keepTypedText(text, (typed) => setText(typed))}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        className="tabular h-11 w-12 border-x border-line text-center disabled:bg-soft"
      />
      <button type="button" data-replay="repeat" onClick={() => onChange(value + 1)} disabled={disabled || value >= MAX_CART_QUANTITY} aria-label={labelled("Menge erhöhen")} className={button}>
        <Plus aria-hidden size={16} />
      </button>
    </div>
  );
}
