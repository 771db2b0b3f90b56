import { useEffect, useRef, useState } from "react";
import { readSelection, storeForBooking } from "#app/components/laboratory/selection-storage.ts";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useHasToken } from "#app/lib/session.ts";
import type { Appointment } from "#contracts/appointments.ts";
import { wizardItems, wizardTotal, type WizardItem } from "./booking.ts";
import { CalendarStep } from "./calendar-step.tsx";
import { ConfirmationStep } from "./confirmation-step.tsx";
import { DetailsStep, type BookingDetails } from "./details-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";

type Step = { index: 0 } | { index: 1; details: BookingDetails } | { index: 2; appointment: Appointment | null };

// Spec §2: the three titles, word for word.
export const STEP_TITLES = ["Labortest Termin buchen", "Termin auswählen", "Termin erfolgreich gebucht!"] as const;

/**
 * The booking wizard (spec laboratory.md §2 "Appointment wizard", §4): details, calendar, confirmation. The
 * selection lives in the browser's storage, so the wizard shows a spinner until it has read it rather than a
 * flash of "Keine Tests ausgewählt". `offer` is the laboratory's current tests and packs (null if they failed to
 * load).
 */
export function AppointmentWizard({ offer }: { offer: WizardItem[] | null }) {
  const [items, setItems] = useState<WizardItem[] | null>(null);
  const [step, setStep] = useState<Step>({ index: 0 });
  const guest = !useHasToken();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    setItems(wizardItems(readSelection(null, null), offer));
  }, [offer]);

  // A new step replaces the page's content: take keyboard and screen-reader users to its title, from the top.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step.index]);

  const booked = (appointment: Appointment) => {
    // The booked selection is done with: the laboratory page starts empty next time.
    storeForBooking({ tests: [], packs: [] });
    setStep({ index: 2, appointment });
  };

  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
        <StepIndicator current={step.index} />
        <div className="mt-5 rounded-card border border-line bg-white p-5 sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="text-2xl text-ink focus:outline-none sm:text-3xl">
            {STEP_TITLES[step.index]}
          </h1>
          <div className="mt-6">
            {items === null ? (
              <p className="flex items-center gap-3 py-6 text-muted">
                <Spinner size="sm" /> Lade Ihre Auswahl …
              </p>
            ) : step.index === 0 ? (
              <DetailsStep items={items} total={wizardTotal(items)} guest={guest} onSubmit={(details) => setStep({ index: 1, details })} />
            ) : step.index === 1 ? (
              // Spec §2: going back to step 1 clears the form data (step 1 mounts afresh, empty).
              <CalendarStep items={items} total={wizardTotal(items)} details={step.details} onBack={() => setStep({ index: 0 })} onBooked={booked} />
            ) : (
              <ConfirmationStep appointment={step.appointment} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
