import type { DeskDay } from "#contracts/desk.ts";
import type { StripDay } from "../day-labels.ts";

const countText = (n: number) => (n === 1 ? "1 Termin" : `${n} Termine`);

/**
 * Today and the next 13 days, each a toggle button with the number booked; closed days (closures, public
 * holidays, weekends) are marked but can still be chosen, to see what was booked before a closure.
 */
export function DayStrip({ days, counts, selected, onSelect }: { days: StripDay[]; counts: DeskDay[] | undefined; selected: string; onSelect: (date: string) => void }) {
  const byDate = new Map((counts ?? []).map((d) => [d.date, d]));
  return (
    <nav aria-label="Tage" className="relative -mx-4 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
      <ul className="flex gap-2 lg:grid lg:grid-cols-14 lg:gap-1.5">
        {days.map((day, index) => {
          const info = byDate.get(day.date);
          const closed = day.weekend || day.holiday !== null || info?.closed === true;
          const booked = info?.booked ?? 0;
          const active = day.date === selected;
          return (
            <li key={day.date} className="shrink-0">
              <button
                type="button"
                onClick={() => onSelect(day.date)}
                aria-pressed={active}
                aria-label={[`${day.label}${index === 0 ? " (heute)" : ""}`, closed ? (day.holiday ? `geschlossen (${day.holiday})` : "geschlossen") : null, !closed && info && info.closedSlots.length > 0 ? `${info.closedSlots.length} Zeiten geschlossen` : null, info ? countText(booked) : null].filter(Boolean).join(", ")}
                className={`flex h-[76px] w-16 flex-col items-center justify-center rounded-lg border text-center transition-colors duration-150 lg:w-full ${
                  active
                    ? "border-brand bg-brand text-white"
                    : closed
                      ? "border-line bg-soft text-gray-600 hover:border-brand"
                      : "border-line bg-white text-ink hover:border-brand hover:text-brand"
                }`}
              >
                <span className="text-xs font-medium uppercase">{index === 0 ? "Heute" : day.weekdayShort}</span>
                <span className="tabular text-base leading-tight font-semibold xl:text-lg">
                  {day.dayOfMonth}.{day.month}.
                </span>
                <span
                  className={`tabular mt-0.5 text-[11px] leading-tight ${active ? "text-white" : closed ? "text-gray-600" : booked > 0 ? "font-semibold text-brand" : "text-muted"}`}
                  aria-hidden="true"
                >
                  {closed && booked === 0 ? "zu" : info ? (closed ? `zu · ${booked}` : booked) : "·"}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
