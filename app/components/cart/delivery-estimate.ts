import { shopTerms } from "#contracts/shop-terms.ts";
import { zurichWallClock } from "#contracts/opening-hours.ts";

const WEEKDAYS = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"] as const;
const DAY_MS = 86_400_000;

/** `n` business days (Monday to Friday) after a Zurich calendar day given as a UTC-fields date. */
function addBusinessDays(day: Date, n: number): Date {
  let date = day;
  for (let left = n; left > 0; ) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** "Mi, 25.11." */
const dayLabel = (d: Date) =>
  `${WEEKDAYS[d.getUTCDay()]}, ${String(d.getUTCDate()).padStart(2, "0")}.${String(d.getUTCMonth() + 1).padStart(2, "0")}.`;

/**
 * The cart's delivery estimate: the shop's 3 to 5 business days (spec §9) counted from today in Zurich, as
 * real dates. The spec's original showed a random number of days; a shopper plans with dates.
 */
export function deliveryEstimate(now: Date): string {
  const today = zurichWallClock(now);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const from = addBusinessDays(day, shopTerms.deliveryDays.min);
  const to = addBusinessDays(day, shopTerms.deliveryDays.max);
  return `Lieferung zwischen ${dayLabel(from)} und ${dayLabel(to)}`;
}
