import { Heart } from "lucide-react";
import { useFavorite } from "./use-favorite.ts";

/** The favourite heart on cards and the detail page. */
export function FavoriteButton({ pharmacode, name, className }: { pharmacode: number; name: string; className?: string }) {
  const { favorite, busy, toggle } = useFavorite(pharmacode);
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
      disabled={busy}
      aria-pressed={favorite}
      aria-label={favorite ? `${name} aus den Favoriten entfernen` : `${name} zu den Favoriten hinzufügen`}
      className={
        className ??
        "flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-muted shadow-sm hover:text-discount disabled:opacity-60"
      }
    >
      <Heart aria-hidden size={20} className={favorite ? "fill-discount text-discount" : ""} />
    </button>
  );
}
