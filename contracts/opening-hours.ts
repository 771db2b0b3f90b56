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
  const local = zurichWallClock(at);
  const isoDay = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const today = openingSchedule[isoDay];

  if (today && minutes >= today.opens && minutes < today.closes) return { open: true, label: OPEN_LABEL };
  if (today && minutes < today.opens) return { open: false, label: OPENS_TODAY_LABEL };
  if (isoDay >= 6) return { open: false, label: OPENS_MONDAY_LABEL };
  return { open: false, label: OPENS_TOMORROW_LABEL };
}

const HOUR_MS = 3_600_000;

/**
 * Zurich's wall clock for an instant, as a Date whose UTC fields read the local time: CET (UTC+1), and CEST
 * (UTC+2) from the last Sunday of March to the last Sunday of October, both at 01:00 UTC (the EU rule, which
 * Switzerland has followed since 1981). Worked out by hand because the badge runs on every page, and a browser's
 * first time-zone lookup through Intl loads ICU data for tens of milliseconds of main thread (about a quarter of
 * a phone's blocking time at start). A test compares it with Intl's Europe/Zurich over years of instants.
 */
export function zurichWallClock(at: Date): Date {
  const year = at.getUTCFullYear();
  const lastSundayAt1Utc = (month: number) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
    return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
  };
  const time = at.getTime();
  const summer = time >= lastSundayAt1Utc(2) && time < lastSundayAt1Utc(9);
  return new Date(time + (summer ? 2 : 1) * HOUR_MS);
}
