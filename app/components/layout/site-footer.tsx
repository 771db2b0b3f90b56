import { Camera, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { mapsDirectionsUrl, pharmacy, pharmacyAddress } from "#contracts/pharmacy.ts";
import { CrossMark } from "./logo.tsx";
import { LAB_PATH, SHOP_PATH, type NavLink } from "./nav-links.ts";

const columns: { title: string; links: NavLink[] }[] = [
  {
    title: "Dienstleistungen",
    links: [
      { label: "Shop", to: SHOP_PATH },
      { label: "Labor", to: LAB_PATH },
      { label: "Gesundheitsartikel", to: "/blogs" },
    ],
  },
  { title: "Support", links: [{ label: "FAQs", to: "/faqs" }] },
  {
    title: "Unternehmen",
    links: [
      { label: "über uns", to: "/aboutus" },
      { label: "Leistungen", to: "/services" },
      { label: "Karriere / Offene Stellen", to: "/jobs" },
    ],
  },
  { title: "Legal", links: [{ label: "Datenschutz", to: "/privacypolicy" }] },
];

/** Contact block, link columns and the copyright line (spec §2). */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-soft text-[15px]">
      <div className="mx-auto grid max-w-[1280px] gap-10 px-4 py-12 lg:grid-cols-[1.3fr_2fr] lg:px-6">
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="flex items-center gap-2.5 text-lg">
            <CrossMark className="h-7 w-7" />
            {pharmacy.name}
          </h2>
          <ul className="mt-4 space-y-2 text-ink">
            <li>
              <a href={mapsDirectionsUrl} target="_blank" rel="noopener noreferrer" className={contactLinkClass}>
                <MapPin aria-hidden size={17} className="text-brand" />
                {pharmacyAddress}
              </a>
            </li>
            <li>
              <a href={pharmacy.phoneHref} className={contactLinkClass}>
                <Phone aria-hidden size={17} className="text-brand" />
                {pharmacy.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${pharmacy.email}`} className={`${contactLinkClass} break-all`}>
                <Mail aria-hidden size={17} className="shrink-0 text-brand" />
                {pharmacy.email}
              </a>
            </li>
            <li className="flex gap-2 pt-1">
              <Clock aria-hidden size={17} className="mt-0.5 shrink-0 text-brand" />
              <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-0.5 text-ink/75">
                {pharmacy.hoursLines.map((line) => (
                  <div key={line.days} className="contents">
                    <dt>{line.days}</dt>
                    <dd className="tabular">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
          <a
            href={pharmacy.social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 font-medium text-ink no-underline hover:border-brand hover:text-brand"
          >
            <Camera aria-hidden size={18} />
            {pharmacy.social.label}
            <span className="sr-only"> (neues Fenster)</span>
          </a>
        </section>
        <nav aria-label="Fusszeile" className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-semibold tracking-wider text-ink uppercase">{column.title}</h2>
              <ul className="mt-3 space-y-1">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center text-ink/75 no-underline hover:text-brand hover:underline lg:min-h-9"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-[1280px] px-4 py-5 text-sm text-ink/75 lg:px-6">
          © {pharmacy.copyrightYear} {pharmacy.name}. Alle Rechte vorbehalten.
        </p>
      </div>
    </footer>
  );
}

const contactLinkClass = "inline-flex min-h-8 items-center gap-2 text-ink no-underline hover:text-brand";
