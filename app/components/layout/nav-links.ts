/** The link lists the header menu and the footer share (spec §2); labels are the spec's, letter for letter. */
export type NavLink = { label: string; to: string };

export const companyLinks: NavLink[] = [
  { label: "über uns", to: "/aboutus" },
  { label: "Leistungen", to: "/services" },
  { label: "Karriere", to: "/jobs" },
];

export const resourceLinks: NavLink[] = [
  { label: "Blog", to: "/blogs" },
  { label: "FAQs", to: "/faqs" },
  { label: "Datenschutz", to: "/privacypolicy" },
];

export const SHOP_PATH = "/products";
export const LAB_PATH = "/vacinationspage";
export const ALL_CATEGORIES_PATH = "/categories";

/** Header menu: only the first 15 categories (spec §9). */
export const MENU_CATEGORY_LIMIT = 15;
