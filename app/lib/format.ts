import { formatChf } from "#contracts/money.ts";

/** The savings string the API sends ("3.50") shown as money; "0.00" or garbage means there is nothing saved. */
export function savingsText(savings: string | null | undefined): string | null {
  if (!savings) return null;
  const value = Number(savings);
  if (!Number.isFinite(value) || value <= 0 || savings === "0.00") return null;
  return formatChf(value);
}

/** `yyyy-mm-dd` as Swiss readers write it, `dd.MM.yyyy`; anything else as it came. */
export function swissDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}
