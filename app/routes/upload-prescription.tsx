import { FileCheck2, ShieldCheck, Store, Truck } from "lucide-react";
import { UploadForm } from "#app/components/prescriptions/upload-form.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";
import { pharmacy } from "#contracts/pharmacy.ts";
import { withCarrierText } from "#contracts/shop-terms.ts";

export const meta = () =>
  pageMeta("Rezept hochladen", `Senden Sie der ${pharmacy.name} ein Foto oder PDF Ihres Rezepts: wir prüfen es und bereiten Ihre Medikamente zur Abholung vor oder senden sie ${withCarrierText}.`);

const steps = [
  { icon: FileCheck2, title: "Rezept senden", text: "Foto oder PDF hochladen, Abholung oder Versand wählen." },
  { icon: ShieldCheck, title: "Wir prüfen", text: "Eine Apothekerin oder ein Apotheker prüft das Rezept und meldet sich per E-Mail." },
  { icon: Store, title: "Abholen", text: "Abholbereit in der Apotheke: bitte das Originalrezept mitbringen." },
  { icon: Truck, title: "Oder per Post", text: `Wir senden die Medikamente ${withCarrierText}; das Originalrezept schicken Sie uns per Post.` },
];

/** Issue 26: the help dialog's "Rezept hochladen", for logged-in customers (guests log in and come back here). */
export default function UploadPrescription() {
  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-28 lg:px-8 lg:py-12">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Rezept</p>
        <h1 className="mt-1 text-2xl text-ink lg:text-3xl">Rezept hochladen</h1>
        <p className="mt-2 max-w-2xl text-gray-700">
          Rezeptpflichtige Medikamente bereiten wir nach Prüfung Ihres Rezepts für Sie vor. Ein Foto ersetzt das Original nicht: bitte bringen Sie es bei der
          Abholung mit oder schicken Sie es uns beim Versand per Post.
        </p>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start">
          <RequireAuth>
            <UploadForm />
          </RequireAuth>
          <aside aria-label="So funktioniert es" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
            <h2 className="text-lg text-ink">So funktioniert es</h2>
            <ol className="mt-3 space-y-4">
              {steps.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand" aria-hidden="true">
                    <Icon className="size-5" />
                  </span>
                  <span>
                    <span className="block font-medium text-ink">{title}</span>
                    <span className="block text-sm text-gray-700">{text}</span>
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-4 border-t border-line pt-4 text-sm text-gray-700">
              Fragen? {pharmacy.phone}
            </p>
          </aside>
        </div>
      </div>
    </div>
  );
}
