import type { Selection } from "#app/components/laboratory/selection-storage.ts";
import type { BookingRequest } from "#app/lib/queries/appointments.ts";
import { bookingType, itemName, serviceText, totalPrice } from "#contracts/lab-booking.ts";

/**
 * The wizard's pure rules (spec laboratory.md §3, §4, §5): which stored items it books, what it sends, and the
 * birthday in the API's date format. Kept apart from the components so they are tested without a browser.
 */

/** A test or pack as the wizard lists and books it. */
export type WizardItem = { _id: string; name: string; category: string; price: number; pack: boolean; preparation: string };

/**
 * The stored selection matched against the laboratory's current offer (the route's loader): items no longer
 * offered are dropped and names and prices are today's, so the total shown is the one the server will charge.
 * Without an offer (its load failed) the stored items are shown as they are; the server prices them anyway.
 */
export function wizardItems(stored: Selection, offer: WizardItem[] | null): WizardItem[] {
  const storedItems: WizardItem[] = [
    ...stored.tests.map((t) => ({ _id: t._id, name: itemName(t), category: t.category ?? "", price: t.price, pack: false, preparation: t.preparation ?? "" })),
    ...stored.packs.map((p) => ({ _id: p._id, name: itemName(p), category: p.category ?? "", price: p.price, pack: true, preparation: p.preparation ?? "" })),
  ];
  const unique = storedItems.filter((item, index) => storedItems.findIndex((other) => other._id === item._id) === index);
  if (!offer) return unique.map((item) => ({ ...item, price: typeof item.price === "number" && Number.isFinite(item.price) ? item.price : 0 }));
  const byId = new Map(offer.map((item) => [item._id, item]));
  return unique.flatMap((item) => byId.get(item._id) ?? []);
}

// lab-booking's rules tell a pack by its `labTests`; the wizard's items carry a flag instead.
const asSelectable = (items: WizardItem[]) => items.map((item) => (item.pack ? { ...item, labTests: [] } : item));

export const wizardTotal = (items: WizardItem[]) => totalPrice(items);

/** Spec §3, §4: the appointment as sent. `price` is informative only: the server prices the items itself. */
export function bookingRequest(items: WizardItem[], slot: { date: string; time: string }, notes: string): BookingRequest {
  return {
    type: bookingType(asSelectable(items)),
    service: serviceText(items),
    date: slot.date,
    time: slot.time,
    notes,
    price: totalPrice(items),
    selectedTests: items.map(({ _id, name, category, price }) => ({ _id, name, category, price })),
  };
}

/** A date input's `yyyy-mm-dd` as the API's `dd/mm/yyyy` (spec §5); anything else unchanged, for the schema to refuse. */
export function isoToSlashDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
