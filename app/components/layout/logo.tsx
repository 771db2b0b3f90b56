import { Link } from "react-router";
import { pharmacy } from "#contracts/pharmacy.ts";

const wordmarkSecondLine = pharmacy.name.replace(pharmacy.shortName, "").trim();

/** The green pharmacy cross; decorative, the name beside it carries the meaning. */
export function CrossMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b7a53" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}

/**
 * Cross mark and name, linking home. `crowded`: the row beside it is full (a manager's phone header carries five
 * 44 px icons, 402 px with the wordmark on a 390 px screen), so below 420 px only the mark shows; the name stays the
 * link's accessible name.
 */
export function Logo({ onNavigate, crowded = false }: { onNavigate?: () => void; crowded?: boolean }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2.5 rounded-lg py-1 text-ink no-underline"
    >
      <CrossMark />
      {/* A two-line wordmark keeps the header compact; the space between the lines keeps the accessible name whole. */}
      <span className={`flex flex-col leading-none whitespace-nowrap${crowded ? " max-[419px]:sr-only" : ""}`}>
        <span className="text-[18px] font-semibold tracking-tight">{pharmacy.shortName}</span>{" "}
        <span className="mt-0.5 text-[11px] font-semibold tracking-[0.2em] text-brand uppercase">{wordmarkSecondLine}</span>
      </span>
    </Link>
  );
}
