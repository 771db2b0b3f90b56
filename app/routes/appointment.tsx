import type { Route } from "./+types/appointment";
import type { WizardItem } from "#app/components/appointments/wizard/booking.ts";
import { AppointmentWizard } from "#app/components/appointments/wizard/appointment-wizard.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () => [
  ...pageMeta(
    "Labortest Termin buchen",
    "Termin für Ihre Labortests und Analysepakete in der Rheinbogen Apotheke Basel online buchen: Angaben, Wunschtermin, Bestätigung per E-Mail.",
  ),
  // A personal, step-by-step form: nothing for a search index.
  { name: "robots", content: "noindex" },
];

/**
 * The laboratory's current tests and packs, trimmed to what the wizard shows: the stored selection is matched
 * against them so names and prices are today's (the server prices the booking itself in any case).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { laboratory } = context.services;
  try {
    const [grouped, packs] = await Promise.all([laboratory.listTests({}), laboratory.listPacks({})]);
    const offer: WizardItem[] = [
      ...Object.values(grouped)
        .flat()
        .map((t) => ({ _id: t._id, name: t.name, category: t.category, price: t.price, pack: false, preparation: t.preparation })),
      ...packs.map((p) => ({ _id: p._id, name: p.title, category: p.category, price: p.price, pack: true, preparation: p.preparation })),
    ];
    return { offer };
  } catch (error) {
    console.error("laboratory offer failed", error);
    return { offer: null };
  }
}

export default function Appointment({ loaderData }: Route.ComponentProps) {
  return <AppointmentWizard offer={loaderData.offer} />;
}
