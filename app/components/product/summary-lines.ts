/** Text of an HTML fragment: tags dropped, white space collapsed. */
export const plainText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

// Where one line of a summary ends: a paragraph, a list item, a line break, a heading.
const LINE_END = /<\/(?:p|li|h[1-6]|div)>|<br\s*\/?>/gi;

/**
 * The summary's lines for the product page's Information box, each block of the HTML one line (issue 30: "…30
 * mg/ml Darreichungsform: Sirup Zugelassenes…" ran the list items together), within about `budget` characters:
 * lines past it are left out, a first line longer than it is cut at a word with an ellipsis.
 */
export function summaryLines(html: string, budget = 220): string[] {
  const lines = html
    .split(LINE_END)
    .map(plainText)
    .filter((line) => line !== "");
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (kept.length > 0 && used + line.length > budget) break;
    kept.push(line.length > budget ? `${line.slice(0, budget - 3).replace(/\s+\S*$/, "")}…` : line);
    used += line.length;
  }
  return kept;
}
