import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { type BlogArticle, formatArticleDate } from "#contracts/blog.ts";

/** A blog card: image, category, date, title as the one link (the whole card is clickable), description. */
/** `eager` for cards above the fold (the /blogs grid), so the first paint does not wait for a scroll. */
export function ArticleCard({ article, headingLevel = 2, eager = false }: { article: BlogArticle; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white transition-shadow hover:shadow-float">
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={article.image.width}
        height={article.image.height}
        loading={eager ? "eager" : "lazy"}
        className="aspect-[8/5] h-auto w-full border-b border-line object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-brand">{article.category}</span>
          <time dateTime={article.date} className="text-muted">
            {formatArticleDate(article.date)}
          </time>
        </p>
        <Heading className="mt-2 text-xl leading-snug text-ink">
          <Link to={article.href} className="after:absolute after:inset-0 group-hover:text-brand">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{article.description}</p>
        <span className="mt-4 inline-flex items-center gap-1.5 font-medium text-brand" aria-hidden="true">
          Weiterlesen
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
