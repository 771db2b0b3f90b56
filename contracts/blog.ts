/** A health article as listed on /blogs (laboratory.md §2: title, href, category name, description, date, image). */
export type BlogArticle = {
  title: string;
  href: "/fasten-konvertiert" | "/enigma-schlaf" | "/Ferien-konvertiert";
  category: string;
  description: string;
  /** ISO date of publication. */
  date: string;
  readingMinutes: number;
  image: { src: string; alt: string; width: number; height: number };
};

const image = (name: string, alt: string) => ({ src: `/images/blog/${name}.svg`, alt, width: 640, height: 400 });

export const blogArticles: BlogArticle[] = [
  {
    title: "Gesund durch den Winter: zehn Tipps für starke Abwehrkräfte",
    href: "/fasten-konvertiert",
    category: "Immunsystem",
    description:
      "Schlaf, Bewegung an der frischen Luft, ausgewogene Ernährung und gute Hygiene: So kommen Sie fit durch die kalte Jahreszeit und wissen, wann eine Erkältung ärztlich abgeklärt gehört.",
    date: "2026-11-02",
    readingMinutes: 5,
    image: image("winter", "Illustration: Schneeflocken, eine Tasse Tee und eine Zitrone"),
  },
  {
    title: "Besser schlafen: was wirklich hilft",
    href: "/enigma-schlaf",
    category: "Schlaf",
    description:
      "Warum guter Schlaf so wichtig ist, welche Gewohnheiten ihn fördern, was pflanzliche Mittel leisten können und wann Schlafprobleme ärztlich abgeklärt werden sollten.",
    date: "2026-10-14",
    readingMinutes: 5,
    image: image("sleep", "Illustration: Mondsichel und Sterne über einem Kopfkissen"),
  },
  {
    title: "Die Reiseapotheke: Checkliste für entspannte Ferien",
    href: "/Ferien-konvertiert",
    category: "Reisen",
    description:
      "Was in die Reiseapotheke gehört, wie Sie Medikamente richtig transportieren, welche Impfungen Sie rechtzeitig planen sollten und wie Sie sich vor Sonne und Mücken schützen.",
    date: "2026-06-18",
    readingMinutes: 6,
    image: image("travel", "Illustration: Koffer mit grünem Kreuz, Sonne und Pflaster"),
  },
];

/** "2. November 2026": the article date as German readers expect it, independent of the server locale. */
export function formatArticleDate(iso: string): string {
  const months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
  const [year, month, day] = iso.split("-").map(Number);
  return `${day}. ${months[month - 1]} ${year}`;
}

export function blogArticle(href: BlogArticle["href"]): BlogArticle {
  const article = blogArticles.find((a) => a.href === href);
  if (!article) throw new Error(`Unknown article ${href}`);
  return article;
}
