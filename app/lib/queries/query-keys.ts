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
};
