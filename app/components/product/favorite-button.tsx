import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { useFavorite } from "./use-favorite.ts";

/** The favourite heart on cards, search results, the detail page and the favourites page. */
export function FavoriteButton({ pharmacode, name, className }: { pharmacode: number; name: string; className?: string }) {
  const { favorite, known, busy, toggle } = useFavorite(pharmacode);
  // The server render cannot know whether a token is stored: the heart appears once the browser knows.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const shown = hydrated && known;
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      disabled={busy || !shown}
      aria-pressed={favorite}
      aria-busy={!shown || undefined}
      aria-label={favorite ? `${name} aus den Favoriten entfernen` : `${name} zu den Favoriten hinzufügen`}
      className={`${
        className ??
        "flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-muted shadow-sm hover:text-discount disabled:opacity-60"
      } ${shown ? "" : "invisible"}`}
    >
      <Heart aria-hidden size={20} className={favorite ? "fill-discount text-discount" : ""} />
    </button>
  );
}
