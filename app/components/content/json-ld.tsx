/** Structured data for search engines, rendered on the server into the page. */
export function JsonLd({ data }: { data: object }) {
  // "<" is escaped so that no text inside can ever close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
