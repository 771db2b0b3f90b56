import { Clock, MessageCircle, ShieldCheck } from "lucide-react";

const tiles = [
  { icon: Clock, title: "Results in 24-48 Hours", text: "Most results are ready within one to two working days; we call you if a value needs attention." },
  { icon: ShieldCheck, title: "Quality Assured", text: "Samples are analysed by an accredited Swiss partner laboratory with daily quality controls." },
  { icon: MessageCircle, title: "Expert Consultation", text: "A pharmacist explains your results in person or by phone and advises on the next steps." },
];

/** The three promises of the services tab (spec §2). */
export function InfoTiles() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-card border border-line bg-white p-4">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <Icon size={20} />
          </span>
          <span>
            <span className="block font-semibold text-ink">{title}</span>
            <span className="mt-0.5 block text-sm text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
