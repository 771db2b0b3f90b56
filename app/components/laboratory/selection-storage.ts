import type { AnalysisPack, LabTest } from "#contracts/laboratory.ts";
import { APPOINTMENT_DATA_KEY, appointmentDataFrom, SELECTED_PACKS_KEY, SELECTED_TESTS_KEY } from "#contracts/lab-booking.ts";

export type Selection = { tests: LabTest[]; packs: AnalysisPack[] };

function readList(key: string): { _id: string }[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is { _id: string } => typeof item?._id === "string") : [];
  } catch {
    // Storage blocked or a value another script wrote: start without a selection.
    return [];
  }
}

/**
 * The selection kept in the browser (keys selectedLabTests, selectedAnalysisPacks), matched against the offer
 * the page shows: an item the lab no longer offers is dropped, and prices and texts come from the current offer.
 * Without an offer (its list failed to load) the stored items are kept as they are.
 */
export function readSelection(tests: LabTest[] | null, packs: AnalysisPack[] | null): Selection {
  const current = <T extends { _id: string }>(stored: { _id: string }[], offer: T[] | null): T[] => {
    if (!offer) return stored as T[];
    const byId = new Map(offer.map((item) => [item._id, item]));
    return stored.flatMap((item) => byId.get(item._id) ?? []);
  };
  return { tests: current(readList(SELECTED_TESTS_KEY), tests), packs: current(readList(SELECTED_PACKS_KEY), packs) };
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode with storage disabled: the selection lives until the page is left.
  }
}

/** Keeps the current selection so that a reload or a return to the page restores it. */
export function writeSelection({ tests, packs }: Selection) {
  write(SELECTED_TESTS_KEY, tests);
  write(SELECTED_PACKS_KEY, packs);
}

/** What the booking wizard reads: both lists and appointmentData (type, items, total). */
export function storeForBooking(selection: Selection) {
  writeSelection(selection);
  write(APPOINTMENT_DATA_KEY, appointmentDataFrom(selection.tests, selection.packs));
}
