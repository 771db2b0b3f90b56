import type { Appointment, GuestContact } from "#contracts/appointments.ts";

/**
 * What the wizard keeps between its steps (issue 31 point 5). The step is in the URL (`?step=2`), so the browser's
 * Back and a reload work; the data is not, because a guest's e-mail, phone, address and birthday do not belong in
 * URLs (history, logs, shared links). It stays in this tab's sessionStorage, gone when the tab closes.
 */
const KEY = "appointmentWizard";

/** Step 1's fields as typed (the birthday as the date input holds it). */
export type BookingDetails = { contact: GuestContact | null; notes: string };
export type DetailsValues = { email: string; phone: string; address: string; birthday: string; notes: string };
export type WizardMemory = { values?: DetailsValues; details?: BookingDetails; booked?: Appointment };

export function readWizard(): WizardMemory {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "{}");
    return value && typeof value === "object" ? (value as WizardMemory) : {};
  } catch {
    return {};
  }
}

export function writeWizard(memory: WizardMemory) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage disabled: the steps still work, only a reload starts over.
  }
}

/** The step the URL names: 1 unless `step` is 2 or 3. */
export function stepFromSearch(search: URLSearchParams): 1 | 2 | 3 {
  const step = search.get("step");
  return step === "2" ? 2 : step === "3" ? 3 : 1;
}
