import { ArrowLeft, ShoppingBag, TriangleAlert } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useForm } from "#app/lib/forms/use-form.ts";
import { useCart } from "#app/lib/queries/cart.ts";
import { TotalChangedError, usePlaceOrder, useQuote } from "#app/lib/queries/orders.ts";
import { useProfile } from "#app/lib/queries/profile.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { ApiError } from "#app/lib/api-client.ts";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "#app/lib/queries/query-keys.ts";
import { ORDER_TEXTS, type Fulfilment, type OrderAddress, type OrderContact, type Payment, type Quote } from "#contracts/orders.ts";
import { ORDER_UI_TEXTS } from "../order-texts.ts";
import { CheckoutStepper, type CheckoutStep } from "./checkout-stepper.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { ContactStep } from "./contact-step.tsx";
import { contactFormSchemas, contactFromProfile, EMPTY_CONTACT, toContactInput } from "./contact-form.ts";
import { FulfilmentStep } from "./fulfilment-step.tsx";
import { PaymentStep } from "./payment-step.tsx";
import { ReviewStep } from "./review-step.tsx";

const newAttemptKey = () => crypto.randomUUID();

/**
 * The checkout (issue 25): fulfilment, contact and address, payment, review. Every amount is the server's quote;
 * the order goes with an Idempotency-Key made once per attempt (a double click or a retry after a lost answer is
 * one order) and the total the shopper confirmed, so a price changed meanwhile is shown and confirmed again.
 */
export function CheckoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const profile = useProfile();
  const pickupQuote = useQuote("PICKUP");
  const deliveryQuote = useQuote("DELIVERY");
  const place = usePlaceOrder();

  const [step, setStep] = useState<CheckoutStep>(1);
  const [fulfilment, setFulfilment] = useState<Fulfilment>("PICKUP");
  const [payment, setPayment] = useState<Payment>("AT_PICKUP");
  const [contact, setContact] = useState<{ contact: OrderContact; address: OrderAddress | null } | null>(null);
  const [notes, setNotes] = useState("");
  const [previousTotal, setPreviousTotal] = useState<number | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const attemptKey = useRef<string>("");
  const heading = useRef<HTMLHeadingElement>(null);

  const form = useForm({
    schema: contactFormSchemas[fulfilment],
    initialValues: EMPTY_CONTACT,
    toInput: toContactInput,
    onSubmit: (data) => {
      setContact({ contact: data.contact, address: fulfilment === "DELIVERY" ? (data.address ?? null) : null });
      goTo(3);
    },
    // The profile, once it arrives, where the shopper has not typed yet.
    prefill: profile.data ? contactFromProfile(profile.data) : undefined,
    // "Weiter" pressed before the profile's answer waits for it instead of calling the empty fields wrong.
    prefillPending: profile.isLoading,
  });

  const quote = fulfilment === "PICKUP" ? pickupQuote : deliveryQuote;
  const pickupOnlyNames = (deliveryQuote.data?.lines ?? []).filter((l) => l.pickupOnly).map((l) => l.description);

  // A cart that cannot be shipped (an article may be sold in the pharmacy only) is a pickup. Adjusted while
  // rendering (React's pattern for state that follows other data), not in an effect after a wrong first paint.
  if (pickupOnlyNames.length > 0 && fulfilment === "DELIVERY") chooseFulfilment("PICKUP");

  function goTo(next: CheckoutStep) {
    setStep(next);
    setOrderError(null);
    if (next === 4) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.quote(fulfilment) });
    // The new step's heading takes the focus, so a screen reader hears where the shopper is.
    window.setTimeout(() => heading.current?.focus(), 0);
  }

  function chooseFulfilment(next: Fulfilment) {
    setFulfilment(next);
    setPayment(next === "DELIVERY" ? "INVOICE" : "AT_PICKUP");
    setContact(null);
    setPreviousTotal(null);
  }

  async function placeOrder(shown: Quote) {
    if (!contact || place.isPending) return;
    // One key per attempt: kept across retries of the same attempt, new once the server has refused it.
    attemptKey.current ||= newAttemptKey();
    setOrderError(null);
    try {
      const order = await place.mutateAsync({
        idempotencyKey: attemptKey.current,
        input: { fulfilment, payment, contact: contact.contact, address: contact.address, notes, expectedTotal: shown.total },
      });
      navigate(`/orderdetailspage/${order._id}?bestaetigung=1`, { replace: true });
    } catch (error) {
      if (error instanceof TotalChangedError) {
        attemptKey.current = "";
        setPreviousTotal(shown.total);
        queryClient.setQueryData(queryKeys.orders.quote(fulfilment), error.quote);
        return;
      }
      if (isSessionEnded(error)) return;
      // The same attempt still in progress on the server (409 without a quote): keep the key, so trying again
      // answers that order instead of placing a second one.
      if (error instanceof ApiError && error.status === 409) {
        setOrderError(error.message);
        return;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        attemptKey.current = "";
        setOrderError(error.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        return;
      }
      setOrderError(error instanceof ApiError && error.status === 0 ? error.message : ORDER_UI_TEXTS.orderFailed);
    }
  }

  const frame = (main: ReactNode) => (
    <div className="bg-soft">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 lg:px-8 lg:py-12">
        <Link to="/cartpage" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:text-brand-hover">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Zurück zum Warenkorb
        </Link>
        <h1 className="mt-1 text-2xl text-ink lg:text-3xl">Kasse</h1>
        <div className="mt-6">{main}</div>
      </div>
    </div>
  );

  if (place.isSuccess || cart.isPending || pickupQuote.isPending || (cart.isError && isSessionEnded(cart.error))) {
    return frame(
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label={place.isSuccess ? ORDER_UI_TEXTS.placing : "Kasse wird geladen…"} />
      </div>,
    );
  }
  if ((cart.data?.cart.length ?? 0) === 0) {
    return frame(
      <EmptyState
        icon={ShoppingBag}
        title="Ihr Warenkorb ist leer"
        action={
          <Link to="/products" className={buttonClass("primary")}>
            Continue Shopping
          </Link>
        }
      >
        Legen Sie zuerst Produkte in den Warenkorb, dann können Sie hier bestellen.
      </EmptyState>,
    );
  }
  // The server refuses the cart as it is (e.g. more articles than one order takes): its reason, and the way back.
  if (pickupQuote.error instanceof ApiError && pickupQuote.error.status === 400) {
    return frame(
      <EmptyState icon={TriangleAlert} title={ORDER_TEXTS.cartRefused} action={<Link to="/cartpage" className={buttonClass()}>{ORDER_TEXTS.toCart}</Link>}>
        {pickupQuote.error.message}
      </EmptyState>,
    );
  }
  if (cart.isError || pickupQuote.isError) {
    return frame(
      <EmptyState icon={TriangleAlert} title="Die Kasse konnte nicht geladen werden" action={<Button onClick={() => void Promise.all([cart.refetch(), pickupQuote.refetch()])}>Erneut versuchen</Button>}>
        Bitte versuchen Sie es in einem Moment erneut.
      </EmptyState>,
    );
  }

  const shown = quote.data;
  const blocking = (shown?.blocking ?? []).filter((b) => b.reason !== "NO_SHIPPING" || fulfilment === "DELIVERY");

  let main;
  if (step === 1) {
    main = (
      <>
        <FulfilmentStep fulfilment={fulfilment} onChange={chooseFulfilment} pickup={pickupQuote.data} delivery={deliveryQuote.data} pickupOnlyNames={pickupOnlyNames} />
        {pickupOnlyNames.length > 0 ? <p className="mt-4 rounded-lg bg-warning-soft px-3 py-2 text-sm text-ink">{ORDER_UI_TEXTS.pickupOnlyCart}</p> : null}
        <StepButtons onNext={() => goTo(2)} />
      </>
    );
  } else if (step === 2) {
    main = (
      <form {...form.form} aria-label="Kontakt und Adresse">
        <ContactStep form={form} fulfilment={fulfilment} />
        <StepButtons onBack={() => goTo(1)} submit pending={form.pending} />
      </form>
    );
  } else if (step === 3) {
    main = (
      <>
        <PaymentStep fulfilment={fulfilment} payment={payment} onChange={setPayment} />
        <StepButtons onBack={() => goTo(2)} onNext={() => goTo(4)} />
      </>
    );
  } else if (!shown || !contact) {
    main = (
      <div className="flex min-h-[20vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Betrag wird berechnet…" />
      </div>
    );
  } else {
    main = (
      <ReviewStep
        quote={shown}
        fulfilment={fulfilment}
        payment={payment}
        contact={contact.contact}
        address={contact.address}
        notes={notes}
        onNotesChange={setNotes}
        previousTotal={previousTotal}
        error={orderError}
        pending={place.isPending || quote.isFetching}
        blocked={blocking.length > 0}
        onEdit={goTo}
        onPlace={() => void placeOrder(shown)}
      />
    );
  }

  return frame(
    <>
      <CheckoutStepper step={step} onGoTo={goTo} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <section aria-labelledby="checkout-step" className="min-w-0 rounded-card border border-line bg-white p-5 sm:p-6">
          <h2 id="checkout-step" ref={heading} tabIndex={-1} className="sr-only">
            Schritt {step} von 4
          </h2>
          {blocking.length > 0 && step !== 4 ? (
            <div className="mb-4">
              <Alert kind="error">{`Einige Artikel können nicht bestellt werden: ${blocking.map((b) => b.message).join("; ")}. Bitte entfernen Sie sie im Warenkorb.`}</Alert>
            </div>
          ) : null}
          {main}
        </section>
        {/* On the review the amounts stand in the step itself; a phone would show them twice. */}
        <CheckoutSummary quote={shown} fulfilment={fulfilment} className={step === 4 ? "hidden lg:block" : undefined} />
      </div>
    </>,
  );
}

function StepButtons({ onBack, onNext, submit, pending = false }: { onBack?: () => void; onNext?: () => void; submit?: boolean; pending?: boolean }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          Zurück
        </Button>
      ) : (
        <span />
      )}
      <Button type={submit ? "submit" : "button"} onClick={onNext} disabled={pending} aria-busy={pending || undefined}>
        Weiter
      </Button>
    </div>
  );
}
