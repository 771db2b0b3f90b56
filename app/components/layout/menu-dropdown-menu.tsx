import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { categoryPath, rememberGermanName } from "#app/lib/category-link.ts";
import { useCategories } from "#app/lib/use-categories.ts";
import { menuTriggerClass } from "./icon-classes.ts";
import { ALL_CATEGORIES_PATH, companyLinks, MENU_CATEGORY_LIMIT, resourceLinks, type NavLink } from "./nav-links.ts";

/**
 * The desktop MENÜ: the first 15 categories, all categories, and the Unternehmen and Ressourcen lists. Loaded
 * after the page by `MenuDropdown`, which shows a look-alike button until then: `defaultOpen` when that button
 * was already pressed, `takeFocus` when it had the keyboard focus.
 */
export default function MenuDropdownMenu({ defaultOpen, takeFocus }: { defaultOpen: boolean; takeFocus: boolean }) {
  const categories = useCategories().slice(0, MENU_CATEGORY_LIMIT);
  const navigate = useNavigate();
  const categoriesLabel = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus && !defaultOpen) trigger.current?.focus();
  }, [takeFocus, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} data-replay-key="menu" className={menuTriggerClass}>
        MENÜ
        <ChevronDown aria-hidden size={16} className="transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          collisionPadding={16}
          className="z-50 w-[min(880px,calc(100vw-32px))] rounded-xl border border-line bg-white p-5 shadow-float"
        >
          <div className="grid grid-cols-[1fr_160px_160px] gap-6">
            <DropdownMenu.Group aria-labelledby={categoriesLabel}>
              <DropdownMenu.Label id={categoriesLabel} className={labelClass}>
                Kategorien
              </DropdownMenu.Label>
              {categories.length > 0 && (
                <div className="grid grid-cols-2 gap-x-2">
                  {categories.map((category) => (
                    <DropdownMenu.Item
                      key={category._id}
                      className={itemClass}
                      onSelect={() => {
                        rememberGermanName(category.category.de);
                        navigate(categoryPath(category.category.en));
                      }}
                    >
                      {category.category.de}
                    </DropdownMenu.Item>
                  ))}
                </div>
              )}
              <DropdownMenu.Item asChild className={`${itemClass} mt-2 font-semibold text-brand`}>
                <Link to={ALL_CATEGORIES_PATH}>
                  Alle Kategorien anzeigen
                  <ChevronRight aria-hidden size={16} />
                </Link>
              </DropdownMenu.Item>
            </DropdownMenu.Group>
            <LinkGroup title="Unternehmen" links={companyLinks} />
            <LinkGroup title="Ressourcen" links={resourceLinks} />
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function LinkGroup({ title, links }: { title: string; links: NavLink[] }) {
  const labelId = useId();
  return (
    <DropdownMenu.Group aria-labelledby={labelId} className="border-l border-line pl-5">
      <DropdownMenu.Label id={labelId} className={labelClass}>
        {title}
      </DropdownMenu.Label>
      {links.map((link) => (
        <DropdownMenu.Item key={link.to} asChild className={itemClass}>
          <Link to={link.to}>{link.label}</Link>
        </DropdownMenu.Item>
      ))}
    </DropdownMenu.Group>
  );
}

const labelClass = "mb-2 px-2 text-xs font-semibold tracking-wider text-muted uppercase";
const itemClass =
  "flex min-h-9 cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-[15px] text-ink no-underline outline-none select-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand";
