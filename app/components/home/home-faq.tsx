import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { homeFaq } from "#contracts/faq.ts";

/** The five home questions (spec §2), as native disclosure widgets: keyboard-ready without script. */
export function HomeFaq() {
  return (
    <section aria-labelledby="home-faq" className="mx-auto max-w-3xl px-4 py-10">
      <h2 id="home-faq" className="text-center text-2xl">
        Häufige Fragen
      </h2>
      <div className="mt-6 divide-y divide-line rounded-card border border-line bg-white">
        {homeFaq.map((item) => (
          <details key={item.id} className="group px-4">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 font-medium hover:text-brand [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown aria-hidden size={18} className="shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="pb-4 text-[15px] text-muted">
              {item.answer.map((paragraph) => (
                <p key={paragraph} className="mb-2">
                  {paragraph}
                </p>
              ))}
              {item.links?.map((link) => (
                <Link key={link.href} to={link.href} className="mr-4 inline-flex min-h-11 items-center font-medium text-brand hover:underline">
                  {link.label}
                </Link>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
