import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller.tsx";

/**
 * A column's heading. `from`: shown from that width up only (a phone leaves the column out); `align: "right"` for
 * figures; `readOutOnly` for a column of buttons, whose heading a screen reader needs and the eye does not.
 */
export type DataColumn = { label: ReactNode; align?: "right"; from?: "sm" | "md"; readOutOnly?: boolean };

/**
 * A column shown from that width up only, for its heading (`from`) and its cells alike. Whole class names: Tailwind
 * finds only classes written out in the source.
 */
export const SHOWN_FROM = { sm: "hidden sm:table-cell", md: "hidden md:table-cell" } as const;
const CARD_FRAME = "rounded-[var(--radius-card)] border border-line bg-white";

/**
 * The staff areas' lists as a table: framed, scrolling sideways on a phone, one heading style, rows divided by a line.
 * `children` are the rows. `stale` dims rows that still show the previous page while the next one loads; `busy` tells
 * a screen reader the table is being updated.
 */
export function DataTable({
  label,
  columns,
  caption,
  labelledBy,
  busy,
  stale,
  frameClassName = CARD_FRAME,
  children,
}: {
  /** Names the scrolling frame, "… (seitlich scrollbar)". */
  label: string;
  columns: DataColumn[];
  /** The table's name for a screen reader (a visually hidden caption); or `labelledBy`, a visible heading's id. */
  caption?: ReactNode;
  labelledBy?: string;
  busy?: boolean;
  stale?: boolean;
  frameClassName?: string;
  children: ReactNode;
}) {
  return (
    <TableScroller label={label} className={frameClassName}>
      <table className={`w-full text-left text-sm${stale ? " opacity-60" : ""}`} aria-busy={busy || undefined} aria-labelledby={labelledBy}>
        {caption === undefined ? null : <caption className="sr-only">{caption}</caption>}
        <thead className="bg-soft text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={[column.from && SHOWN_FROM[column.from], "px-3 py-2", column.align === "right" && "text-right"].filter(Boolean).join(" ")}
              >
                {column.readOutOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </TableScroller>
  );
}
