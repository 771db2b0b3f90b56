import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { FaqItem } from "#contracts/faq.ts";

type FaqAccordionProps = {
  items: FaqItem[];
  /** Heading level of the questions, so the outline stays correct under an h2 (3) or an h1 (2). */
  headingLevel?: 2 | 3;
};

/**
 * Questions as a Radix accordion: each question is a button (Enter/Space toggles, arrow keys move between
 * questions, Home/End jump), several answers may be open at once. Closed answers stay in the server HTML (hidden),
 * so search engines and the browser's find-in-page still see them.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Accordion.Root type="multiple" className="divide-y divide-line rounded-card border border-line bg-white">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
          <Accordion.Header asChild>
            <Heading className="text-base">
              <Accordion.Trigger data-replay className="group flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left font-semibold text-ink hover:text-brand lg:px-5">
                <span>{item.question}</span>
                <ChevronDown
                  className="size-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-4 pb-5 data-[state=closed]:hidden leading-relaxed text-muted lg:px-5">
            {item.answer.map((paragraph) => (
              <p key={paragraph} className="mt-2 first:mt-0">
                {paragraph}
              </p>
            ))}
            {item.links && (
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
                {item.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="font-medium text-brand underline underline-offset-2 hover:text-brand-hover">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
