import { Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

type NoticeBoxProps = { tone?: "info" | "warning"; title: string; children: ReactNode };

/** A highlighted notice: "info" in brand green, "warning" in amber (demo pages, legal limits). */
export function NoticeBox({ tone = "info", title, children }: NoticeBoxProps) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  const colours = tone === "warning" ? "border-warning/40 bg-warning-soft text-ink" : "border-brand/30 bg-brand-soft text-ink";
  const iconColour = tone === "warning" ? "text-warning" : "text-brand";
  return (
    <div role={tone === "warning" ? "note" : undefined} className={`flex gap-3 rounded-card border p-4 ${colours}`}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${iconColour}`} aria-hidden="true" />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
