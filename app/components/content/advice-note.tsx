import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { pharmacy } from "#contracts/pharmacy.ts";
import { buttonClass } from "#app/components/ui/button.tsx";

/** "Ask the team": closes every health article and help page with the pharmacy's real contact channels. */
export function AdviceNote({ title = "Fragen Sie unser Apothekenteam", children }: { title?: string; children?: ReactNode }) {
  return (
    <aside aria-label="Beratung" className="rounded-card border border-brand/30 bg-brand-soft p-5">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-2 leading-relaxed text-ink">
        {children ?? (
          <>
            Dieser Beitrag ersetzt keine persönliche Beratung. Ob ein Mittel zu Ihnen passt, hängt von Alter, Vorerkrankungen,
            Schwangerschaft oder Stillzeit und weiteren Medikamenten ab. Wir beraten Sie gerne in der Apotheke am{" "}
            {pharmacy.street}, telefonisch oder per E-Mail. Bei starken, anhaltenden oder ungewöhnlichen Beschwerden wenden
            Sie sich bitte an Ihre Ärztin oder Ihren Arzt; im Notfall wählen Sie 144.
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={pharmacy.phoneHref} className={buttonClass("primary")}>
          <Phone className="size-4" aria-hidden="true" />
          {pharmacy.phone}
        </a>
        <a
          href={`mailto:${pharmacy.email}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand/40 bg-white px-4 font-medium wrap-anywhere text-brand hover:border-brand"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {pharmacy.email}
        </a>
      </div>
    </aside>
  );
}
