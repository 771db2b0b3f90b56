import type { ArticleDetail, SoloField } from "#contracts/catalogue.ts";

/** Button labels of 'Find More Products' and the 'More Products by {label}' title (spec §2). */
export const fieldLabels: Record<SoloField, string> = {
  substance: "Substance",
  brand: "Brand",
  consumerFolderSummary: "Summary",
  consumerFolderTitle: "Title",
  companyName: "Company",
};

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** Consumer folder title (spec §5): brackets and trademark marks removed, cut to 3 words when over 20 characters. */
export function prepareTitle(title: string): string {
  const clean = stripHtml(title).replace(/[()[\]{}®™©]/g, " ").replace(/\s+/g, " ").trim();
  return clean.length > 20 ? clean.split(" ").slice(0, 3).join(" ") : clean;
}

/** Summary (spec §5): the first four words longer than two characters. */
export function prepareSummary(summary: string): string {
  return stripHtml(summary)
    .split(" ")
    .map((w) => w.replace(/[.,;:!?"'«»()]/g, ""))
    .filter((w) => w.length > 2)
    .slice(0, 4)
    .join(" ");
}

/** The value a field search sends; an empty string means there is nothing to search for. */
export function fieldValue(field: SoloField, article: ArticleDetail): string {
  switch (field) {
    case "brand":
      return article.description.brand?.trim() ?? "";
    case "consumerFolderTitle":
      return prepareTitle(article.consumerFolder?.title ?? "");
    case "consumerFolderSummary":
      return prepareSummary(article.consumerFolder?.summary ?? "");
    case "companyName":
      return article.company?.name?.trim() ?? "";
    case "substance":
      return article.substances[0]?.description?.trim() ?? "";
  }
}

/** The retry for a title search that found nothing: its first word (spec §5). */
export function titleRetryValue(value: string): string | null {
  const first = value.split(" ")[0] ?? "";
  return first && first !== value ? first : null;
}
