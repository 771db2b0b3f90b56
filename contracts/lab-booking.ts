import { fromMinor, toMinor } from "./money.ts";

/**
 * The laboratory selection as the browser keeps it between /vacinationspage and the booking wizard
 * (spec laboratory.md §3, §4, §5), and the rules that turn it into an appointment. Pure functions: the page,
 * the wizard and the server's checks share them.
 */

/** Browser storage keys (spec §2, §3). */
export const SELECTED_TESTS_KEY = "selectedLabTests";
export const SELECTED_PACKS_KEY = "selectedAnalysisPacks";
export const APPOINTMENT_DATA_KEY = "appointmentData";

export const BOOKING_TYPES = ["INDIVIDUAL_TESTS", "ANALYSIS_PACKS", "MIXED_SERVICES"] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** What a selected test or pack must carry for the rules below; a pack is the item with `labTests`. */
export type SelectableItem = {
  _id: string;
  name?: string;
  title?: string;
  category?: string;
  price?: number | null;
  labTests?: readonly unknown[];
};

/** `appointmentData` as the services page stores it. */
export type AppointmentData<T extends SelectableItem = SelectableItem, P extends SelectableItem = SelectableItem> = {
  type: BookingType;
  selectedTests: T[];
  selectedPacks: P[];
  allSelectedItems: (T | P)[];
  totalPrice: number;
};

const isPack = (item: SelectableItem) => Array.isArray(item.labTests);

/** Spec §4: ANALYSIS_PACKS when any selected item contains lab tests, otherwise INDIVIDUAL_TESTS. */
export function bookingType(items: readonly SelectableItem[]): Exclude<BookingType, "MIXED_SERVICES"> {
  return items.some(isPack) ? "ANALYSIS_PACKS" : "INDIVIDUAL_TESTS";
}

/** Spec §4: the service label that goes with the booking type. */
export function serviceLabel(items: readonly SelectableItem[]): "Individual Lab Tests" | "Analysis Packs" {
  return bookingType(items) === "ANALYSIS_PACKS" ? "Analysis Packs" : "Individual Lab Tests";
}

export const itemName = (item: SelectableItem): string => item.name ?? item.title ?? "";

/** Spec §4: the appointment's service text, the selected items' names joined ('Ferritin, TSH'). */
export function serviceText(items: readonly SelectableItem[]): string {
  return items.map(itemName).filter(Boolean).join(", ");
}

/** Spec §5: the sum of the items' prices, a missing price counting as 0; rounded to the cent. */
export function totalPrice(items: readonly SelectableItem[]): number {
  const cents = items.reduce((sum, item) => sum + (typeof item.price === "number" && Number.isFinite(item.price) ? toMinor(item.price) : 0), 0);
  return fromMinor(cents);
}

/**
 * The `appointmentData` the services page stores. Its `type` is MIXED_SERVICES: spec §4 sets it when booking
 * from the services page, whose one list may mix tests and packs. It names where the selection came from; the
 * wizard sends the type of the rule above (`bookingType`) with the appointment.
 */
export function appointmentDataFrom<T extends SelectableItem, P extends SelectableItem>(selectedTests: T[], selectedPacks: P[]): AppointmentData<T, P> {
  const allSelectedItems = [...selectedTests, ...selectedPacks];
  return { type: "MIXED_SERVICES", selectedTests, selectedPacks, allSelectedItems, totalPrice: totalPrice(allSelectedItems) };
}
