/**
 * The first line of a mail to a customer. A name is free text (signup, checkout), and the first line is what a
 * mail client shows in its preview: "Guten Tag Ihr Gutschein: http://phish.example/…" reads as the pharmacy's
 * offer (issue 37). So the name is only used when it reads as a name: letters (with marks), spaces, hyphens,
 * apostrophes and a dot after an initial; anything with a digit, a colon, a slash, an @, or a dot followed by a
 * letter (a host name) gets the neutral greeting.
 */
const NAME = /^\p{L}[\p{L}\p{M}' ’\-.]*$/u;
const HOST_LIKE = /\.\p{L}/u;

export function plainName(...parts: string[]): string | null {
  const name = parts.map((p) => p.trim()).filter(Boolean).join(" ");
  if (name === "" || name.length > 120 || !NAME.test(name) || HOST_LIKE.test(name)) return null;
  return name;
}

/** "Guten Tag Anna Muster," (a German letter's salutation ends with a comma, issue 38), or "Guten Tag,". */
export const greeting = (...parts: string[]): string => {
  const name = plainName(...parts);
  return name ? `Guten Tag ${name},` : "Guten Tag,";
};
