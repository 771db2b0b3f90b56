import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type BlogArticle, blogArticles, formatArticleDate } from "#contracts/blog.ts";
import { AdviceNote } from "./advice-note.tsx";
import { ArticleCard } from "./article-card.tsx";
import { JsonLd } from "./json-ld.tsx";
import { articleJsonLd } from "./structured-data.ts";
import { Badge } from "#app/components/ui/badge.tsx";

/**
 * A health article: back link, category and date, the title (h1), the illustration, the text in a readable
 * measure, the "ask the team" note and the two other articles.
 */
export function ArticleLayout({ article, children }: { article: BlogArticle; children: ReactNode }) {
  const others = blogArticles.filter((a) => a.href !== article.href);
  return (
    <article>
      <JsonLd data={articleJsonLd(article)} />
      <header className="border-b border-line bg-soft">
        <div className="mx-auto max-w-4xl px-4 py-8 lg:py-12">
          <Link to="/blogs" className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:text-brand-hover">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Alle Gesundheitsartikel
          </Link>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink/80">
            <Badge size="md" tone="brand">{article.category}</Badge>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {article.readingMinutes} Minuten Lesezeit
            </span>
          </p>
          <h1 className="mt-4 text-3xl leading-tight text-ink lg:text-4xl">{article.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink/80">{article.description}</p>
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 py-8 lg:py-10">
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          className="h-auto w-full rounded-card border border-line"
        />
        <div className="prose-shop mt-8 text-ink">{children}</div>
        <div className="mt-10 max-w-[72ch]">
          <AdviceNote />
        </div>
      </div>
      <aside aria-labelledby="weitere-artikel" className="border-t border-line bg-soft">
        <div className="mx-auto max-w-4xl px-4 py-10">
          <h2 id="weitere-artikel" className="text-2xl text-ink">
            Weitere Artikel
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.href}>
                <ArticleCard article={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </article>
  );
}
