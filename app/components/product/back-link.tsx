import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { listStateHref, listStateOfReferrer, readListState } from "#app/lib/list-state.ts";

/** Sticky back link (spec §2): back to the saved list state, else one step back in history. */
export function BackLink() {
  const navigate = useNavigate();
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const state = readListState() ?? listStateOfReferrer();
    setHref(state ? listStateHref(state) : null);
  }, []);
  const className = "inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand hover:text-brand-hover";
  return (
    <div className="sticky top-14 z-20 -mx-4 mb-4 bg-white/95 px-4 backdrop-blur lg:static lg:mx-0 lg:bg-transparent lg:px-0">
      {href ? (
        <Link to={href} className={className}>
          <ArrowLeft aria-hidden size={18} /> Zurück zur Liste
        </Link>
      ) : (
        <button
          type="button"
          // A tap before the page is live is carried out once it is (record 032).
          data-replay
          className={className}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/products"))}
        >
          <ArrowLeft aria-hidden size={18} /> Zurück
        </button>
      )}
    </div>
  );
}
