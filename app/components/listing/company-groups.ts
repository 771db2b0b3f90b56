/** Companies grouped by first letter (spec §2); names starting with a digit go under 'Numbers' at the end. */
export function groupCompanies(names: string[]): { letter: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const name of [...names].sort((a, b) => a.localeCompare(b, "de"))) {
    const first = name.trim().charAt(0);
    const letter = /\d/.test(first)
      ? "Numbers"
      : first.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toUpperCase() || "#";
    const list = groups.get(letter) ?? [];
    list.push(name);
    groups.set(letter, list);
  }
  const letters = [...groups.keys()].filter((l) => l !== "Numbers").sort((a, b) => a.localeCompare(b, "de"));
  if (groups.has("Numbers")) letters.push("Numbers");
  return letters.map((letter) => ({ letter, names: groups.get(letter)! }));
}
