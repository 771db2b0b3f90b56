import { LockKeyhole } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";

/** A staff area refused by the server (403): said plainly, with a way back to the shop (the desk, the back office). */
export function NoAccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-soft">
      <div className="mx-auto max-w-3xl px-4 py-10 lg:py-16">
        <EmptyState
          icon={LockKeyhole}
          title={title}
          action={
            <Link to="/" className={buttonClass("primary")}>
              Zur Startseite
            </Link>
          }
        >
          {children}
        </EmptyState>
      </div>
    </div>
  );
}
