/**
 * The profile keeps the address as one line ("Rheingasse 1, 4058 Basel", as signup asks for it); the checkout
 * asks for street, postcode and city apart. A line that does not read as a Swiss address fills the street only,
 * and the shopper completes the rest.
 */
export function splitProfileAddress(address: string | null | undefined): { street: string; zip: string; city: string } {
  const text = (address ?? "").trim();
  const match = /^(.*?)[,\s]+(?:CH-)?(\d{4})\s+(.+)$/.exec(text);
  if (!match) return { street: text, zip: "", city: "" };
  return { street: match[1]!.trim().replace(/,$/, ""), zip: match[2]!, city: match[3]!.trim() };
}
