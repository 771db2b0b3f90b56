import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type Props = {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Shown at the tile's right edge: a price, "Kostenlos". */
  aside?: ReactNode;
};

/**
 * One option of a checkout choice (fulfilment, payment) as a tile. A native radio with its label, so the group
 * works with the keyboard as everywhere (Tab into the group, arrows to choose).
 */
export function ChoiceTile({ name, value, checked, disabled, onSelect, icon: Icon, title, children, aside }: Props) {
  return (
    <label
      className={`flex gap-3 rounded-card border-2 bg-white p-4 transition-colors duration-150 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40 ${
        disabled ? "cursor-not-allowed border-line opacity-70" : checked ? "cursor-pointer border-brand" : "cursor-pointer border-line hover:border-brand/50"
      }`}
    >
      <input type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onSelect} className="mt-1 size-5 shrink-0 accent-brand" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="flex items-center gap-2 font-semibold text-ink">
            <Icon aria-hidden className="size-5 text-brand" />
            {title}
          </span>
          {aside ? <span className="text-sm">{aside}</span> : null}
        </span>
        {children ? <span className="mt-1 block text-sm leading-relaxed text-muted">{children}</span> : null}
      </span>
    </label>
  );
}
