import { TZDate } from "@date-fns/tz";

export const PHARMACY_TIME_ZONE = "Europe/Zurich";

/** Minutes after midnight, per ISO weekday (1 = Monday … 7 = Sunday); null = closed all day. */
export const openingSchedule: Record<number, { opens: number; closes: number } | null> = {
  1: { opens: 8 * 60, closes: 19 * 60 + 30 },
  2: { opens: 8 * 60, closes: 19 * 60 + 30 },
  3: { opens: 8 * 60, closes: 19 * 60 + 30 },
  4: { opens: 8 * 60, closes: 19 * 60 + 30 },
  5: { opens: 8 * 60, closes: 19 * 60 + 30 },
  6: { opens: 8 * 60, closes: 17 * 60 },
  7: null,
};

export const OPEN_LABEL = "Jetzt geöffnet";
export const OPENS_TODAY_LABEL = "Öffnet um 08:00";
export const OPENS_TOMORROW_LABEL = "Geschlossen - Öffnet morgen um 08:00";
export const OPENS_MONDAY_LABEL = "Geschlossen - Öffnet Montag um 08:00";

export type OpenStatus = { open: boolean; label: string };

/**
 * Open/closed badge of the top banner, always in Zurich local time whatever the visitor's clock says.
 * The texts are the spec's (shop.md §4); Saturday evening and Sunday point to Monday.
 */
export function openStatus(at: Date): OpenStatus {
  const local = new TZDate(at.getTime(), PHARMACY_TIME_ZONE);
  const isoDay = local.getDay() === 0 ? 7 : local.getDay();
  const minutes = local.getHours() * 60 + local.getMinutes();
  const today = openingSchedule[isoDay];

  if (today && minutes >= today.opens && minutes < today.closes) return { open: true, label: OPEN_LABEL };
  if (today && minutes < today.opens) return { open: false, label: OPENS_TODAY_LABEL };
  if (isoDay >= 6) return { open: false, label: OPENS_MONDAY_LABEL };
  return { open: false, label: OPENS_TOMORROW_LABEL };
}
