import * as Dialog from "@radix-ui/react-dialog";
import { FileUp, Mail, MessageCircleQuestion, PackageSearch, RotateCcw, Truck, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { pharmacy } from "#contracts/pharmacy.ts";
import type { LazyDialogProps } from "#app/components/ui/lazy-dialog.ts";
import { ModalShell } from "#app/components/ui/dialog.tsx";

type HelpLink = { label: string; href: string; icon: ReactNode; external?: boolean };

const helpLinks: HelpLink[] = [
  { label: "Bestellung verfolgen", href: "/track-order", icon: <PackageSearch aria-hidden size={20} /> },
  { label: "Kontakt", href: `mailto:${pharmacy.email}`, icon: <Mail aria-hidden size={20} />, external: true },
  { label: "Häufige Fragen", href: "/faqs", icon: <MessageCircleQuestion aria-hidden size={20} /> },
  { label: "Rezept hochladen", href: "/upload-prescription", icon: <FileUp aria-hidden size={20} /> },
  { label: "Rückgaberichtlinie", href: "/return-policy", icon: <RotateCcw aria-hidden size={20} /> },
  { label: "Versandinformationen", href: "/shipping", icon: <Truck aria-hidden size={20} /> },
];

/** The help dialog behind the floating button. Radix closes it on Escape, on the close button and on a click outside. */
export default function HelpDialog(props: LazyDialogProps) {
  const close = () => props.onOpenChange(false);
  return (
    <ModalShell
      {...props}
      className="fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-24px)] overflow-y-auto rounded-xl bg-white p-5 shadow-float sm:inset-x-auto sm:right-6 sm:bottom-24 sm:w-[420px]"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <Dialog.Title className="pt-2 text-lg">Wie können wir Ihnen helfen?</Dialog.Title>
        <Dialog.Close
          aria-label="Schliessen"
          className="-mt-1 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-soft hover:text-ink"
        >
          <X aria-hidden size={22} />
        </Dialog.Close>
      </div>
      <ul className="grid gap-1.5">
        {helpLinks.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.href} className={linkClass} onClick={close}>
                <span className="text-brand">{link.icon}</span>
                {link.label}
              </a>
            ) : (
              <Link to={link.href} className={linkClass} onClick={close}>
                <span className="text-brand">{link.icon}</span>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ModalShell>
  );
}

const linkClass =
  "flex min-h-12 items-center gap-3 rounded-lg border border-line px-3 py-2 text-[15px] font-medium text-ink no-underline hover:border-brand hover:bg-brand-soft";
