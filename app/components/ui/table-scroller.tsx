import type { ReactNode } from "react";

/**
 * A table wider than a phone scrolls sideways inside this frame. The frame is a focusable, named region so a
 * keyboard can scroll it too (axe's scrollable-region-focusable); `className` gives the frame its look.
 */
export function TableScroller({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div tabIndex={0} role="region" aria-label={label} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
