import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { mapsDirectionsUrl, pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { useOpenStatus } from "#app/lib/use-open-status.ts";

/** The thin contact bar above the header: address, phone, e-mail, hours and the open/closed badge. */
export function InfoBanner() {
  return (
    <aside aria-label="Kontakt und Öffnungszeiten" className="border-b border-line bg-soft text-[13px] text-ink">
      <div className="mx-auto flex max-w-[1280px] items-center justify-between gap-3 px-3 lg:h-9 lg:px-6">
        <OpenBadge />
        <ul className="flex shrink-0 items-center gap-0 lg:gap-5">
          <li>
            <a
              href={mapsDirectionsUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${pharmacyAddress} (Karte in neuem Fenster)`}
              className={linkClass}
            >
              <MapPin aria-hidden size={15} className="shrink-0 text-brand" />
              <span className="hidden lg:inline">{pharmacyAddress}</span>
            </a>
          </li>
          <li>
            <a href={pharmacy.phoneHref} aria-label={`Telefon ${pharmacy.phone}`} className={linkClass}>
              <Phone aria-hidden size={15} className="shrink-0 text-brand" />
              <span className="hidden lg:inline">{pharmacy.phone}</span>
            </a>
          </li>
          <li>
            <a href={`mailto:${pharmacy.email}`} aria-label={`E-Mail ${pharmacy.email}`} className={linkClass}>
              <Mail aria-hidden size={15} className="shrink-0 text-brand" />
              {/* The address as text from 1400 px only: with the longest badge ("Geschlossen - Öffnet Montag um
                  08:00", Saturday evening and Sunday) the bar was 52 px wider than a 1280 px window. */}
              <span className="hidden min-[87.5rem]:inline">{pharmacy.email}</span>
            </a>
          </li>
          <li className="hidden items-center gap-1.5 whitespace-nowrap text-ink/75 xl:flex">
            <Clock aria-hidden size={15} className="shrink-0 text-brand" />
            {pharmacy.hoursText}
          </li>
        </ul>
      </div>
    </aside>
  );
}

// On phones the links are icons only, each a full 44 px target; on desktop they read as text.
const linkClass =
  "flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md whitespace-nowrap text-ink no-underline hover:text-brand lg:h-auto lg:min-w-0 lg:justify-start";

/** Rendered only in the browser (see useOpenStatus); the empty slot keeps the bar from shifting. */
function OpenBadge() {
  const status = useOpenStatus();
  return (
    // May shrink and wrap: on a phone the longest text ("Geschlossen - Öffnet Montag um 08:00") beside the three
    // 44 px link targets is wider than the screen, and a nowrap badge pushed the whole page sideways.
    <p className="flex min-h-6 min-w-0 items-center" data-testid="open-status">
      {status && (
        <span
          className={`inline-flex items-center gap-1.5 rounded-2xl px-2.5 py-0.5 text-xs leading-tight font-medium ${
            status.open ? "bg-brand-soft text-brand-hover" : "bg-white text-ink ring-1 ring-line"
          }`}
        >
          <span aria-hidden className={`h-2 w-2 shrink-0 rounded-full ${status.open ? "bg-success" : "bg-danger"}`} />
          {status.label}
        </span>
      )}
    </p>
  );
}
