import type { ReactNode } from "react";

/**
 * A table wider than a phone scrolls sideways inside this frame. The frame is a focusable, named region so a
 * keyboard can scroll it too (axe's scrollable-region-focusable); `className` gives the frame its look. `relative`
 * makes the frame the containing block of what is positioned inside: a column's `sr-only` heading (absolute) escaped
 * it otherwise and pushed a phone's whole page 25-41 px wide.
 */
export function TableScroller({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
