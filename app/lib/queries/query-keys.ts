/**
 * Every cache key of the browser's data, one entry per domain, so that a mutation names what it makes stale
 * and nobody spells a key by hand. Keys start with the domain, so `invalidateQueries({ queryKey: keys.all })`
 * reaches all of a domain's queries. The data belongs to the logged-in user: the provider empties the cache
 * when the token goes (logout, expiry), so keys need no user id.
 */
export const queryKeys = {
  profile: {
    all: ["profile"] as const,
    me: () => [...queryKeys.profile.all, "me"] as const,
  },
  cart: {
    all: ["cart"] as const,
    items: () => [...queryKeys.cart.all, "items"] as const,
    /** Saved for Later, kept on the server per account (issue 30). */
    saved: () => [...queryKeys.cart.all, "saved"] as const,
    /** Recommendations for the cart's newest line, without the articles already in it. */
    related: (newest: number, inCart: readonly number[]) => [...queryKeys.cart.all, "related", newest, [...inCart].sort((a, b) => a - b)] as const,
  },
  favourites: {
    all: ["favourites"] as const,
    list: () => [...queryKeys.favourites.all, "list"] as const,
  },
  appointments: {
    all: ["appointments"] as const,
    mine: () => [...queryKeys.appointments.all, "mine"] as const,
    /** A day's slots; public, but under the domain so a booking, edit or cancel refreshes them too. */
    availability: (date: string) => [...queryKeys.appointments.all, "availability", date] as const,
    closedDays: () => [...queryKeys.appointments.all, "closed-days"] as const,
  },
  /** The customer's prescriptions (issue 26). */
  prescriptions: {
    all: ["prescriptions"] as const,
    mine: () => [...queryKeys.prescriptions.all, "mine"] as const,
  },
  /** The pharmacy desk (staff only): a day's appointments, the 14-day strip, closures. */
  desk: {
    all: ["desk"] as const,
    appointments: (date: string) => [...queryKeys.desk.all, "appointments", date] as const,
    days: () => [...queryKeys.desk.all, "days"] as const,
    /** New orders and prescriptions, counted on the desk's tabs (issue 38). */
    counts: () => [...queryKeys.desk.all, "counts"] as const,
    closures: (from: string, to: string) => [...queryKeys.desk.all, "closures", from, to] as const,
    prescriptions: (status: string) => [...queryKeys.desk.all, "prescriptions", status] as const,
    /** The desk's orders view (issue 25): to prepare, ready, overdue. */
    orders: (view: string) => [...queryKeys.desk.all, "orders", view] as const,
  },
  /** The back office (issue 39, managers only): import jobs, their preview, the articles list and their audit trail. */
  backoffice: {
    all: ["backoffice"] as const,
    imports: () => [...queryKeys.backoffice.all, "imports"] as const,
    import: (id: string) => [...queryKeys.backoffice.imports(), id] as const,
    changes: (id: string, filter: string, page: number) => [...queryKeys.backoffice.import(id), "changes", filter, page] as const,
    articles: (search: string, filter: string, page: number) => [...queryKeys.backoffice.all, "articles", search, filter, page] as const,
    article: (pharmacode: number) => [...queryKeys.backoffice.all, "article", pharmacode] as const,
    audit: (pharmacode: number) => [...queryKeys.backoffice.all, "audit", pharmacode] as const,
    offers: () => [...queryKeys.backoffice.all, "offers"] as const,
    staff: () => [...queryKeys.backoffice.all, "staff"] as const,
    labTests: () => [...queryKeys.backoffice.all, "lab-tests"] as const,
    labPacks: () => [...queryKeys.backoffice.all, "pack-analyses"] as const,
  },
  /** The shopper's orders (issue 25) and the checkout's quote, which an order or a cart change makes stale. */
  orders: {
    all: ["orders"] as const,
    mine: () => [...queryKeys.orders.all, "mine"] as const,
    one: (id: string) => [...queryKeys.orders.all, "one", id] as const,
    quote: (fulfilment: string) => [...queryKeys.orders.all, "quote", fulfilment] as const,
  },
};
