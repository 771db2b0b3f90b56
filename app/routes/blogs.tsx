import { ArticleCard } from "#app/components/content/article-card.tsx";
import { PageHero } from "#app/components/content/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { blogArticles } from "#contracts/blog.ts";
import { pharmacy } from "#contracts/pharmacy.ts";

export const meta = () =>
  pageMeta(
    "Gesundheitsartikel",
    `Gesundheitstipps aus der ${pharmacy.name}: Abwehrkräfte im Winter, besser schlafen und die Reiseapotheke für die Ferien.`,
  );

export default function Blogs() {
  return (
    <>
      <PageHero
        eyebrow="Ratgeber"
        title="Gesundheitsartikel"
        lead={
          <p>
            Verständlich erklärt und von unserem Apothekenteam geschrieben: praktische Tipps für den Alltag, die eine
            persönliche Beratung ergänzen, aber nicht ersetzen.
          </p>
        }
      />
      <section aria-label="Artikel" className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogArticles.map((article) => (
            <li key={article.href}>
              <ArticleCard article={article} eager />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
