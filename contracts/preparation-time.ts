import { parseSlotTime } from "./appointment-slots.ts";

/**
 * Reads a time of day out of the laboratory's preparation hints (issue 31 point 6), so the calendar can say which
 * slots are later than a hint recommends. Data-driven: whatever a hint says in the catalogue's words — "Termin
 * möglichst vor 10 Uhr" (fasting values), "Blutentnahme zwischen 7 und 10 Uhr" (values that vary over the day) —
 * and nothing per test. "vor N Uhr" ends before N:00; "zwischen A und B Uhr" includes a start at B:00.
 */
export type LatestStart = { minutes: number; inclusive: boolean };

const BEFORE = /\bvor (\d{1,2}) Uhr/i;
const BETWEEN = /\bzwischen \d{1,2} und (\d{1,2}) Uhr/i;

export function latestStartOf(hint: string): LatestStart | null {
  const before = BEFORE.exec(hint);
  if (before) return { minutes: Number(before[1]) * 60, inclusive: false };
  const between = BETWEEN.exec(hint);
  if (between) return { minutes: Number(between[1]) * 60, inclusive: true };
  return null;
}

/** The strictest limit of all hints of a selection; null when none names a time of day. */
export function latestStartOfAll(hints: readonly string[]): LatestStart | null {
  let strictest: LatestStart | null = null;
  for (const limit of hints.map(latestStartOf)) {
    if (!limit) continue;
    const end = limit.minutes - (limit.inclusive ? 0 : 1);
    if (!strictest || end < strictest.minutes - (strictest.inclusive ? 0 : 1)) strictest = limit;
  }
  return strictest;
}

/** Whether a slot (`HH:mm`) starts later than the limit allows. */
export function isLaterThan(time: string, limit: LatestStart | null): boolean {
  const minutes = parseSlotTime(time);
  if (!limit || minutes === null) return false;
  return limit.inclusive ? minutes > limit.minutes : minutes >= limit.minutes;
}

/** "vor 10:00 Uhr" or "bis 10:00 Uhr", as the calendar says it. */
export function limitText(limit: LatestStart): string {
  const hh = String(Math.floor(limit.minutes / 60)).padStart(2, "0");
  const mm = String(limit.minutes % 60).padStart(2, "0");
  return `${limit.inclusive ? "bis" : "vor"} ${hh}:${mm} Uhr`;
}
