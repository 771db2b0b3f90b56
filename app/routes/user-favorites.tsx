import { Heart, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { FavouriteGroup } from "#app/components/favourites/favourite-group.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useFavourites } from "#app/lib/queries/favourites.ts";
import { isSessionEnded } from "#app/lib/queries/session-ended.ts";
import { RequireAuth } from "#app/lib/require-auth.tsx";

export const meta = () => [...pageMeta("My Favorites", "Ihre Favoriten bei der Rheinbogen Apotheke."), { name: "robots", content: "noindex" }];

export default function FavouritesRoute() {
  return (
    <RequireAuth>
      <FavouritesPage />
    </RequireAuth>
  );
}

function FavouritesPage() {
  const favourites = useFavourites();
  const groups = favourites.data?.groups ?? [];

  let main;
  if (favourites.isPending || (favourites.isError && isSessionEnded(favourites.error))) {
    main = (
      <div className="flex min-h-[30vh] items-center justify-center" role="status" aria-live="polite">
        <Spinner label="Loading…" />
      </div>
    );
  } else if (favourites.isError) {
    // Spec §8: a favourites failure is only logged; the page still says what it could not do.
    main = <EmptyState icon={TriangleAlert} title="Failed to load favorites" action={<Link to="/products" className={buttonClass("primary")}>Return to Shop</Link>} />;
  } else if (groups.length === 0) {
    main = (
      <EmptyState
        icon={Heart}
        title="You have no favorite products yet."
        action={
          <Link to="/products" className={buttonClass("primary")}>
            Continue Shopping
          </Link>
        }
      />
    );
  } else {
    main = (
      <div className="flex flex-col gap-4">
        {groups.map((group) => (
          <FavouriteGroup key={group._id} group={group} />
        ))}
      </div>
    );
  }

  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-4xl px-4 py-8 lg:px-8 lg:py-12">
        <h1 className="text-2xl lg:text-3xl">My Favorites</h1>
        <div className="mt-6">{main}</div>
      </div>
    </div>
  );
}
