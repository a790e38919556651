/**
 * The header's search-bar slot. The buyer-screens engineer replaces this body with the shared
 * search bar (spec "Search bar (shared)"); the header already gives it room between the location
 * and the cart. Keep it light or lazy: it sits on every route.
 */
export function HeaderSearch() {
  return null;
}
