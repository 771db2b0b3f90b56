import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { readSelection, storeForBooking } from "#app/components/laboratory/selection-storage.ts";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { useHasToken } from "#app/lib/session.ts";
import type { Appointment } from "#contracts/appointments.ts";
import { wizardItems, wizardTotal, type WizardItem } from "./booking.ts";
import { CalendarStep } from "./calendar-step.tsx";
import { ConfirmationStep } from "./confirmation-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import { StepIndicator } from "./step-indicator.tsx";
import { readWizard, stepFromSearch, writeWizard, type BookingDetails, type DetailsValues, type WizardMemory } from "./wizard-storage.ts";

// Spec §2: the three titles, word for word.
export const STEP_TITLES = ["Labortest Termin buchen", "Termin auswählen", "Termin erfolgreich gebucht!"] as const;

/**
 * The booking wizard (spec laboratory.md §2 "Appointment wizard", §4): details, calendar, confirmation. The step
 * is the URL's (`?step=2`, `?step=3`): the browser's Back from the calendar returns to the details with what was
 * typed, a reload stays on its step (issue 31). The data between the steps is in this tab's sessionStorage
 * (wizard-storage.ts). The selection lives in the browser's storage, so the wizard shows a spinner until it has
 * read both rather than a flash of "Keine Tests ausgewählt". `offer` is the laboratory's current tests and packs
 * (null if they failed to load).
 */
export function AppointmentWizard({ offer }: { offer: WizardItem[] | null }) {
  const [items, setItems] = useState<WizardItem[] | null>(null);
  const [memory, setMemory] = useState<WizardMemory | null>(null);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const asked = stepFromSearch(search);
  // Step 2 without the details typed in this tab (a link, another tab) begins at step 1.
  const index = (memory === null || (asked === 2 && !memory.details) ? 0 : asked - 1) as 0 | 1 | 2;
  const guest = !useHasToken();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    setItems(wizardItems(readSelection(null, null), offer));
    setMemory(readWizard());
  }, [offer]);

  // A new step replaces the page's content: take keyboard and screen-reader users to its title, from the top.
  useEffect(() => {
    if (memory === null) return;
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [index, memory === null]); // eslint-disable-line react-hooks/exhaustive-deps

  const remember = (next: WizardMemory) => {
    writeWizard(next);
    setMemory(next);
  };

  const toCalendar = (values: DetailsValues, details: BookingDetails) => {
    remember({ values, details });
    void navigate("?step=2", { state: { fromDetails: true } });
  };

  // Back to step 1 as the browser's Back would, when step 1 is the entry before; else (a reload of step 2) to it.
  const back = () => {
    if ((location.state as { fromDetails?: boolean } | null)?.fromDetails) void navigate(-1);
    else void navigate("?", { replace: true });
  };

  const booked = (appointment: Appointment) => {
    // The booked selection is done with: the laboratory page starts empty next time, and so does the form.
    storeForBooking({ tests: [], packs: [] });
    remember({ booked: appointment });
    // Replacing step 2: the browser's Back then leads to the details, not to booking the same slot again.
    void navigate("?step=3", { replace: true });
  };

  return (
    <div className="bg-soft">
      {/* Bottom room on a phone: the floating help button must not sit on "Zurück" or "Termin buchen". */}
      <div className="mx-auto max-w-3xl px-4 pt-6 pb-28 sm:py-10">
        <StepIndicator current={index} />
        <div className="mt-5 rounded-card border border-line bg-white p-5 sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="text-2xl text-ink focus:outline-none sm:text-3xl">
            {STEP_TITLES[index]}
          </h1>
          <div className="mt-6">
            {items === null || memory === null ? (
              <p className="flex items-center gap-3 py-6 text-muted">
                <Spinner size="sm" /> Lade Ihre Auswahl …
              </p>
            ) : index === 0 ? (
              <DetailsStep items={items} total={wizardTotal(items)} guest={guest} initialValues={memory.values} onSubmit={toCalendar} />
            ) : index === 1 ? (
              <CalendarStep items={items} total={wizardTotal(items)} details={memory.details!} onBack={back} onBooked={booked} />
            ) : (
              <ConfirmationStep appointment={memory.booked ?? null} guest={guest} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
