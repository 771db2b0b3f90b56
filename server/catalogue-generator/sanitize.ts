import sanitizeHtml from "sanitize-html";

/**
 * The one gate for HTML on its way into the database: an allow-list of harmless formatting tags and no
 * attributes at all, so no script, style, event handler or javascript: URL can ever reach a page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "strong", "em", "b", "i", "u", "sup", "sub", "h3", "h4", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
};

// Generated leaflets repeat many fragments verbatim; the same input always gives the same output.
const memo = new Map<string, string>();
const MEMO_LIMIT = 20_000;

export function cleanHtml(html: string): string {
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, clean);
  return clean;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Sanitises a template with {{placeholders}} (memoised: templates repeat), then fills in the values as
 * escaped text. Text without <, > or & cannot open a tag, so the result is as clean as the template.
 */
export function cleanTemplate(template: string, values: Record<string, string>): string {
  return cleanHtml(template).replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeText(values[key] ?? ""));
}

/** Plain text of HTML for search columns (never rendered as HTML): tags become spaces, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
