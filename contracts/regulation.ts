/**
 * The one place for what an article's sale code allows (spec shop.md "Regulation codes", shared/API.md "Orders"
 * and "Back office", docs/decisions/028-one-place-per-rule.md). Pages, the cart, the quote and the back office's
 * import ask these functions instead of comparing code strings themselves.
 */

export const REGULATION_CODES = ["Sale.Web.OK", "Sale.Web.CC", "Sale.Web.Rx"] as const;
export type RegulationCode = (typeof REGULATION_CODES)[number];

export type RegulationRule = {
  /** Sent by post: only OK. CC may be sold in a pharmacy only, Rx only against a prescription. */
  shippable: boolean;
  /** Put in the cart and ordered in the shop (CC for pickup). Rx is dispensed at the counter only. */
  orderableOnline: boolean;
  /** The price may be shown: Swiss law forbids advertising prescription medicines, and a price is part of that. */
  priceShown: boolean;
  /** The badge's words (spec shop.md). */
  label: string;
  /** The product page's notice box; none for OK (spec shop.md). */
  notice: string | null;
};

export const REGULATIONS: Record<RegulationCode, RegulationRule> = {
  "Sale.Web.OK": { shippable: true, orderableOnline: true, priceShown: true, label: "Versand möglich", notice: null },
  "Sale.Web.CC": {
    shippable: false,
    orderableOnline: true,
    priceShown: true,
    label: "Versand nicht möglich",
    notice: "Versand nicht möglich: Dieses Produkt darf nur in der Apotheke verkauft werden. Es fallen keine Versandkosten an.",
  },
  "Sale.Web.Rx": {
    shippable: false,
    orderableOnline: false,
    priceShown: false,
    label: "Rezeptpflichtig",
    notice: "Dieses Arzneimittel ist rezeptpflichtig. Es wird nur gegen ärztliches Rezept in der Apotheke abgegeben; der Preis wird online nicht angezeigt.",
  },
};

export const mayShip = (code: RegulationCode) => REGULATIONS[code].shippable;
export const mayOrderOnline = (code: RegulationCode) => REGULATIONS[code].orderableOnline;
export const showsPrice = (code: RegulationCode) => REGULATIONS[code].priceShown;
/** Sold only in the pharmacy: orderable, but the whole order is then collected (Click & Collect). */
export const pickupOnly = (code: RegulationCode) => REGULATIONS[code].orderableOnline && !REGULATIONS[code].shippable;
export const regulationLabel = (code: RegulationCode) => REGULATIONS[code].label;
export const regulationNotice = (code: RegulationCode) => REGULATIONS[code].notice;
/** The codes the cart takes, for queries that filter in SQL. */
export const ONLINE_CODES: readonly RegulationCode[] = REGULATION_CODES.filter(mayOrderOnline);

/** Swissmedic dispensing categories still in force (C was abolished in 2019); null: not a medicine. */
export const SWISSMEDIC_CATEGORIES = ["A", "B", "D", "E"] as const;
export type SwissmedicCategory = (typeof SWISSMEDIC_CATEGORIES)[number];

/** From least to most strict: a code may always be made stricter than its category demands, never less strict. */
const STRICTNESS: Record<RegulationCode, number> = { "Sale.Web.OK": 0, "Sale.Web.CC": 1, "Sale.Web.Rx": 2 };

/**
 * The sale code a Swissmedic category demands (shared/API.md "Back office"): A and B only against a prescription,
 * D only in a pharmacy (never sent by post without a prescription), E and non-medicines may be shipped.
 */
export function saleCodeForCategory(category: SwissmedicCategory | null): RegulationCode {
  if (category === "A" || category === "B") return "Sale.Web.Rx";
  if (category === "D") return "Sale.Web.CC";
  return "Sale.Web.OK";
}

/** Whether `code` is at least as strict as `category` demands (the import's SALE_CODE_CATEGORY rule). */
export const saleCodeAllowed = (category: SwissmedicCategory | null, code: RegulationCode) =>
  STRICTNESS[code] >= STRICTNESS[saleCodeForCategory(category)];

/** The code after a category became known (Refdata): made stricter where the category demands it, never less strict. */
export function stricterSaleCode(code: RegulationCode, category: SwissmedicCategory | null): RegulationCode {
  return saleCodeAllowed(category, code) ? code : saleCodeForCategory(category);
}
