import { and, gte, isNull, lte } from "drizzle-orm";
import { formatDayText, isoDayText } from "#contracts/calendar.ts";
import { calendarDays } from "#contracts/appointment-slots.ts";
import type { Db } from "#server/db/client.ts";
import { deskClosures } from "#server/db/schema/desk.ts";

/**
 * The days of the customer's 14-day calendar that the desk closed as a whole (issue 31 point 3), `dd/mm/yyyy` in
 * date order, so the wizard's strip disables them like weekends and holidays instead of offering 17 closed slots.
 * Only the dates: the reason staff typed ("Personal abwesend") is theirs, the customer reads "Geschlossen".
 * Public holidays are not listed: the calendar knows them itself (contracts/holidays.ts).
 */
export async function closedDaysAhead(db: Pick<Db, "select">, now: Date): Promise<string[]> {
  const strip = calendarDays(now);
  const rows = await db
    .select({ day: deskClosures.day })
    .from(deskClosures)
    .where(and(isNull(deskClosures.time), gte(deskClosures.day, isoDayText(strip[0]!.day)), lte(deskClosures.day, isoDayText(strip.at(-1)!.day))))
    .orderBy(deskClosures.day);
  return rows.map(({ day }) => formatDayText({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) }));
}
