import type { ReactNode } from "react";

export type BadgeTone = "brand" | "warning" | "danger" | "discount" | "neutral";

const tones: Record<BadgeTone, string> = {
  brand: "bg-brand-soft text-brand-hover",
  warning: "bg-warning-soft text-warning",
  danger: "bg-danger-soft text-danger",
  discount: "bg-discount text-white",
  neutral: "bg-soft text-ink",
};

// sm: the chips on product cards; md: the rounder labels beside headings (a category, a workload).
const sizes = { sm: "rounded-md px-2 py-0.5 text-xs font-medium", md: "rounded-full px-3 py-1 text-sm font-semibold" } as const;

/** A short status or label (regulation, availability, discount, category) in one of the theme's tones. */
export function Badge({ tone = "brand", size = "sm", className = "", children }: { tone?: BadgeTone; size?: keyof typeof sizes; className?: string; children: ReactNode }) {
  return <span className={`inline-block ${sizes[size]} ${tones[tone]} ${className}`}>{children}</span>;
}
