/**
 * The pharmacy's identity and contact data: the one place every page, mail and footer reads them from.
 * Demo defaults (a reserved e-mail domain, so the demo never mails a real business).
 */
export const pharmacy = {
  name: "Rheinbogen Apotheke",
  shortName: "Rheinbogen",
  city: "Basel",
  street: "Marktplatz 9",
  postalCode: "4051",
  country: "Schweiz",
  phone: "+41 61 000 00 00",
  phoneHref: "tel:+41610000000",
  email: "kontakt@rheinbogen-apotheke.example",
  jobsEmail: "jobs@rheinbogen-apotheke.example",
  location: { lat: 47.5581, lon: 7.5878 },
  /** Opening hours as shown to shoppers; the open/closed badge computes from `openingSchedule`. */
  hoursText: "Mo–Fr 08:00–19:30, Sa 08:00–17:00, So geschlossen",
  hoursLines: [
    { days: "Montag – Freitag", hours: "08:00 – 19:30" },
    { days: "Samstag", hours: "08:00 – 17:00" },
    { days: "Sonntag", hours: "geschlossen" },
  ],
  /** Personal services (spec: FAQ answer); laboratory appointments follow their slots (appointment-slots.ts). */
  serviceHoursText: "Montag bis Freitag 08:00 bis 18:00",
  social: { label: "Instagram", href: "https://www.instagram.com/" },
  foundedYear: 1921,
  copyrightYear: 2024,
} as const;

export const pharmacyAddress = `${pharmacy.street}, ${pharmacy.postalCode} ${pharmacy.city}`;

export const mapsDirectionsUrl = `https://www.openstreetmap.org/?mlat=${pharmacy.location.lat}&mlon=${pharmacy.location.lon}#map=18/${pharmacy.location.lat}/${pharmacy.location.lon}`;

export const mapsEmbedUrl = (() => {
  const { lat, lon } = pharmacy.location;
  const d = 0.004;
  const bbox = [lon - d, lat - d / 2, lon + d, lat + d / 2].join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat},${lon}`;
})();
